import { describe, expect, it } from 'vitest';
import { isRouteKey, routeKeys, routeKind } from '@/i18n/routes';
import { jobOpenings } from './jobs';
import { pageBodies, pageBody } from './page-body';
import { pageCopy } from './page-copy';
import { compareShapes, words } from '../../test/content-shape';
import { locales } from '@/i18n/locales';

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

  it('print no figure that a line break could separate from its unit, in either language', () => {
    const breakable = routeKeys.flatMap((key) =>
      locales.flatMap((locale) =>
        JSON.stringify([pageCopy(key, locale), pageBody(key, locale)])
          .match(/\d (?:%|€)/g)
          ?.map((found) => `${key} (${locale}): "${found}"`) ?? [],
      ),
    );
    expect(breakable).toEqual([]);
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
