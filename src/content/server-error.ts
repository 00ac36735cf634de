import type { Localized } from './types';

/**
 * What a visitor reads when the server fails unexpectedly (status 500). Kept out of the message files because
 * the last-resort page must work when the site's layout, and with it the messages, could not be loaded.
 */
export const serverErrorCopy: Localized<{
  title: string;
  heading: string;
  body: string;
  retry: string;
  home: string;
  contactLabel: string;
}> = {
  en: {
    title: 'Something went wrong',
    heading: 'This page could not be shown',
    body: 'A problem on our side stopped this page from loading; nothing you did caused it. Please try again in a moment. If it keeps happening, you can reach us by e-mail or phone.',
    retry: 'Try again',
    home: 'Go to the home page',
    contactLabel: 'Other ways to reach us',
  },
  de: {
    title: 'Ein Fehler ist aufgetreten',
    heading: 'Diese Seite konnte nicht angezeigt werden',
    body: 'Ein Fehler bei uns hat verhindert, dass diese Seite geladen wird – an Ihnen lag es nicht. Bitte versuchen Sie es in einem Moment erneut. Wenn der Fehler bleibt, erreichen Sie uns per E-Mail oder Telefon.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
    contactLabel: 'Andere Wege zu uns',
  },
};
