/** Rules for copy that sells: short hero introductions, and two wordings for the way to the contact form. */
import { describe, expect, it } from 'vitest';
import { readMessages } from '@/i18n/messages';
import { routeKeys, routeKind, type RouteKey } from '@/i18n/routes';
import { pageBody } from './page-body';
import { pageCopy } from './page-copy';
import type { Action } from './sections';
import type { Locale } from '@/i18n/locales';

const locales: Locale[] = ['en', 'de'];
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

/** The labels components give their links to the contact page (the header, a page without its own action, 404, calculator). */
function contactMessages(locale: Locale): string[] {
  const messages = readMessages(locale);
  return [messages.Shell.contactCta, messages.Page.ctaPrimary, messages.NotFound.contact, messages.Calculator.result.bookCall];
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
