import { describe, expect, it } from 'vitest';
import { cookieInventory } from './cookie-inventory';
import { retention } from '@/config/retention';
import { managingDirectorNames, siteConfig } from '@/config/site';
import { policyVersion } from '@/config/cookies';
import { compareShapes, words } from '../../../test/content-shape';
import { legalDocuments } from './index';
import type { LegalDocument } from './types';
import type { Locale } from '@/i18n/locales';
import { locales } from '@/i18n/locales';

const text = (document: LegalDocument, locale: Locale) => JSON.stringify(document.text[locale]);

describe('legal pages', () => {
  it.each(Object.entries(legalDocuments))('%s has the same sections in both languages, none empty', (_, document) => {
    const problems: string[] = [];
    compareShapes(document.text.en, document.text.de, 'text', problems);
    expect(problems).toEqual([]);
    const ids = document.text.en.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(locales)('the %s imprint names every fact the law requires, from the site config', (locale) => {
    const imprint = text(legalDocuments['/imprint'], locale);
    const { legalName, address, phone, email, registerCourt, registerNumber, vatId } = siteConfig;
    for (const fact of [legalName, address.street, address.postalCode, address.city, phone, email, registerCourt, registerNumber, vatId, ...managingDirectorNames]) {
      expect(imprint).toContain(fact);
    }
  });

  it('names each managing director with the title and article of their own gender', () => {
    expect(text(legalDocuments['/imprint'], 'de')).toContain(
      'vertreten durch die Geschäftsführerin Lena Hartmann und den Geschäftsführer Daniel Okafor.',
    );
    expect(text(legalDocuments['/imprint'], 'en')).toContain('represented by its managing directors Lena Hartmann and Daniel Okafor.');
  });

  it.each(locales)('the %s privacy policy names the controller, the authority, retention and the IP database', (locale) => {
    const policy = text(legalDocuments['/data-privacy'], locale);
    for (const fact of [siteConfig.legalName, siteConfig.privacy.email, siteConfig.privacy.hosting.name, siteConfig.privacy.supervisoryAuthority.name]) {
      expect(policy).toContain(fact);
    }
    expect(policy).toContain('DB-IP');
    expect(policy).toContain('https://db-ip.com');
    expect(policy).toContain('CC BY 4.0');
    expect(policy).toContain(String(retention.leadDays));
    expect(words(legalDocuments['/data-privacy'].text[locale])).toBeGreaterThanOrEqual(1500);
  });

  it.each(locales)('the %s cookie policy lists every cookie, its version and a settings button', (locale) => {
    const document = legalDocuments['/cookie-policy'];
    const blocks = document.text[locale].flatMap((section) => section.blocks);
    const table = blocks.find((block) => typeof block === 'object' && 'table' in block);
    const names = table && typeof table === 'object' && 'table' in table ? table.table.rows.map((row) => row[0]) : [];
    expect(names).toEqual(cookieInventory.map((cookie) => cookie.name));
    expect(blocks.some((block) => typeof block === 'object' && 'cookieSettings' in block)).toBe(true);
    expect(text(document, locale)).toContain(policyVersion);
  });
});
