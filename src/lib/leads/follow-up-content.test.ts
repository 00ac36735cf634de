import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { pageBody } from '@/content/page-body';
import { relatedCaseStudies } from './follow-up';
import { enquiryFollowUp } from './follow-up-content';

describe.each(locales)('the follow-up of an enquiry in %s', (locale) => {
  it('lists the next steps and the way to the calculator as the contact page states them', () => {
    const followUp = enquiryFollowUp(locale, 'mvp');
    const form = pageBody('/contact', locale)?.sections.find((section) => section.type === 'contact-form');
    expect(form?.type === 'contact-form' && form.answeredBy?.steps).toEqual(followUp.steps);
    expect(followUp.steps).toHaveLength(3);
    expect(followUp.calculator.link.href).toBe('/mvp-cost-calculator/app');
  });

  it('shows the two case studies for the chosen project type, as cards with their result', () => {
    const { caseStudies } = enquiryFollowUp(locale, 'ecommerce');
    expect(caseStudies.map((card) => card.href)).toEqual(relatedCaseStudies('ecommerce'));
    for (const card of caseStudies) expect(card.label && card.industry && card.result).toBeTruthy();
    expect(enquiryFollowUp(locale, undefined).caseStudies.map((card) => card.href)).toEqual(relatedCaseStudies(undefined));
  });
});
