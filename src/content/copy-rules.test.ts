/**
 * Rules for copy that sells: short hero introductions, two wordings for the way to the contact form, and the
 * delivery story (sprints, demos, the client's repositories) told on one page and linked from the others.
 */
import { describe, expect, it } from 'vitest';
import { readMessages } from '@/i18n/messages';
import { routeKeys, routeKind, type RouteKey } from '@/i18n/routes';
import { pageBody } from './page-body';
import { pageCopy } from './page-copy';
import type { Action } from './sections';
import { locales, type Locale } from '@/i18n/locales';

/** Words as a reader counts them: a dash or another mark standing alone is none. */
const words = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe('hero introductions', () => {
  it.each(locales)('are at most 30 words on every %s page but the legal texts', (locale) => {
    const tooLong = routeKeys
      .filter((key) => routeKind(key) !== 'legal')
      .map((key) => ({ key, words: words(pageCopy(key, locale).intro) }))
      .filter((intro) => intro.words > 30);
    expect(tooLong).toEqual([]);
  });
});

/** Every action of a page body: the hero's, and each section's (bands, links, pagers). */
function actionsOf(key: RouteKey, locale: Locale): Action[] {
  const body = pageBody(key, locale);
  if (!body) return [];
  const isAction = (value: unknown): value is Action => typeof value === 'object' && value !== null && 'label' in value && 'href' in value;
  return [body.hero?.primary, body.hero?.secondary, ...body.sections.flatMap((section) => Object.values(section))].filter(isAction);
}

/**
 * The labels components give their links to the contact page (the header, a page without its own action, 404). The
 * estimate's "review this estimate with an engineer" is not among them: it sends the estimate along, and says so.
 */
function contactMessages(locale: Locale): string[] {
  const messages = readMessages(locale);
  return [messages.Shell.contactCta, messages.Page.ctaPrimary, messages.NotFound.contact];
}

describe('calls to action', () => {
  it.each(locales)('use at most two wordings in %s for every way to the contact form', (locale) => {
    const toContact = (action: Action, key: RouteKey) => action.href === '/contact' || (action.href === key && action.hash === 'enquiry');
    const labels = routeKeys.flatMap((key) => actionsOf(key, locale).filter((action) => toContact(action, key)).map((action) => action.label));
    expect(labels.length).toBeGreaterThan(20);
    const wordings = [...new Set([...labels, ...contactMessages(locale)])].sort();
    expect(wordings.length, wordings.join(' | ')).toBeLessThanOrEqual(2);
  });
});

/** Every text a page shows from its own words: its copy and its body. */
function textOf(key: RouteKey, locale: Locale): string {
  return JSON.stringify([pageCopy(key, locale), pageBody(key, locale)]);
}

describe('the delivery story', () => {
  // The sprint's length as either language says it ("two-week sprints", "Sprints zu je zwei Wochen"), not any span of
  // two weeks ("a one- to two-week review").
  const sprintLength: Record<Locale, RegExp> = {
    en: /(?:two|2)-week (?:sprint|rhythm)|sprints? of two weeks/i,
    de: /(?:zwei|2)-?wochen-?(?:sprint|rhythmus)|zweiwöchigen? sprints?|sprints? (?:von|zu je|à) zwei wochen/i,
  };

  it.each(locales)('says the sprint length in %s on how we work and at most one other page (the home page)', (locale) => {
    const telling = routeKeys.filter((key) => sprintLength[locale].test(textOf(key, locale)));
    expect(telling).toContain('/how-we-work');
    expect(telling.length, telling.join(', ')).toBeLessThanOrEqual(2);
  });

  it.each(locales)('is linked in %s from the home page, every service and every landing page', (locale) => {
    expect(pageBody('/how-we-work', locale)?.sections.map((section) => section.id)).toContain('proof');
    const linking = routeKeys.filter((key) => key === '/' || ['service', 'landing'].includes(routeKind(key)));
    const toProof = (key: RouteKey) => actionsOf(key, locale).some((action) => action.href === '/how-we-work' && action.hash === 'proof');
    expect(linking.filter((key) => !toProof(key))).toEqual([]);
  });
});
