/** The landing template: one page's typed content in the fixed order of a campaign page. */
import type { PageBody } from '@/content/sections';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { landingPages } from './index';
import type { Locale } from '@/i18n/locales';

const faqHeading = { en: 'Frequently asked questions', de: 'Häufige Fragen' } satisfies Record<Locale, string>;

export function landingBody(key: RouteKeyOfKind<'landing'>, locale: Locale): PageBody {
  const { action, caseStudies, text } = landingPages[key];
  const { problem, offer, process, pricing, proof, faq } = text[locale];
  const primary =
    action === 'calculator'
      ? { label: text[locale].action, href: '/mvp-cost-calculator/app' as const }
      : { label: text[locale].action, href: key, hash: 'enquiry' };
  return {
    hero: { primary },
    sections: [
      { type: 'prose', id: 'problem', heading: problem.heading, paragraphs: problem.paragraphs },
      { type: 'features', id: 'offer', heading: offer.heading, intro: offer.intro, items: offer.items },
      { type: 'process', id: 'process', heading: process.heading, intro: process.intro, steps: process.items },
      { type: 'pricing', id: 'pricing', heading: pricing.heading, intro: pricing.intro, items: pricing.items },
      { type: 'case-studies', id: 'proof', heading: proof.heading, intro: proof.intro, items: caseStudies },
      { type: 'reviews', id: 'reviews', heading: proof.reviewsHeading, text: proof.reviews },
      { type: 'faq', id: 'faq', heading: faqHeading[locale], items: faq },
    ],
  };
}
