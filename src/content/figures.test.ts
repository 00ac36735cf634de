/**
 * Figures come from the typed facts: copy that types one by hand, or states a different one where a fact exists,
 * fails here with the page and the text named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { codeCamp, dayRate, discoveryPrice, enterpriseMvp, growthTeamMonthly, headcount, mobileMvp, mvpLauncher, personMonth, projectsDelivered, team } from '@/config/facts';
import { formatEuros, formatNumber } from '@/i18n/format';
import { routeKeys } from '@/i18n/routes';
import { figures } from './figures';
import { jobOpenings } from './jobs';
import { landingPages } from './landing';
import { pageBody } from './page-body';
import { pageCopy } from './page-copy';
import { fillAll } from './words';
import { locales, type Locale } from '@/i18n/locales';


/** Every string of a value, with where it sits. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

function copyIn(locale: Locale): [string, string][] {
  return [
    ...routeKeys.flatMap((key) => [...strings(pageCopy(key, locale), `${key} copy`), ...strings(pageBody(key, locale), `${key} body`)]),
    ...Object.entries(landingPages).flatMap(([key, page]) => strings(fillAll(page.words[locale], locale), `${key} landing`)),
    ...jobOpenings.flatMap((job) => strings(job.text[locale], `job ${job.id}`)),
  ];
}

// A euro amount or range as either language writes it: "€7,500–€12,000", "€2,600", "7.500–12.000 €", "2.600 €".
const euro = String.raw`(?:€\d[\d,]*(?:–€\d[\d,]*)?|\d[\d.]*(?:–\d[\d.]*)?\s€)`;
const normalize = (text: string) => text.replace(/\u00a0/g, ' ');

/** Where copy states a figure a fact covers: the words after it, and the facts it may be, as the language prints them. */
const claims: { fact: string; pattern: RegExp; allowed: (locale: Locale) => string[] }[] = [
  {
    fact: 'person-month rate',
    pattern: new RegExp(`(${euro})(?= per person per month| pro Person und Monat)`, 'g'),
    allowed: (locale) => [figures[locale].personMonth],
  },
  {
    fact: 'monthly team price',
    pattern: new RegExp(`(${euro})(?=,? (?:a|per) month| im Monat| pro Monat)`, 'g'),
    allowed: (locale) => [figures[locale].personMonth, figures[locale].growthTeamMonthly],
  },
  {
    fact: 'Code Camp pay',
    pattern: new RegExp(`(${euro})(?= gross a month| brutto im Monat)`, 'g'),
    allowed: (locale) => [formatEuros(codeCamp.monthlyPay, locale)],
  },
];

/** The files copy is written in: the words files of every page, jobs and legal texts, the structure code and the messages. */
function sources() {
  const content = readdirSync('src/content', { recursive: true, encoding: 'utf8' }).map((file) => `src/content/${file}`);
  return [...content, 'messages/en.json', 'messages/de.json'].filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.test.ts'));
}

/** Where a file's line types a figure one of the patterns describes, as file:line. */
function typedIn(files: string[], patterns: RegExp[]) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (patterns.some((pattern) => pattern.test(normalize(line))) ? [`${file}:${index + 1}`] : [])),
  );
}

