/**
 * The session's first landing, which the lead forms send where marketing is allowed: taken from where the page load
 * started (page-load-address.ts), it goes into session storage once marketing is allowed (consent given, or not
 * required); page-load-address.ts forgets it when marketing is not. A browser that blocks storage keeps it for the page
 * load alone. Loaded where it is needed (a form's code, the moment Marketing is allowed), not with the page.
 */
import { landingOf, parseLanding, pickParameters, withoutClickIds, type Attribution, type Landing } from '@/lib/leads/attribution';
import { landingKey, pageLoadAddress } from './page-load-address';
import { readSessionItem, writeSessionItem } from './session-store';

/** Where this page load started, as a landing. */
function pageLoadLanding(): Landing | undefined {
  const address = pageLoadAddress();
  return address === undefined ? undefined : landingOf(new URL(address));
}

/** Marketing is allowed: the session's first landing is kept from now on, unless one is kept already. */
export function keepLanding(storage?: Storage) {
  const landing = pageLoadLanding();
  if (landing && readSessionItem(landingKey, storage) === null) writeSessionItem(landingKey, JSON.stringify(landing), storage);
}

interface AttributionInput {
  /** The address of the page the form is sent from. */
  pageUrl: string;
  marketingAllowed: boolean;
  /** The landing session storage keeps (JSON), if any. */
  keptLanding: string | null;
  /** Where this page load started. */
  pageLoadLanding?: Landing;
}

/**
 * The consent rule for what a form sends: without marketing, only the UTM parameters of the sending page's own
 * address; with it, its click ids as well, and the session's first landing: the kept one, or this page load's where
 * storage is blocked.
 */
export function attributionToSend({ pageUrl, marketingAllowed, keptLanding, pageLoadLanding }: AttributionInput): Attribution {
  const picked = pickParameters(new URL(pageUrl).searchParams);
  const page = marketingAllowed ? picked : withoutClickIds(picked);
  const landing = marketingAllowed ? (parseLanding(keptLanding) ?? pageLoadLanding) : undefined;
  return landing ? { page, landing } : { page };
}

/** What a form sends from the page at `pageUrl` (this one). */
export function formAttribution(marketingAllowed: boolean, pageUrl = location.href, storage?: Storage): Attribution {
  return attributionToSend({ pageUrl, marketingAllowed, keptLanding: readSessionItem(landingKey, storage), pageLoadLanding: pageLoadLanding() });
}
