import { describe, expect, it } from 'vitest';
import { isRouteKey, routeKeys, routeKind } from '@/i18n/routes';
import { jobOpenings } from './jobs';
import { pageBodies, pageBody } from './page-body';
import { pageCopy } from './page-copy';

const identifyingKeys = new Set(['type', 'id', 'href', 'hash', 'icon']);

/** Walks English and German side by side; reports every place where they differ in shape or a text is empty. */
function compareShapes(en: unknown, de: unknown, path: string, problems: string[]) {
  if (typeof en === 'string' || typeof de === 'string') {
    if (typeof en !== 'string' || typeof de !== 'string') problems.push(`${path}: missing in one language`);
    else if (!en.trim() || !de.trim()) problems.push(`${path}: empty`);
    else if (en.startsWith('/') && en !== de) problems.push(`${path}: links differ (${en} / ${de})`);
    return;
  }
  if (Array.isArray(en) || Array.isArray(de)) {
    if (!Array.isArray(en) || !Array.isArray(de) || en.length !== de.length) {
      problems.push(`${path}: lists differ in length`);
      return;
    }
    en.forEach((item, index) => compareShapes(item, de[index], `${path}[${index}]`, problems));
    return;
  }
  if (typeof en === 'object' && en !== null && typeof de === 'object' && de !== null) {
    const keys = new Set([...Object.keys(en), ...Object.keys(de)]);
    for (const key of keys) {
      const a = (en as Record<string, unknown>)[key];
      const b = (de as Record<string, unknown>)[key];
      if (identifyingKeys.has(key) && a !== b) problems.push(`${path}.${key}: differs (${a} / ${b})`);
      else compareShapes(a, b, `${path}.${key}`, problems);
    }
    return;
  }
  if (en !== de) problems.push(`${path}: differs`);
}

function words(value: unknown): number {
  if (typeof value === 'string') return value.startsWith('/') ? 0 : value.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + words(item), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).reduce((sum, [key, item]) => sum + (identifyingKeys.has(key) ? 0 : words(item)), 0);
  }
  return 0;
}

const detailKinds = new Set(['service', 'technology', 'case-study']);
const keysWithBody = routeKeys.filter((key) => pageBody(key, 'en'));
const detailKeys = routeKeys.filter((key) => detailKinds.has(routeKind(key)));

describe('page bodies', () => {
  it('exist for the core pages and every service, technology and case study', () => {
    expect(Object.keys(pageBodies)).toHaveLength(14);
    for (const key of Object.keys(pageBodies)) expect(isRouteKey(key), key).toBe(true);
    expect(detailKeys).toHaveLength(25);
    for (const key of detailKeys) expect(keysWithBody, key).toContain(key);
  });

  it.each(keysWithBody)('%s has the same shape and no empty text in both languages', (key) => {
    const problems: string[] = [];
    compareShapes(pageBody(key, 'en'), pageBody(key, 'de'), 'body', problems);
    expect(problems).toEqual([]);
  });

  it.each(routeKeys)('%s has no empty copy field in either language', (key) => {
    const problems: string[] = [];
    compareShapes(pageCopy(key, 'en'), pageCopy(key, 'de'), 'copy', problems);
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(pageBodies))('%s carries at least 300 words of body text in each language', (_, body) => {
    expect(words(body?.en)).toBeGreaterThanOrEqual(300);
    expect(words(body?.de)).toBeGreaterThanOrEqual(300);
  });

  it.each(keysWithBody)('%s has unique section ids and complete FAQs', (key) => {
    const sections = pageBody(key, 'en')?.sections ?? [];
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) if (section.type === 'faq') expect(section.items.length).toBeGreaterThanOrEqual(4);
  });

  it('has a German half for every body, detected when one is missing', () => {
    const problems: string[] = [];
    const home = pageBodies['/'];
    compareShapes(home?.en, { ...home?.de, sections: home?.de.sections.slice(1) }, 'body', problems);
    expect(problems).not.toEqual([]);
  });

  it('detects an empty field, however deep', () => {
    const problems: string[] = [];
    const body = pageBody('/services/spryker-development', 'de');
    const emptied = JSON.parse(JSON.stringify(body ?? {}).replace(/"answer":"[^"]+"/, '"answer":" "'));
    compareShapes(pageBody('/services/spryker-development', 'en'), emptied, 'body', problems);
    expect(problems).toEqual([expect.stringMatching(/answer: empty$/)]);
  });
});

describe('job openings', () => {
  it('lists at least four positions, complete in both languages', () => {
    expect(jobOpenings.length).toBeGreaterThanOrEqual(4);
    for (const job of jobOpenings) {
      const problems: string[] = [];
      compareShapes(job.text.en, job.text.de, job.id, problems);
      expect(problems).toEqual([]);
      expect(job.salary.min).toBeLessThan(job.salary.max);
      expect(job.datePosted < job.validThrough).toBe(true);
    }
    expect(new Set(jobOpenings.map((job) => job.id)).size).toBe(jobOpenings.length);
  });
});
