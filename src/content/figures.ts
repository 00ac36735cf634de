/**
 * The figures and facts copy quotes, named and formatted for each language, from the typed facts in src/config/.
 * The words files write them as placeholders ("{launcherWeeks}", "{legalName}") and never type one by hand:
 * src/content/figures.test.ts fails if they do, and the words checker (words-check.ts) knows only these names.
 * Imports are relative: next.config runs the checker, and with it this module, before any bundling.
 */
import { consentCookieName, policyVersion } from '../config/cookies';
import { accessibility, clientTenureYears, codeCamp, discovery, discoveryPrice, discoveryWeekly, enterpriseMvp, growthTeam } from '../config/facts';
import { growthTeamMonthly, headcount, mobileMvp, mvpLauncher, personMonth, projectsDelivered, team } from '../config/facts';
import { cvMaxBytes } from '../config/forms';
import { retention } from '../config/retention';
import { formatRating, managingDirectorNames, siteConfig } from '../config/site';
import { formatEuroRange, formatEuros, formatNumber, type Range } from '../i18n/format';
import { fillPlaceholders } from '../common/placeholders';
import { byLocale, languageTags, type Locale } from '../i18n/locales';
import type { Localized } from './types';
import type original from './words/en/grammar.json';

/**
 * What each language's grammar adds to facts (src/content/words/<locale>/grammar.json): a range in running text
 * ("12 to 14", "12 bis 14"), a job ad's title, how the imprint names a managing director. Read by the language's
 * folder, as localized-words.ts reads words, so that a new language is its file.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const grammar: Localized<typeof original> = byLocale((locale) => require(`./words/${locale}/grammar.json`));

/** "12 to 14" or "12 bis 14" in running text, "12–14" in a compact label. */
const spanIn = ({ low, high }: Range, locale: Locale) => (low === high ? `${low}` : fillPlaceholders(grammar[locale].range, { low, high }));
const span = ({ low, high }: Range) => (low === high ? `${low}` : `${low}–${high}`);

/** Every MVP the agency offers, from the web MVP's fixed weeks to the longest app MVP. */
const mvpWeeks: Range = { low: Math.min(mvpLauncher.weeks, mobileMvp.weeks.low), high: Math.max(mvpLauncher.weeks, mobileMvp.weeks.high) };

/** A SaaS MVP: the Launcher's weeks, plus a discovery's when the idea needs one first. */
const saasMvpWeeks: Range = { low: mvpLauncher.weeks, high: mvpLauncher.weeks + discovery.weeks.high };

/** What the agency offers, at what price and in how many weeks. */
function offersIn(locale: Locale) {
  return {
    personMonth: formatEuroRange(personMonth, locale),
    discoveryPrice: formatEuroRange(discoveryPrice, locale),
    discoveryWeekly: formatEuros(discoveryWeekly, locale),
    /** How long a discovery takes: "2 to 4" or "2 bis 4" weeks in running text, "2–4" in a compact label. */
    discoveryWeeks: spanIn(discovery.weeks, locale),
    discoveryWeeksShort: span(discovery.weeks),
    launcherPrice: formatEuroRange(mvpLauncher.price, locale),
    /** The MVP Launcher's weeks from the first workshop to launch: the scoping weeks, then the weeks of building. */
    launcherWeeks: `${mvpLauncher.weeks}`,
    launcherScopingWeeks: `${mvpLauncher.scopingWeeks}`,
    launcherBuildWeeks: `${mvpLauncher.weeks - mvpLauncher.scopingWeeks}`,
    /** The Launcher's last week but one, when pilot customers try the beta. */
    launcherBetaWeek: `${mvpLauncher.weeks - 1}`,
    enterpriseMvpPrice: formatEuroRange(enterpriseMvp.price, locale),
    enterpriseMvpMonths: spanIn(enterpriseMvp.months, locale),
    growthTeamMonthly: formatEuroRange(growthTeamMonthly, locale),
    growthTeamPeople: span(growthTeam.people),
    mobileMvpPrice: formatEuroRange(mobileMvp.price, locale),
    mobileMvpWeeks: spanIn(mobileMvp.weeks, locale),
    mobileMvpWeeksShort: span(mobileMvp.weeks),
    mvpWeeks: spanIn(mvpWeeks, locale),
    saasMvpWeeks: spanIn(saasMvpWeeks, locale),
    /** How long clients stay, on average: "3.5" or "3,5" years. */
    clientTenure: formatNumber(clientTenureYears, locale),
  };
}

