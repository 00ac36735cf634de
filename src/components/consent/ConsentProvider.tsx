'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { grantMarketingConsent, loadTagManager, pushConsentDefaults } from '@/lib/analytics/data-layer';
import {
  accept,
  allPreferences,
  declineRecord,
  defaultPreferences,
  defaultRecord,
  hasValidConsent,
  marketingAllowed,
  parseRecord,
  readConsentCookie,
  serializeConsentCookie,
  shouldShowBanner,
  type ConsentRecord,
  type Preferences,
} from '@/lib/consent/consent-record';
import { reportError } from '@/lib/error-reporting/client';
import type { ConsentText } from './consent-text';

// The banner and the panel are loaded only when shown: most page views show neither.
const loadBanner = () => import('./ConsentBanner');
const ConsentBanner = lazy(() => loadBanner().then((module) => ({ default: module.ConsentBanner })));
const ConsentSettings = lazy(() => import('./ConsentSettings').then((module) => ({ default: module.ConsentSettings })));

interface ConsentContextValue {
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentContextValue>({ openSettings: () => {} });

export function useConsent() {
  return useContext(ConsentContext);
}

function readStoredRecord() {
  return parseRecord(readConsentCookie(document.cookie));
}

function writeRecord(record: ConsentRecord) {
  document.cookie = serializeConsentCookie(record, location.protocol === 'https:');
}

/** Whether consent law applies to this visitor; a failed lookup is kept for error reporting and counts as EU. */
async function detectEu(): Promise<boolean> {
  try {
    const response = await fetch('/api/ip-address', { cache: 'no-store' });
    if (!response.ok) throw new Error(`EU lookup answered ${response.status}`);
    const body: unknown = await response.json();
    return (body as { eu?: unknown }).eu !== false;
  } catch (error) {
    reportError(error);
    return true;
  }
}

/**
 * Keyboard focus after the banner or the dialog closes goes back to the "Cookie settings" button that opened the
 * dialog, else to the page's main content; never to the start of the document. A choice that reloads the page
 * leaves the place for the reloaded page: the button's position among the settings buttons, or -1 for the content.
 */
const focusAfterReload = 'consentFocus';
const settingsButtons = () => [...document.querySelectorAll<HTMLElement>('[data-consent-settings]')];
const focusQuietly = (element: HTMLElement | null | undefined) => element?.focus({ preventScroll: true });

/** Applies the stored consent on every page load and owns the banner and the settings panel. */
interface ConsentProviderProps {
  gtmId?: string;
  text: ConsentText;
  policyHref: string;
  children: ReactNode;
}

export function ConsentProvider({ gtmId, text, policyHref, children }: ConsentProviderProps) {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selection, setSelection] = useState<Preferences>(defaultPreferences);
  const marketingRunning = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const bannerBeforeSettings = useRef(false);

  useEffect(() => {
    const place = sessionStorage.getItem(focusAfterReload);
    if (place === null) return;
    sessionStorage.removeItem(focusAfterReload);
    focusQuietly(Number(place) >= 0 ? settingsButtons()[Number(place)] : document.getElementById('main'));
  }, []);

  useEffect(() => {
    pushConsentDefaults();
    const stored = readStoredRecord();
    if (!stored) writeRecord(defaultRecord());
    // Fetched while the lookup runs, so a banner that is due appears as soon as the answer is in.
    if (!hasValidConsent(stored)) void loadBanner();
    let cancelled = false;
    detectEu().then((isEu) => {
      if (cancelled) return;
      setBannerVisible(shouldShowBanner(stored, isEu));
      if (marketingAllowed(stored, isEu)) {
        marketingRunning.current = true;
        grantMarketingConsent();
        if (gtmId) loadTagManager(gtmId);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [gtmId]);

  const openSettings = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active.matches('[data-consent-settings]') ? active : null;
    bannerBeforeSettings.current = bannerVisible;
    const stored = readStoredRecord();
    setSelection(hasValidConsent(stored) && stored?.preferences ? stored.preferences : defaultPreferences);
    setSettingsOpen(true);
  }, [bannerVisible]);

  /** Closes the banner and the dialog now, so that focus can move to the page they covered. */
  const close = (banner: boolean) =>
    flushSync(() => {
      setBannerVisible(banner);
      setSettingsOpen(false);
    });

  const returnFocus = (reload: boolean) => {
    const target = opener.current?.isConnected ? opener.current : null;
    if (reload) sessionStorage.setItem(focusAfterReload, String(target ? settingsButtons().indexOf(target) : -1));
    else focusQuietly(target ?? document.getElementById('main'));
  };

  const save = (chosen: Preferences) => {
    const outcome = accept(chosen, new Date(), marketingRunning.current);
    writeRecord(outcome.record);
    close(false);
    if (outcome.fireAccepted) grantMarketingConsent();
    returnFocus(outcome.reload);
    if (outcome.reload) location.reload();
  };

  const decline = () => {
    writeRecord(declineRecord(new Date()));
    returnFocus(true);
    location.reload();
  };

  // Back (and Escape) undo opening the dialog: the banner returns only if it was there, with focus on its
  // "Settings" button; otherwise focus goes back to the button that opened the dialog.
  const back = () => {
    setSelection(defaultPreferences);
    const banner = bannerBeforeSettings.current;
    close(banner);
    if (banner) focusQuietly(document.querySelector<HTMLElement>('[data-consent-banner] button'));
    else returnFocus(false);
  };

  const context = useMemo(() => ({ openSettings }), [openSettings]);

  return (
    <ConsentContext.Provider value={context}>
      {/* First in the document after the skip link, so keyboard users reach the choice straight away. */}
      <Suspense fallback={null}>
        {bannerVisible && !settingsOpen && (
          <ConsentBanner text={text} policyHref={policyHref} onAccept={() => save(allPreferences)} onOpenSettings={openSettings} />
        )}
      </Suspense>
      {children}
      <Suspense fallback={null}>
        {settingsOpen && (
          <ConsentSettings
            text={text}
            selection={selection}
            onChange={setSelection}
            onSave={() => save(selection)}
            onDecline={decline}
            onBack={back}
          />
        )}
      </Suspense>
    </ConsentContext.Provider>
  );
}
