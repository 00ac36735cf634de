import 'server-only';
import { caseStudyCard } from '@/content/details/templates';
import { pageBody } from '@/content/page-body';
import { readMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { relatedCaseStudies, type EnquiryFollowUp } from './follow-up';

/**
 * The follow-up of an enquiry: the next steps and the way to the calculator as the contact page states them (one
 * source), and the case studies closest to the chosen project type.
 */
export function enquiryFollowUp(locale: Locale, projectType: string | undefined): EnquiryFollowUp {
  const form = pageBody('/contact', locale)?.sections.find((section) => section.type === 'contact-form');
  if (form?.type !== 'contact-form' || !form.answeredBy || !form.calculator) {
    throw new Error('The contact page has no enquiry section with who answers and the calculator: the follow-up takes its words from there');
  }
  return {
    stepsHeading: form.answeredBy.stepsHeading,
    steps: form.answeredBy.steps,
    caseStudiesHeading: readMessages(locale).FormPages.followUp.caseStudies,
    caseStudies: relatedCaseStudies(projectType).map((href) => ({ href, ...caseStudyCard(href, locale) })),
    calculator: form.calculator,
  };
}
