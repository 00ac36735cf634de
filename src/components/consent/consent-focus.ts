/**
 * Keyboard focus after the banner or the dialog closes goes back to the "Cookie settings" button that opened the
 * dialog, else to the page's main content; never to the start of the document. A choice that reloads the page
 * leaves the place for the reloaded page: the button's position among the settings buttons, or -1 for the content.
 */
import { takeSessionItem, writeSessionItem } from '@/lib/browser/session-store';

const focusAfterReload = 'consentFocus';
const settingsButtons = () => [...document.querySelectorAll<HTMLElement>('[data-consent-settings]')];

export const focusQuietly = (element: HTMLElement | null | undefined) => element?.focus({ preventScroll: true });

/** The "Cookie settings" button that had focus when the settings were asked for, if it was one. */
export const settingsOpener = (focused: Element | null) =>
  focused instanceof HTMLElement && focused.matches('[data-consent-settings]') ? focused : null;

/** Focus goes back to `opener` (when still on the page) or to the main content, now or after the reload. */
export function returnFocus(opener: HTMLElement | null, reload: boolean) {
  const target = opener?.isConnected ? opener : null;
  if (reload) writeSessionItem(focusAfterReload, String(target ? settingsButtons().indexOf(target) : -1));
  else focusQuietly(target ?? document.getElementById('main'));
}

/** On load: the place a choice that reloaded the page left for focus, if any. */
export function restoreFocusAfterReload() {
  const place = takeSessionItem(focusAfterReload);
  if (place === null) return;
  focusQuietly(Number(place) >= 0 ? settingsButtons()[Number(place)] : document.getElementById('main'));
}
