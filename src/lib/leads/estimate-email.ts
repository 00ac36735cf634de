/** E-mails that go to visitors: their copy of an estimate, in their language; replies go to the agency. */
import 'server-only';
import { siteConfig } from '@/config/site';
import { escapeHtml, headerSafe, htmlTable, type LeadEmail } from './email';
import { calculatorTranslator, describeEstimate, type Row } from './estimate-text';
import type { Lead } from './store';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** The copy of an estimate that the visitor asked for. */
export function renderEstimateCopy(lead: Lead, settings: { from: string; replyTo: string; siteUrl: string }): LeadEmail | undefined {
  const locale: Locale = isLocale(lead.locale) ? lead.locale : defaultLocale;
  const text = describeEstimate(lead.fields.estimate, locale, settings.siteUrl);
  if (!text) return undefined;
  const t = calculatorTranslator(locale);
  const figures: Row[] = [
    [t('result.cost'), text.cost],
    [t('result.duration'), text.weeks],
    [t('result.team'), text.team.join(', ')],
  ];
  const site = new URL(settings.siteUrl).hostname;
  const paragraphs = {
    // Nothing the sender typed reaches this inbox (the address could be anyone's): no name, no message.
    opening: [t('email.greeting'), t('email.intro')],
    closing: [t('result.disclaimer'), t('email.closing'), t('email.signature', { company: siteConfig.name })],
  };
  const list = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`);

  return {
    from: settings.from,
    to: headerSafe(lead.email, 254),
    replyTo: { name: siteConfig.name, address: settings.replyTo },
    subject: headerSafe(t('email.subject', { cost: text.cost }), 200),
    messageId: `<estimate-${lead.id}@${site}>`,
    text: [
      ...paragraphs.opening,
      '',
      ...list(figures),
      '',
      `${t('email.answers')}:`,
      ...list(text.answers),
      '',
      t('email.open'),
      text.link,
      '',
      ...paragraphs.closing,
      '',
      '--',
      t('email.why', { site }),
    ].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      ...paragraphs.opening.map((line) => `<p>${escapeHtml(line)}</p>`),
      htmlTable(figures),
      `<h2 style="font-size:16px">${escapeHtml(t('email.answers'))}</h2>`,
      htmlTable(text.answers),
      `<p>${escapeHtml(t('email.open'))} <a href="${escapeHtml(text.link)}">${escapeHtml(text.link)}</a></p>`,
      ...paragraphs.closing.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`),
      `<p style="color:#666;font-size:13px">${escapeHtml(t('email.why', { site }))}</p>`,
      '</body></html>',
    ].join('\n'),
    attachments: [],
  };
}
