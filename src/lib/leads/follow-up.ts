/**
 * What follows a sent enquiry, as far as it depends on the enquiry: the two case studies closest to the project type
 * the visitor chose, and where the browser fetches the follow-up (its content: follow-up-content.ts).
 */
import type { CaseStudyCard } from '@/content/details/templates';
import type { CalculatorCallout, Step } from '@/content/sections';
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { Locale } from '@/i18n/locales';
import { projectTypes } from './fields';

type CaseStudyKey = RouteKeyOfKind<'case-study'>;
type ProjectType = (typeof projectTypes)[number];

/** Two case studies per project type: the work a visitor with that need would most want to see. */
const closest: Record<ProjectType, [CaseStudyKey, CaseStudyKey]> = {
  'new-product': ['/case-studies/e-learning', '/case-studies/external-document-managment-system-dms'],
  // Both started as an MVP Launcher pilot.
  mvp: ['/case-studies/saas-kyc-verification-process', '/case-studies/dashboard-for-optimizing-production-line'],
  modernisation: ['/case-studies/building-a-better-casino-experience-with-aem', '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering'],
  ecommerce: ['/case-studies/how-we-turned-thank-you-pages-into-revenue-generators', '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering'],
  // Work alongside in-house teams that now release on their own.
  'team-extension': ['/case-studies/slotmagie', '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering'],
  other: ['/case-studies/saas-kyc-verification-process', '/case-studies/dashboard-for-optimizing-production-line'],
};

/** With no project type (or one we do not know), a software product and an industrial one, with their measured results. */
const general = closest.other;

const isProjectType = (value: string | undefined): value is ProjectType => (projectTypes as readonly (string | undefined)[]).includes(value);

/** The two case studies to show after an enquiry with this project type, if any was chosen. */
export function relatedCaseStudies(projectType: string | undefined): [CaseStudyKey, CaseStudyKey] {
  return isProjectType(projectType) ? closest[projectType] : general;
}

/** The follow-up's segment for a project type: the type itself, or `none`. */
export const followUpChoices = [...projectTypes, 'none'] as const;

/** Where the browser fetches the follow-up of a sent enquiry (a static file per language and choice). */
export function followUpPath(locale: Locale, projectType: string | undefined): string {
  return `/api/enquiry-follow-up/${locale}/${isProjectType(projectType) ? projectType : 'none'}`;
}

/** What a visitor sees after sending an enquiry, in one language: next steps, two case studies, the calculator. */
export interface EnquiryFollowUp {
  stepsHeading: string;
  steps: Step[];
  caseStudiesHeading: string;
  caseStudies: (CaseStudyCard & { href: CaseStudyKey })[];
  calculator: CalculatorCallout;
}
