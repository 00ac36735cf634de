/** The landing template: one page's structure in the fixed order of a campaign page, with its words. */
import type original from '@/content/words/en/templates/landing.json';
import { localizedWords } from '@/content/localized-words';
import { composeBody, type BodyStructure } from '@/content/page-structure';
import type { PageBody } from '@/content/sections';
import { withTemplate } from '@/content/words';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { landingPages } from './index';
import type { Locale } from '@/i18n/locales';

/** What every landing page shares: the FAQ's heading, and the link from its process to how we deliver. */
const templateWords = localizedWords<typeof original>('templates/landing');

export function landingBody(key: RouteKeyOfKind<'landing'>, locale: Locale): PageBody {
  const { action, calculator, caseStudies, icons, words } = landingPages[key];
  const structure: BodyStructure = {
    hero: { primary: action === 'calculator' ? { href: '/mvp-cost-calculator/app' } : { href: key, hash: 'enquiry' } },
    sections: [
      { type: 'prose', id: 'problem' },
      { type: 'features', id: 'offer', icons: icons.offer },
      { type: 'process', id: 'process', link: { href: '/how-we-work', hash: 'proof' } },
      { type: 'pricing', id: 'pricing', calculator },
      { type: 'case-studies', id: 'proof', items: caseStudies },
      { type: 'reviews', id: 'reviews' },
      { type: 'faq', id: 'faq' },
    ],
  };
  return composeBody(key, locale, structure, withTemplate(templateWords[locale], words[locale]));
}
