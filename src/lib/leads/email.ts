/**
 * The e-mail that brings a lead to the agency: plain text and HTML, the CV attached. Every value came from a
 * visitor, so it is escaped for HTML and stripped of line breaks wherever it reaches a header.
 */
import 'server-only';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { readMessages } from '@/i18n/messages';
import { jobOpenings } from '@/content/jobs';
import { parametersQuery, type CampaignParameters } from './attribution';
import { estimateRows, type Row } from './estimate-text';
import { cleanFileName } from './fields';
import type { Lead } from './store';

export interface LeadEmail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; content: Buffer; contentType: 'application/pdf' }[];
}

export interface EmailSettings {
  from: string;
  to: string;
  siteUrl: string;
}

/**
 * One line, no control or invisible format characters (a right-to-left override would turn a subject around), at
 * most `max` characters: safe for a header or a file name. Leads stored before names refused them pass here too.
 */
export function headerSafe(value: string, max = 120): string {
  return value.replace(/\p{Cf}+/gu, '').replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderLeadEmail(lead: Lead, settings: EmailSettings): LeadEmail {
  const name = headerSafe(lead.name);
  const rows = detailRows(lead, settings.siteUrl);
  const message = lead.fields.message ?? '';
  const subjects = {
    application: () => `Application: ${headerSafe(positionTitle(lead.fields.position), 80)} – ${name}`,
    contact: () => `Enquiry from ${name}${lead.fields.company ? ` (${headerSafe(lead.fields.company, 60)})` : ''}`,
    estimate: () => `MVP estimate for ${name}`,
  };
  const subject = subjects[lead.kind]();

  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: headerSafe(lead.email, 254) },
    subject: headerSafe(subject, 200),
    messageId: `<lead-${lead.id}@${new URL(settings.siteUrl).hostname}>`,
    text: [...rows.map(([label, value]) => `${label}: ${value}`), '', message, '', `Lead ${lead.id}`].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
      htmlTable(rows),
      `<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`,
      `<p style="color:#666">Lead ${escapeHtml(lead.id)}</p>`,
      '</body></html>',
    ].join('\n'),
    attachments: lead.attachment
      ? [{ filename: cleanFileName(lead.attachmentName ?? 'cv.pdf'), content: lead.attachment, contentType: 'application/pdf' }]
      : [],
  };
}

/** The agency reads its mail in the site's default language, English, in which the labels below are written. */
const agencyLocale = defaultLocale;

/** What the e-mail says for an optional field left empty. */
const notGiven = 'not given';

function detailRows(lead: Lead, siteUrl: string): Row[] {
  const { fields } = lead;
  const rows: (Row | false)[] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    lead.kind === 'contact' && ['Company', fields.company || notGiven],
    lead.kind === 'contact' && ['Phone', fields.phone || notGiven],
    lead.kind === 'contact' && ['Project', label(readMessages(agencyLocale).ContactForm.projectTypes, fields.projectType)],
    lead.kind === 'contact' && ['Budget', label(readMessages(agencyLocale).ContactForm.budgets, fields.budget)],
    lead.kind === 'application' && ['Position', positionTitle(fields.position)],
    lead.kind === 'application' && ['Profile', fields.profileUrl || notGiven],
    ...estimateRows(fields.estimate, siteUrl, agencyLocale),
    ['Language', languageName(lead.locale)],
    ['Sent from', pageAddress(siteUrl, lead.page, lead.attribution?.page)],
    !!lead.attribution?.landing && ['Landing page', pageAddress(siteUrl, lead.attribution.landing.path, lead.attribution.landing.parameters)],
    ['Received', lead.createdAt],
  ];
  return rows.filter((row): row is Row => row !== false);
}

/** A page of the site with the campaign parameters it was reached with, if any. */
function pageAddress(siteUrl: string, path: string, parameters: CampaignParameters = {}) {
  const query = parametersQuery(parameters);
  return `${siteUrl}${path}${query && `?${query}`}`;
}

export function htmlTable(rows: Row[]): string {
  const cells = rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
  return ['<table cellpadding="4">', ...cells, '</table>'].join('\n');
}

function label(labels: Record<string, string>, key: string | undefined) {
  return (key && labels[key]) || key || notGiven;
}

/** A site language by its name in the e-mail's language ("German"); anything else as it was stored. */
function languageName(locale: string) {
  return (isLocale(locale) && new Intl.DisplayNames([agencyLocale], { type: 'language' }).of(locale)) || locale;
}

function positionTitle(id: string | undefined) {
  return jobOpenings.find((job) => job.id === id)?.text[agencyLocale].title ?? id ?? '–';
}

