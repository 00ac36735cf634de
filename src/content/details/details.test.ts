import { describe, expect, it } from 'vitest';
import { childRoutes } from '@/config/navigation';
import { pageBody } from '@/content/page-body';
import { locales } from '@/i18n/locales';
import type { Section } from '@/content/sections';
import { routeKeys, type RouteKey } from '@/i18n/routes';
import { caseStudyDetails, serviceDetails, technologyDetails } from './index';
import { caseStudiesUsing, servicesLinkingTo } from './templates';
import { words } from '../../../test/content-shape';

const details = { ...serviceDetails, ...technologyDetails, ...caseStudyDetails };

/** Every page a body links to: actions, cards, technology pages and the pager. */
function linkedPages(key: RouteKey): RouteKey[] {
  const text = JSON.stringify(pageBody(key, 'en'));
  return routeKeys.filter((candidate) => text.includes(`"${candidate}"`));
}

/** How many cards, steps or questions a section of a page's body shows. */
function entries(key: RouteKey, locale: (typeof locales)[number], id: string): number {
  const section = pageBody(key, locale)?.sections.find((candidate) => candidate.id === id);
  if (section?.type === 'process') return section.steps.length;
  return section && 'items' in section ? section.items.length : 0;
}

describe('detail pages', () => {
  it.each(Object.entries(details))('%s has at least 400 words of its own text in each language', (_, detail) => {
    for (const locale of locales) expect(words(detail.words[locale].sections), locale).toBeGreaterThanOrEqual(400);
  });

  it.each(Object.keys(serviceDetails) as RouteKey[])('%s names its problems, deliverables, steps and questions', (key) => {
    for (const locale of locales) {
      expect(entries(key, locale, 'problems'), locale).toBeGreaterThanOrEqual(3);
      expect(entries(key, locale, 'deliverables'), locale).toBeGreaterThanOrEqual(4);
      expect(entries(key, locale, 'engagement'), locale).toBeGreaterThanOrEqual(3);
      expect(entries(key, locale, 'faq'), locale).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(Object.entries(serviceDetails))('%s links to two case studies and two technologies, which link back', (key, detail) => {
    expect(detail.caseStudies.length).toBeGreaterThanOrEqual(2);
    expect(detail.technologies.length).toBeGreaterThanOrEqual(2);
    for (const target of [...detail.caseStudies, ...detail.technologies]) {
      expect(linkedPages(key as RouteKey), target).toContain(target);
      expect(linkedPages(target), `${target} -> ${key}`).toContain(key);
    }
  });

  it.each(Object.keys(technologyDetails) as (keyof typeof technologyDetails)[])(
    '%s links to services and case studies that use it',
    (key) => {
      expect(servicesLinkingTo(key).length).toBeGreaterThanOrEqual(2);
      expect(caseStudiesUsing(key).length).toBeGreaterThanOrEqual(1);
      for (const locale of locales) expect(entries(key, locale, 'faq'), locale).toBeGreaterThanOrEqual(4);
    },
  );

  it.each(Object.entries(caseStudyDetails))('%s links to its technologies, a service and its neighbours', (key, detail) => {
    expect(detail.technologies.length).toBeGreaterThanOrEqual(1);
    expect(servicesLinkingTo(key as keyof typeof caseStudyDetails).length).toBeGreaterThanOrEqual(1);
    const links = linkedPages(key as RouteKey);
    for (const technology of detail.technologies) expect(links).toContain(technology);
    expect(links.filter((link) => link in caseStudyDetails && link !== key)).not.toHaveLength(0);
  });

  it('walks through all case studies with the first of "more case studies", in a circle', () => {
    const keys = Object.keys(caseStudyDetails) as (keyof typeof caseStudyDetails)[];
    const seen: RouteKey[] = [];
    let current: RouteKey = keys[0]!;
    for (let step = 0; step < keys.length; step++) {
      seen.push(current);
      const sections: Section[] = pageBody(current, 'en')?.sections ?? [];
      const more = sections.find((section) => section.id === 'more');
      expect(more?.type).toBe('case-studies');
      current = more?.type === 'case-studies' ? more.items[0]! : '/';
    }
    expect(current).toBe(keys[0]);
    expect(new Set(seen)).toEqual(new Set(keys));
  });

  it.each(['/services', '/technologies', '/case-studies'] as const)('the %s overview lists every child page', (overview) => {
    const links = linkedPages(overview);
    for (const child of childRoutes(overview)) expect(links, child).toContain(child);
  });
});
