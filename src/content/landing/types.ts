/**
 * Typed structure of the campaign landing pages; their words are in src/content/words/<locale>/landing/. Each page
 * writes its own section headings (a landing page speaks to one audience); the template (`template.ts`) fixes the
 * order: problem, offer, process, prices, proof, reviews, FAQ, then the compact enquiry form.
 */
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { PageWords } from '../page-structure';
import type { IconName } from '../sections';
import type { Localized } from '../types';

export interface LandingPage {
  /** Where the hero's single call to action leads: the enquiry form on the page, or the cost calculator. */
  action: 'enquiry' | 'calculator';
  /** Case studies shown as proof (two or three). */
  caseStudies: RouteKeyOfKind<'case-study'>[];
  /** Whether the price section ends with a call-out to the MVP cost calculator (words: `sections.pricing.calculator`). */
  calculator?: true;
  /** One icon per card of the offer. */
  icons: { offer: IconName[] };
  /**
   * The hero's action label, and sections `problem`, `offer`, `process`, `pricing` (ranges), `proof` (introduces
   * the case studies), `reviews` (the line under the rating summary) and `faq`.
   */
  words: Localized<PageWords>;
}
