import { describe, expect, it } from 'vitest';
import { pageBody } from '@/content/page-body';
import { locales } from '@/i18n/locales';
import type { Section } from '@/content/sections';
import { words } from '../../../test/content-shape';
import { landingPages } from './index';

const calculatorPages = ['/mvp-cost-calculator', '/mvp-calculator'] as const;
type LandingKey = keyof typeof landingPages;

/** A section of a landing page's body, by id. */
function section<T extends Section['type']>(key: LandingKey, locale: (typeof locales)[number], type: T, id: string): Extract<Section, { type: T }> {
  const found = pageBody(key, locale)?.sections.find((candidate) => candidate.id === id);
  if (found?.type !== type) throw new Error(`${key} has no ${type} section ${id}`);
  return found as Extract<Section, { type: T }>;
}

describe('landing pages', () => {
  it.each(Object.entries(landingPages))('%s has at least 400 words of its own text in each language', (_, page) => {
    for (const locale of locales) expect(words({ hero: page.words[locale].hero, sections: page.words[locale].sections }), locale).toBeGreaterThanOrEqual(400);
  });

  it.each(Object.keys(landingPages) as LandingKey[])('%s names the problem, the offer, the process, prices, proof and answers', (key) => {
    for (const locale of locales) {
      expect(section(key, locale, 'features', 'offer').items.length).toBeGreaterThanOrEqual(4);
      expect(section(key, locale, 'process', 'process').steps.length).toBeGreaterThanOrEqual(4);
      expect(section(key, locale, 'pricing', 'pricing').items.length).toBeGreaterThanOrEqual(2);
      expect(section(key, locale, 'faq', 'faq').items.length).toBeGreaterThanOrEqual(4);
      for (const range of section(key, locale, 'pricing', 'pricing').items) expect(range.price).toMatch(/\d.*€|€.*\d/);
    }
    expect(landingPages[key].caseStudies.length).toBeGreaterThanOrEqual(2);
    expect(landingPages[key].action).toBe((calculatorPages as readonly string[]).includes(key) ? 'calculator' : 'enquiry');
  });

  it('explains the calculator differently on its two landing pages', () => {
    for (const locale of locales) {
      const [first, second] = calculatorPages.map((key) => landingPages[key].words[locale]);
      const sentences = (value: unknown) => new Set(JSON.stringify(value).split(/(?<=[.!?])\s+/).filter((s) => s.length > 40));
      const shared = [...sentences(first?.sections)].filter((sentence) => sentences(second?.sections).has(sentence));
      expect(shared).toEqual([]);
      const [firstProblem, secondProblem] = calculatorPages.map((key) => section(key, locale, 'prose', 'problem').heading);
      expect(firstProblem).not.toBe(secondProblem);
    }
  });
});
