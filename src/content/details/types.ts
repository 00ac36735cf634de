/**
 * Typed content of the detail pages: services, technologies and case studies. Facts that are the same in
 * both languages (links, figures) are written once; text is written per language under `text`. Each kind has
 * one template (`detail-bodies.ts`) that turns this content into a page body, with the section headings.
 */
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { FaqItem, Feature, Stat, Step } from '../sections';
import type { Localized } from '../types';

/** A section's own introduction (one to three sentences) and its items. */
export interface Block<T> {
  intro: string;
  items: T[];
}

export interface ServiceDetail {
  /** Technology pages this service is built with (at least two); each links back. */
  technologies: RouteKeyOfKind<'technology'>[];
  /** Case studies where the service was delivered (at least two); each links back. */
  caseStudies: RouteKeyOfKind<'case-study'>[];
  /** Tools and libraries beyond the linked technology pages (names, the same in both languages). */
  tools: string[];
  text: Localized<{
    /** Problems a client comes with (three or four). */
    problems: Block<Feature>;
    /** What the agency delivers: at least four concrete items. */
    deliverables: Block<Feature>;
    /** How an engagement runs, step by step with durations. */
    engagement: Block<Step>;
    /** One or two sentences introducing the technologies and tools. */
    toolsIntro: string;
    /** At least four questions with specific answers. */
    faq: FaqItem[];
  }>;
}

export interface TechnologyDetail {
  /** Team experience, formatted per language by the template. */
  experience: {
    /** Year of the agency's first production project with it. */
    since: number;
    /** Engineers who work with it regularly. */
    engineers: number;
    /** Projects delivered with it (shown as "n+"). */
    projects: number;
  };
  /** Ecosystem and tools the team uses with it (names, the same in both languages). */
  ecosystem: string[];
  text: Localized<{
    /** Why the agency uses it: two or three paragraphs. */
    why: string[];
    /** What the agency builds with it (four to six items). */
    builds: Block<Feature>;
    /** One or two sentences introducing the ecosystem and tools. */
    ecosystemIntro: string;
    /** One sentence or two placing the figures in context. */
    experience: string;
    /** At least four questions with specific answers. */
    faq: FaqItem[];
  }>;
}

export interface CaseStudyDetail {
  /** Technology pages used in the project (at least one); each technology page links back. */
  technologies: RouteKeyOfKind<'technology'>[];
  /** The project's stack as names, the same in both languages. */
  stack: string[];
  text: Localized<{
    /** Who the client is (anonymised), their market and situation: one or two paragraphs. */
    client: string[];
    /** What was wrong and what was at stake: one or two paragraphs. */
    challenge: string[];
    /** What was built (three to five items). */
    solution: Block<Feature>;
    /** How it is put together: one or two paragraphs (the stack follows them). */
    architecture: string[];
    /** Results with figures (three or four, values formatted for the language). */
    results: Block<Stat>;
    /** Timeline (phases with durations), introduced by who was on the team. */
    timeline: Block<Step>;
    /** A quote from the client, by role and company type (or from the agency's lead where the client is named). */
    quote: { text: string; author: string; role: string };
  }>;
}