/** Who the agency is: its size, its people and its Code Camp. */
function agencyIn(locale: Locale) {
  return {
    foundingYear: `${siteConfig.foundingYear}`,
    headcount: `${headcount}`,
    projectsDelivered: `${projectsDelivered}`,
    teamEngineering: `${team.engineering}`,
    teamDesign: `${team.design}`,
    teamProductAndDelivery: `${team.productAndDelivery}`,
    teamOperations: `${team.operations}`,
    accessibilityStandard: accessibility.standard,
    accessibilityLegalBaseline: accessibility.legalBaseline,
    codeCampFirstYear: codeCamp.firstCohort.slice(0, 4),
    codeCampCohortSize: `${codeCamp.cohortSize}`,
    codeCampGraduates: `${codeCamp.graduates}`,
    codeCampHires: `${codeCamp.hires}`,
    codeCampPay: formatEuros(codeCamp.monthlyPay, locale),
    codeCampHoursPerWeek: `${codeCamp.hoursPerWeek}`,
    codeCampHolidayDays: `${codeCamp.holidayDays}`,
  };
}

const { address, privacy } = siteConfig;

/** The managing directors as the imprint says who represents the company, in each language's grammar ("die Geschäftsführerin Lena Hartmann"). */
function representedBy(locale: Locale) {
  const named = siteConfig.managingDirectors.map(({ name, grammaticalGender }) => fillPlaceholders(grammar[locale].representative[grammaticalGender], { name }));
  return new Intl.ListFormat(languageTags[locale], { type: 'conjunction' }).format(named);
}

/** A country's name in a language: "Germany", "Deutschland". */
const countryName = (code: string, locale: Locale) => new Intl.DisplayNames([languageTags[locale]], { type: 'region' }).of(code) ?? code;

/** What the legal pages and the careers page quote: company details, retention periods and cookie names. */
function companyIn(locale: Locale) {
  return {
    siteName: siteConfig.name,
    legalName: siteConfig.legalName,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    postalAddress: `${address.street}, ${address.postalCode} ${address.city}`,
    country: countryName(address.country, locale),
    email: siteConfig.email,
    phone: siteConfig.phone,
    careersEmail: siteConfig.careersEmail,
    registerCourt: siteConfig.registerCourt,
    registerNumber: siteConfig.registerNumber,
    vatId: siteConfig.vatId,
    /** "Lena Hartmann and Daniel Okafor" in running text, "Lena Hartmann, Daniel Okafor" in a contact list. */
    managingDirectors: new Intl.ListFormat(languageTags[locale], { type: 'conjunction' }).format(managingDirectorNames),
    managingDirectorsList: managingDirectorNames.join(', '),
    representedBy: representedBy(locale),
    /** Who is responsible for the blog's content under the Interstate Media Treaty: the first managing director. */
    editorialResponsible: siteConfig.managingDirectors[0].name,
    privacyEmail: privacy.email,
    dpoName: privacy.dataProtectionOfficer.name,
    dpoEmail: privacy.dataProtectionOfficer.email,
    dpoPhone: privacy.dataProtectionOfficer.phone,
    hostingName: privacy.hosting.name,
    hostingAddress: privacy.hosting.address.replace(/Germany$/, countryName('DE', locale)),
    authorityName: privacy.supervisoryAuthority.name,
    authorityAddress: privacy.supervisoryAuthority.address,
    authorityUrl: privacy.supervisoryAuthority.url,
    rating: formatRating(locale),
    numberOfReviews: `${siteConfig.reviews.numberOfReviews}`,
    /** The licence notice the DB-IP Lite database requires (CC BY 4.0); the same wording in both languages. */
    dbIpAttribution: 'IP geolocation by DB-IP (https://db-ip.com), licensed under CC BY 4.0',
    applicationMonths: `${retention.applicationMonths}`,
    consentMonths: `${retention.consentMonths}`,
    leadDays: `${retention.leadDays}`,
    rateLimitMinutes: `${retention.rateLimitMinutes}`,
    consentCookieName,
    policyVersion,
    cvMegabytes: `${cvMaxBytes / (1024 * 1024)}`,
  };
}

function figuresIn(locale: Locale) {
  return { ...offersIn(locale), ...agencyIn(locale), ...companyIn(locale) };
}

export const figures = byLocale(figuresIn);
export type FigureName = keyof ReturnType<typeof figuresIn>;
