import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocaleSet } from '@/i18n/locales';
import { locales } from '@/i18n/locales';
import { localizedWords, wordsInEveryLocale, type ReadWordsFile } from './localized-words';

const threeLanguages: LocaleSet<'en' | 'de' | 'fr'> = { locales: ['en', 'de', 'fr'], defaultLocale: 'en' };

/** Language folders held in memory: each language's files by their path, without `.json`. */
function folders(files: Record<string, Record<string, unknown>>): ReadWordsFile {
  return (locale, file) => {
    const words = files[locale]?.[file];
    if (words === undefined) throw new Error(`no file ${locale}/${file}`);
    return words;
  };
}

const services = {
  en: { 'services/backend': { label: 'Backend development', faq: ['Where is our data hosted?'] } },
  de: { 'services/backend': { label: 'Backend-Entwicklung', faq: ['Wo werden unsere Daten gehostet?'] } },
  fr: { 'services/backend': { label: 'Développement backend', faq: ['Où sont hébergées nos données ?'] } },
};

describe('a words file in every language', () => {
  it('gives a third language its own words, with nothing but its folder added', () => {
    const words = wordsInEveryLocale<{ label: string }, 'en' | 'de' | 'fr'>('services/backend', threeLanguages, folders(services));
    expect(Object.keys(words)).toEqual(['en', 'de', 'fr']);
    expect(words.fr.label).toBe('Développement backend');
    expect(words.de.label).toBe('Backend-Entwicklung');
  });

  it('fails naming the file a language lacks', () => {
    const withoutFrench = folders({ ...services, fr: {} });
    expect(() => wordsInEveryLocale('services/backend', threeLanguages, withoutFrench, 'words')).toThrow('words/fr/services/backend.json: cannot be read');
  });

  it('fails naming the file and the field a language lacks', () => {
    const french = folders({ ...services, fr: { 'services/backend': { label: 'Développement backend', faq: [] } } });
    expect(() => wordsInEveryLocale('services/backend', threeLanguages, french, 'words')).toThrow('words/fr/services/backend.json: faq[0] is missing');
  });

  it("fails naming a picture's label a language lacks, or has that the original does not", () => {
    const pictures = (frLabels: Record<string, string>) =>
      folders({
        en: { 'pictures/home': { dashboard: { alt: 'A dashboard', labels: { revenue: 'Revenue' } } } },
        de: { 'pictures/home': { dashboard: { alt: 'Ein Dashboard', labels: { revenue: 'Umsatz' } } } },
        fr: { 'pictures/home': { dashboard: { alt: 'Un tableau de bord', labels: frLabels } } },
      });
    expect(() => wordsInEveryLocale('pictures/home', threeLanguages, pictures({}), 'words')).toThrow('words/fr/pictures/home.json: dashboard.labels.revenue is missing');
    expect(() => wordsInEveryLocale('pictures/home', threeLanguages, pictures({ revenue: 'Chiffre', costs: 'Coûts' }), 'words')).toThrow(
      'words/fr/pictures/home.json: dashboard.labels.costs is not in the English file',
    );
  });

  it("reads the site's words files in each of its languages", () => {
    const words = localizedWords<unknown>('services/product-development');
    for (const locale of locales) {
      expect(words[locale], locale).toEqual(JSON.parse(readFileSync(`src/content/words/${locale}/services/product-development.json`, 'utf8')));
    }
    expect(() => localizedWords('services/no-such-service')).toThrow('src/content/words/en/services/no-such-service.json: cannot be read');
  });
});

describe('the shape a structure file gives its words', () => {
  const sources = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const reads = sources.flatMap((source) => {
    const code = readFileSync(`src/content/${source}`, 'utf8');
    const calls = code.matchAll(/(?<![`\w])(localizedWords|pictureWords)<typeof (\w+)>\('([^']+)'\)/g);
    return [...calls].map(([, loader, name, path]) => ({ source, name, file: loader === 'pictureWords' ? `pictures/${path}` : path, code }));
  });

  it('is the original of the very file it reads', () => {
    expect(reads.length).toBeGreaterThan(60);
    for (const { source, name, file, code } of reads) expect(code, `${source}: ${name}`).toContain(`import type ${name} from '@/content/words/en/${file}.json';`);
  });
});
