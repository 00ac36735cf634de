'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
    const stored = readStoredRecord();
    setSelection(hasValidConsent(stored) && stored?.preferences ? stored.preferences : defaultPreferences);
    setSettingsOpen(true);
  }, []);

  const save = (chosen: Preferences) => {
    const outcome = accept(chosen, new Date(), marketingRunning.current);
    writeRecord(outcome.record);
    setBannerVisible(false);
    setSettingsOpen(false);
    if (outcome.fireAccepted) grantMarketingConsent();
    if (outcome.reload) location.reload();
  };

  const decline = () => {
    writeRecord(declineRecord(new Date()));
    location.reload();
  };

  const back = () => {
    setSelection(defaultPreferences);
    setSettingsOpen(false);
    setBannerVisible(true);
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
