/**
 * Typed content of the campaign landing pages. Each page writes its own section headings (a landing page
 * speaks to one audience); the template (`template.ts`) fixes the order: problem, offer, process, prices,
 * proof, FAQ, then the compact enquiry form.
 */
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { FaqItem, Feature, PriceRange, Step } from '../sections';
import type { Localized } from '../types';

export interface LandingPage {
  /** Where the hero's single call to action leads: the enquiry form on the page, or the cost calculator. */
  action: 'enquiry' | 'calculator';
  /** Case studies shown as proof (two or three). */
  caseStudies: RouteKeyOfKind<'case-study'>[];
  text: Localized<{
    /** The label of the hero's call to action. */
    action: string;
    problem: { heading: string; paragraphs: string[] };
    offer: { heading: string; intro: string; items: Feature[] };
    process: { heading: string; intro: string; items: Step[] };
    /** What it costs, in ranges. */
    pricing: { heading: string; intro: string; items: PriceRange[] };
    /** Introduces the case studies; `reviews` is the line under the rating summary. */
    proof: { heading: string; intro: string; reviewsHeading: string; reviews: string };
    faq: FaqItem[];
  }>;
}
