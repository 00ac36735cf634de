/**
 * Typed structure of the detail pages: services, technologies and case studies. Links, tool names, figures and
 * icons are written here once; the words are in src/content/words/<locale>/<kind>/<slug>.json, by section id.
 * Each kind has one template (`templates.ts`) that turns a page into a body, with the headings and calls to
 * action every page of the kind shares (src/content/words/<locale>/templates/).
 */
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { PageWords } from '../page-structure';
import type { PictureName } from '../pictures';
import type { IconName } from '../sections';
import type { Localized } from '../types';

export interface ServiceDetail {
  /** Technology pages this service is built with (at least two); each links back. */
  technologies: RouteKeyOfKind<'technology'>[];
  /** Case studies where the service was delivered (at least two); each links back. */
  caseStudies: RouteKeyOfKind<'case-study'>[];
  /** Tools and libraries beyond the linked technology pages (names, the same in both languages). */
  tools: string[];
  /**
   * Whether the FAQ, where questions on price are answered, ends with a call-out to the MVP cost calculator (words:
   * `sections.faq.calculator`).
   */
  calculator?: true;
  /** One icon per card: the problems a client comes with (three or four), what the agency delivers (at least four). */
  icons: { problems: IconName[]; deliverables: IconName[] };
  /** The diagram beside the heading: what the service is about at a glance (src/content/pictures/service-heroes.ts). */
  picture: PictureName;
  /** Sections `problems`, `deliverables`, `engagement` (steps with durations), `technologies` (its intro), `faq` (at least four). */
  words: Localized<PageWords>;
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
  /** One icon per card of what the agency builds with it (four to six). */
  icons: { builds: IconName[] };
  /** Sections `why` (two or three paragraphs), `builds`, `ecosystem` and `experience` (their intros), `faq` (at least four). */
  words: Localized<PageWords>;
}

export interface CaseStudyDetail {
  /** Technology pages used in the project (at least one); each technology page links back. */
  technologies: RouteKeyOfKind<'technology'>[];
  /** The project's stack as names, the same in both languages. */
  stack: string[];
  /** One icon per card of what was built (three to five). */
  icons: { solution: IconName[] };
  /**
   * The work shown: the cover (the page's hero and its cards), a screen of what was built (under "solution"), the
   * architecture diagram and a chart of the results.
   */
  pictures: { cover: PictureName; solution: PictureName; architecture: PictureName; results: PictureName };
  /**
   * Sections `client`, `challenge` and `architecture` (paragraphs), `solution`, `results` (figures formatted for the
   * language), `timeline` (phases with durations) and `quote` (from the client, by role and company type). `card`
   * is what cards linking to the case study say besides its label: the client's industry and the headline result.
   */
  words: Localized<PageWords & { card: CaseStudyCardWords }>;
}

interface CaseStudyCardWords {
  industry: string;
  result: string;
}
