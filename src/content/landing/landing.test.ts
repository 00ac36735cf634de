import { describe, expect, it } from 'vitest';
import { words } from '../../../test/content-shape';
import { landingPages } from './index';

const calculatorPages = ['/mvp-cost-calculator', '/mvp-calculator'] as const;

describe('landing pages', () => {
  it.each(Object.entries(landingPages))('%s has at least 400 words of its own text in each language', (_, page) => {
    expect(words(page.text.en)).toBeGreaterThanOrEqual(400);
    expect(words(page.text.de)).toBeGreaterThanOrEqual(400);
  });

  it.each(Object.entries(landingPages))('%s names the problem, the offer, the process, prices, proof and answers', (key, page) => {
    const text = page.text.en;
    expect(text.offer.items.length).toBeGreaterThanOrEqual(4);
    expect(text.process.items.length).toBeGreaterThanOrEqual(4);
    expect(text.pricing.items.length).toBeGreaterThanOrEqual(2);
    expect(text.faq.length).toBeGreaterThanOrEqual(4);
    expect(page.caseStudies.length).toBeGreaterThanOrEqual(2);
    for (const range of [...page.text.en.pricing.items, ...page.text.de.pricing.items]) expect(range.price).toMatch(/\d.*€|€.*\d/);
    expect(page.action).toBe((calculatorPages as readonly string[]).includes(key) ? 'calculator' : 'enquiry');
  });

  it('explains the calculator differently on its two landing pages', () => {
    for (const locale of ['en', 'de'] as const) {
      const [first, second] = calculatorPages.map((key) => landingPages[key].text[locale]);
      const sentences = (value: unknown) => new Set(JSON.stringify(value).split(/(?<=[.!?])\s+/).filter((s) => s.length > 40));
      const shared = [...sentences(first)].filter((sentence) => sentences(second).has(sentence));
      expect(shared).toEqual([]);
      expect(first?.problem.heading).not.toBe(second?.problem.heading);
    }
  });
});
