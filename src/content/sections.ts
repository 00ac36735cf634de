/**
 * The typed building blocks a page body is composed of, as components render them. A page's structure
 * (page-structure.ts) and its words in one language (src/content/words/) are composed into these.
 */
import type { RouteKey, RouteKeyOfKind } from '@/i18n/routes';
import type { PictureRef } from './pictures';

/** A link to a page of the site, optionally to a section of it (`hash` without `#`). */
export interface Action {
  label: string;
  href: RouteKey;
  hash?: string;
}

/** The icons a feature can carry: line drawings in components/sections/icons, one file each. */
export const iconNames = [
  'code', 'design', 'rocket', 'shield', 'chart', 'team', 'chat', 'cart',
  'ticket', 'mobile', 'cloud', 'layers', 'check', 'clock', 'heart', 'book', 'globe', 'euro',
] as const;
export type IconName = (typeof iconNames)[number];

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
}

export interface Step {
  title: string;
  text: string;
  /** e.g. "1–2 weeks" / "1–2 Wochen". */
  duration?: string;
}

export interface Stat {
  /** Already formatted for the language: "60+", "98 %", "1,2 Mio.". */
  value: string;
  label: string;
}

export interface PriceRange {
  /** e.g. "Clickable prototype". */
  name: string;
  /** Formatted for the language: "€15,000–€25,000" / "15.000–25.000 €". */
  price: string;
  /** What is included and how long it takes. */
  text: string;
}

export interface FaqItem {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export interface Person {
  name: string;
  role: string;
  bio: string;
  /** A drawn portrait; shown beside the person's name, so it adds nothing to read out. */
  portrait?: PictureRef;
}

/** Who answers the contact form: a person of the leadership, when they reply and what happens after sending. */
export interface WhoAnswers {
  heading: string;
  person: Omit<Person, 'bio'>;
  text: string;
  replyLabel: string;
  reply: string;
  stepsHeading: string;
  steps: Step[];
}

export interface Location {
  city: string;
  address: string;
  text: string;
}

/**
 * A call-out to the MVP cost calculator where a reader weighs what a product costs: a line of text, and the link to
 * the calculator.
 */
export interface CalculatorCallout {
  text: string;
  link: Action;
}

/**
 * Every section has an `id` (unique on its page, used as the anchor and for the heading's id), and may show a
 * picture under its heading.
 */
export type Section = SectionContent & { picture?: PictureRef };

type SectionContent =
  | { type: 'prose'; id: string; heading: string; paragraphs: string[] }
  /** `link`, on the sections that have one, leads on from the section: to all of a list, or to a claim told in full. */
  | { type: 'features'; id: string; heading: string; intro?: string; items: Feature[]; link?: Action }
  | { type: 'process'; id: string; heading: string; intro?: string; steps: Step[]; link?: Action }
  | { type: 'stats'; id: string; heading: string; intro?: string; items: Stat[] }
  /** Named tools as a strip, optionally after paragraphs and cards for the site's technology pages. */
  | {
      type: 'technologies';
      id: string;
      heading: string;
      intro?: string;
      paragraphs?: string[];
      pages?: RouteKeyOfKind<'technology'>[];
      items: string[];
      link?: Action;
    }
  | { type: 'testimonial'; id: string; quote: string; author: string; role: string }
  | { type: 'case-studies'; id: string; heading: string; intro?: string; items: RouteKeyOfKind<'case-study'>[] }
  /** Cards for pages of the site (label and description come from the page copy). */
  | { type: 'links'; id: string; heading: string; intro?: string; items: RouteKey[]; link?: Action; calculator?: CalculatorCallout }
  | { type: 'faq'; id: string; heading: string; items: FaqItem[]; calculator?: CalculatorCallout }
  | { type: 'team'; id: string; heading: string; intro?: string; members: Person[] }
  | { type: 'locations'; id: string; heading: string; intro?: string; items: Location[] }
  | { type: 'reviews'; id: string; heading: string; text: string }
  | { type: 'jobs'; id: string; heading: string; intro?: string }
  | { type: 'contact-channels'; id: string; heading: string; intro?: string }
  /** The contact form (the enquiry that becomes a lead), who answers it, and a way to the calculator first. */
  | { type: 'contact-form'; id: string; heading: string; intro?: string; answeredBy?: WhoAnswers; calculator?: CalculatorCallout }
  | { type: 'cta'; id: string; heading: string; text: string; primary: Action; secondary?: Action }
  | { type: 'pricing'; id: string; heading: string; intro?: string; items: PriceRange[]; calculator?: CalculatorCallout }
  /** The blog's newest articles, from the content service when the page is rendered, and the link to all of them. */
  | { type: 'latest-posts'; id: string; heading: string; intro?: string; link: Action };

export interface PageBody {
  /** Calls to action in the hero, under the page's heading and introduction. */
  hero?: { primary?: Action; secondary?: Action; picture?: PictureRef };
  sections: Section[];
}
