import { describe, expect, it } from 'vitest';
import { composeBody, type BodyStructure, type PageWords } from './page-structure';

const copy = { label: 'Prices', title: 'Prices', description: 'What it costs.', heading: 'Prices', intro: 'What it costs.' };
const prices = { heading: 'What it costs', items: [{ name: 'MVP', price: '{launcherPrice}', text: 'In {launcherWeeks} weeks.' }] };
const callout = { text: 'Where would yours land?', link: 'Estimate the cost of your MVP' };
const withCallout: BodyStructure = { sections: [{ type: 'pricing', id: 'pricing', calculator: true }] };
const withoutCallout: BodyStructure = { sections: [{ type: 'pricing', id: 'pricing' }] };
const words = (pricing: object): PageWords => ({ ...copy, sections: { pricing } });

describe('a call-out to the calculator', () => {
  it('ends a section whose structure asks for it, with its words', () => {
    const [section] = composeBody('/prices', 'en', withCallout, words({ ...prices, calculator: callout })).sections;
    expect(section).toMatchObject({ type: 'pricing', calculator: { text: callout.text, link: { label: callout.link, href: '/mvp-cost-calculator/app' } } });
  });

  it('is an error when the words lack it, or have it where the structure does not ask for it', () => {
    expect(() => composeBody('/prices', 'de', withCallout, words(prices))).toThrow('/prices (de): sections.pricing.calculator should be an object');
    expect(() => composeBody('/prices', 'de', withCallout, words({ ...prices, calculator: { text: callout.text } }))).toThrow(
      'sections.pricing.calculator.link is missing',
    );
    expect(() => composeBody('/prices', 'en', withoutCallout, words({ ...prices, calculator: callout }))).toThrow('sections.pricing.calculator is not used by the page');
  });
});