describe('figures', () => {
  it('are never typed into copy by hand where a fact exists', () => {
    const typed = [personMonth, discoveryPrice, mvpLauncher.price, growthTeamMonthly, mobileMvp.price, enterpriseMvp.price].flatMap(({ low, high }) =>
      locales.map((locale) => new RegExp(`${thousands(low, locale)}\\s?(?:–|-|bis|to|and|und)\\s?€?\\s?${thousands(high, locale)}`)),
    );
    typed.push(...locales.map((locale) => new RegExp(`€${thousands(codeCamp.monthlyPay, locale)}|${thousands(codeCamp.monthlyPay, locale)}\\s€`)));
    // The accessibility level: one standard the agency works to, one the law asks for (facts.accessibility).
    typed.push(/WCAG 2\.\d/);
    // Headcount and team by function (facts.team): as digits, or as the words copy used to type.
    typed.push(
      new RegExp(`\\b${headcount}\\b (?:people|Menschen|Mitarbeitende|colleagues|Kolleg)|(?:about|rund) 60\\b`),
      new RegExp(`\\b${team.engineering}\\b (?:engineers|Entwickler|in der Entwicklung)|\\b${team.design}\\b (?:designers|Designer|im Design)|\\b(?:eight|acht) (?:designers|Designer)`),
      // How long an MVP takes (facts.mobileMvp, facts.mvpLauncher): the spans pages stated instead.
      /\b10 (?:to|bis) 1[46] (?:weeks|Wochen)|12–16 (?:weeks|Wochen)|(?:Twelve|Zwölf) (?:to|bis) (?:sixteen|sechzehn)/,
      // The founding year (siteConfig.foundingYear) and the projects delivered since (facts.projectsDelivered).
      new RegExp(`\\b(?:${siteConfig.foundingYear}|${projectsDelivered})\\b`),
      // Code Camp's counts (facts.codeCamp).
      new RegExp(`\\b${codeCamp.graduates}\\b (?:graduates|Absolvent)|cohort of (?:eight|${codeCamp.cohortSize}) |\\d{4} (?:we started Code Camp|haben wir das Code Camp gestartet)`),
      // How long clients stay (facts.clientTenureYears): as digits, or spelled out as copy used to type it.
      /\b3[.,]5[- ](?:years?|Jahre|jährig)|three and a half|dreieinhalb/i,
      // The rating and the number of reviews (siteConfig.reviews).
      new RegExp(`\\b${siteConfig.reviews.numberOfReviews}\\b|\\b${String(siteConfig.reviews.overallRating).replace('.', '[.,]')}\\b`),
    );
    expect(typedIn(sources(), typed)).toEqual([]);
  });

  it('give the MVP Launcher its weeks and the discovery its weeks from the facts, not by hand', () => {
    // Case studies tell what past projects took, which may be the same number of weeks by chance.
    const offers = sources().filter((file) => !/\/case-studies\/|\/blog\/|figures\.ts$/.test(file));
    const span = String.raw`\b(?:\d|two|three|four|zwei|drei|vier)\b(?:–| to | bis )\S+ (?:weeks|Wochen)`;
    const typed = [
      new RegExp(`\\b(?:${mvpLauncher.weeks}|twelve|zwölf)[- ](?:weeks?|Wochen|wöchig)`, 'i'),
      // A span of weeks right after or before the discovery, in the same clause.
      new RegExp(`(?:discovery|Konzeptphase)[^.;:]{0,40}?${span}|${span}[^.;:]{0,25}(?:discovery|Konzeptphase)`, 'i'),
    ];
    expect(typedIn(offers, typed)).toEqual([]);
  });

  it('in the sample blog posts name the day rate the calculator prices with', () => {
    // Posts come from the content service and cannot insert facts; the ones shipped as its sample data must agree.
    const posts = readFileSync('src/lib/blog/sample-service/data/posts.json', 'utf8');
    const amount = String.raw`(€\d{1,3}(?:,\d{3})*|\d{1,3}(?:\.\d{3})*\s€)`;
    const rate = new RegExp(`(?:day rate of |Tagessatz von )${amount}|${amount}(?: a day| blended day| pro Tag)`, 'g');
    const stated = [...normalize(posts).matchAll(rate)].map((match) => match[1] ?? match[2]);
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([formatEuros(dayRate, 'en'), normalize(formatEuros(dayRate, 'de'))]));
  });

  it.each(locales)('stated in %s copy agree with the facts', (locale) => {
    const wrong: string[] = [];
    for (const [where, text] of copyIn(locale)) {
      for (const { fact, pattern, allowed } of claims) {
        const facts = allowed(locale).map(normalize);
        for (const [, stated] of normalize(text).matchAll(pattern)) {
          if (!facts.includes(stated!)) wrong.push(`${where}: ${fact} ${stated}, the facts say ${facts.join(' or ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('derive the growth team price from its size and the person-month rate', () => {
    expect(figures.en.growthTeamMonthly).toBe('€22,500–€60,000');
    expect(normalize(figures.de.growthTeamMonthly)).toBe('22.500–60.000 €');
  });
});

/** 7500 as the language groups thousands: "7,500" or "7.500" (escaped for a pattern). */
function thousands(amount: number, locale: Locale) {
  return formatNumber(amount, locale).replace(/\./g, '\\.');
}
