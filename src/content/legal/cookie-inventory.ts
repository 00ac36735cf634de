/**
 * Every cookie the site and its Marketing tools can set, for the cookie policy's table. The site itself sets
 * only the consent cookie and, after a form sent without JavaScript, the form result cookie; the others come from tools the tag manager loads after Marketing consent.
 */
import { consentCookieName, formResultCookieName, type CookieType } from '@/config/cookies';
import { retention } from '@/config/retention';
import type { Localized } from '@/content/types';

export interface CookieEntry {
  name: string;
  provider: string;
  type: CookieType;
  purpose: Localized<string>;
  lifetime: Localized<string>;
}

const google = 'Google Ireland Ltd. (Google Analytics)';
const linkedIn = 'LinkedIn Ireland Unlimited Company (Insight Tag)';

export const cookieInventory: CookieEntry[] = [
  {
    name: consentCookieName,
    provider: 'Kovalent Software GmbH',
    type: 'Technicals',
    purpose: {
      en: 'Stores your cookie choice (which cookie types you allowed, the policy version and when you chose), so we respect it on every page.',
      de: 'Speichert Ihre Cookie-Auswahl (erlaubte Cookie-Typen, Version der Richtlinie, Zeitpunkt), damit wir sie auf jeder Seite beachten.',
    },
    lifetime: { en: `${retention.consentMonths} months`, de: `${retention.consentMonths} Monate` },
  },
  {
    name: formResultCookieName,
    provider: 'Kovalent Software GmbH',
    type: 'Technicals',
    purpose: {
      en: 'Set only when you send a form with JavaScript switched off: the page with your form’s result then opens in your browser alone.',
      de: 'Wird nur gesetzt, wenn Sie ein Formular bei ausgeschaltetem JavaScript senden: Die Seite mit dem Ergebnis Ihres Formulars öffnet sich dann nur in Ihrem Browser.',
    },
    lifetime: { en: `${retention.formResultMinutes} minutes`, de: `${retention.formResultMinutes} Minuten` },
  },
  {
    name: '_ga',
    provider: google,
    type: 'Marketing',
    purpose: {
      en: 'Distinguishes browsers with a random ID, so visits can be counted without knowing who you are.',
      de: 'Unterscheidet Browser anhand einer zufälligen Kennung, damit Besuche gezählt werden können, ohne dass wir wissen, wer Sie sind.',
    },
    lifetime: { en: '2 years', de: '2 Jahre' },
  },
  {
    name: '_ga_<container-ID>',
    provider: google,
    type: 'Marketing',
    purpose: {
      en: 'Keeps the state of the current visit (session) for Google Analytics 4.',
      de: 'Hält den Stand des aktuellen Besuchs (Sitzung) für Google Analytics 4 fest.',
    },
    lifetime: { en: '2 years', de: '2 Jahre' },
  },
  {
    name: 'li_sugr',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'A browser ID LinkedIn uses to match visits to our site with LinkedIn campaigns.',
      de: 'Eine Browser-Kennung, mit der LinkedIn Besuche unserer Website LinkedIn-Kampagnen zuordnet.',
    },
    lifetime: { en: '3 months', de: '3 Monate' },
  },
  {
    name: 'li_fat_id',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'Records that you arrived from a LinkedIn ad (click ID), to measure conversions.',
      de: 'Hält fest, dass Sie über eine LinkedIn-Anzeige kamen (Klick-ID), um Conversions zu messen.',
    },
    lifetime: { en: '30 days', de: '30 Tage' },
  },
  {
    name: 'bcookie',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'LinkedIn’s browser ID cookie, set on linkedin.com when the Insight Tag loads.',
      de: 'Browser-Kennung von LinkedIn, gesetzt auf linkedin.com, wenn das Insight Tag lädt.',
    },
    lifetime: { en: '1 year', de: '1 Jahr' },
  },
  {
    name: 'lidc',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'Chooses the LinkedIn data centre that answers the Insight Tag’s requests.',
      de: 'Wählt das LinkedIn-Rechenzentrum, das die Anfragen des Insight Tags beantwortet.',
    },
    lifetime: { en: '1 day', de: '1 Tag' },
  },
  {
    name: 'UserMatchHistory',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'Synchronises LinkedIn’s ad IDs, so campaign results can be attributed.',
      de: 'Gleicht die Werbe-Kennungen von LinkedIn ab, damit Kampagnenergebnisse zugeordnet werden können.',
    },
    lifetime: { en: '30 days', de: '30 Tage' },
  },
  {
    name: 'AnalyticsSyncHistory',
    provider: linkedIn,
    type: 'Marketing',
    purpose: {
      en: 'Stores when LinkedIn last synchronised the li_sugr ID with its own records.',
      de: 'Speichert, wann LinkedIn die Kennung li_sugr zuletzt mit den eigenen Daten abgeglichen hat.',
    },
    lifetime: { en: '30 days', de: '30 Tage' },
  },
];
