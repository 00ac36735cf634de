import type original from '@/content/words/en/jobs.json';
import { localizedWords } from '@/content/localized-words';
import { typeset } from '@/common/typeset';
import type { JobOpening } from '@/content/types';
import { wordsById } from '@/content/words';
import type { Locale } from '@/i18n/locales';
import { fillPlaceholders } from '@/common/placeholders';
import { grammar } from './figures';

/** The open positions. Each one's words (title, team, summary and lists) are in src/content/words/<locale>/jobs.json under its id. */
const openings: Omit<JobOpening, 'text'>[] = [
  {
    id: 'senior-go-backend-engineer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: true,
    salary: { min: 78000, max: 95000 },
    datePosted: '2026-10-12',
    validThrough: '2027-01-31',
  },
  {
    id: 'frontend-engineer-react-nextjs',
    employmentType: 'FULL_TIME',
    office: 'Leipzig',
    remoteInGermany: true,
    salary: { min: 58000, max: 75000 },
    datePosted: '2026-10-26',
    validThrough: '2027-02-28',
  },
  {
    id: 'spryker-php-developer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: true,
    salary: { min: 62000, max: 80000 },
    datePosted: '2026-11-03',
    validThrough: '2027-02-28',
  },
  {
    id: 'senior-ux-ui-designer',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: false,
    salary: { min: 65000, max: 82000 },
    datePosted: '2026-10-19',
    validThrough: '2027-01-31',
  },
  {
    id: 'engineering-manager',
    employmentType: 'FULL_TIME',
    office: 'Berlin',
    remoteInGermany: false,
    salary: { min: 95000, max: 115000 },
    datePosted: '2026-11-09',
    validThrough: '2027-03-31',
  },
];

const jobWords = wordsById<JobOpening['text'][Locale]>('jobs.json', localizedWords<typeof original>('jobs'), openings.map(({ id }) => id));

export const jobOpenings: JobOpening[] = openings.map((job) => ({ ...job, text: jobWords(job.id) }));

/** A job ad's text in a language, as it is printed (figures held to their units, see typeset). */
export function jobText(job: JobOpening, locale: Locale) {
  return typeset(job.text[locale]);
}

/**
 * An opening's title as the ad prints it: the role as the language's grammar writes a job title, then a focus set off
 * by a dash ("Senior Backend Engineer (m/w/d) – Go": a German ad must address every gender, AGG § 11); the titles in
 * the table above are the roles alone.
 */
export function jobTitle(job: JobOpening, locale: Locale): string {
  const [role = '', ...focus] = job.text[locale].title.split(' – ');
  return [fillPlaceholders(grammar[locale].jobTitle, { role }), ...focus].join(' – ');
}
