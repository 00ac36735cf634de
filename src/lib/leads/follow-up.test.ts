import { describe, expect, it } from 'vitest';
import { routeKind } from '@/i18n/routes';
import { projectTypes } from './fields';
import { followUpChoices, followUpPath, relatedCaseStudies } from './follow-up';

describe('the case studies after an enquiry', () => {
  it.each(projectTypes)('are two different case studies for the project type %s', (projectType) => {
    const [first, second] = relatedCaseStudies(projectType);
    expect(first).not.toBe(second);
    expect([routeKind(first), routeKind(second)]).toEqual(['case-study', 'case-study']);
  });

  it('match the need the visitor named', () => {
    expect(relatedCaseStudies('ecommerce')).toContain('/case-studies/how-we-turned-thank-you-pages-into-revenue-generators');
    expect(relatedCaseStudies('mvp')).toContain('/case-studies/saas-kyc-verification-process');
    expect(relatedCaseStudies('modernisation')).toContain('/case-studies/building-a-better-casino-experience-with-aem');
  });

  it('are a general pair when no project type was chosen, or one that is not a choice', () => {
    const general = relatedCaseStudies(undefined);
    expect(relatedCaseStudies('')).toEqual(general);
    expect(relatedCaseStudies('crypto-casino')).toEqual(general);
    expect(relatedCaseStudies('__proto__')).toEqual(general);
  });

  it('are fetched from one static file per language and choice', () => {
    expect(followUpPath('de', 'mvp')).toBe('/api/enquiry-follow-up/de/mvp');
    expect(followUpPath('en', '')).toBe('/api/enquiry-follow-up/en/none');
    expect(followUpPath('en', '../../leads')).toBe('/api/enquiry-follow-up/en/none');
    expect(followUpChoices).toEqual([...projectTypes, 'none']);
  });
});
