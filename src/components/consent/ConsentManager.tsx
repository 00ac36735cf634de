'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isPrivatePath } from '@/i18n/routes';
import { landingKey } from '@/lib/browser/page-load-address';
import { takeSessionItem } from '@/lib/browser/session-store';
import { grantMarketingConsent, loadTagManager, pushConsentDefaults } from '@/lib/browser/data-layer';
import {
  accept,
  allPreferences,
  declineRecord,
  defaultPreferences,
  defaultRecord,
  hasValidConsent,
  marketingAllowed,
  shouldShowBanner,
  type Preferences,
} from '@/lib/consent/consent-record';
import { readStoredRecord, writeRecord } from './consent-cookie';
import { keepPlaceFor } from '@/components/page/kept-place';
import { focusQuietly, restoreFocusAfterReload, returnFocus, settingsOpener } from './consent-focus';
import { ConsentBanner } from './ConsentBanner';
import { askRegion } from './consent-region';
import type { ConsentText } from './consent-text';

// The banner comes with the page's code, so that it can show the moment the page is interactive (a first visit's
// banner would otherwise wait for a download of its own, queued behind the page's images on a slow connection). The
// settings panel is loaded only when asked for.
const ConsentSettings = lazy(() => import('./ConsentSettings').then((module) => ({ default: module.ConsentSettings })));

/** The settings asked for from outside the manager (a "Cookie settings" button), with what had focus then. */
export interface SettingsRequest {
  focused: Element | null;
}

export interface ConsentManagerProps {
  gtmId?: string;
  text: ConsentText;
  policyHref: string;
  /** A new request opens the settings, also one made before this code had loaded. */
  settingsRequest: SettingsRequest | null;
  /** Called once the stored consent (or the visitor's location) allows Marketing tools on this page. */
  onMarketingAllowed: () => void;
}

/**
 * Keeps the session's landing for the lead forms (campaign-landing.ts, loaded now: no page needs it before Marketing
 * is allowed); never fails, as a landing not kept costs a lead its landing, nothing more.
 */
const keepLanding = () => import('@/lib/browser/campaign-landing').then((landing) => landing.keepLanding(), () => undefined);

/** Applies the stored consent on every page load and owns the banner and the settings panel. */
export function ConsentManager({ gtmId, text, policyHref, settingsRequest, onMarketingAllowed }: ConsentManagerProps) {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selection, setSelection] = useState<Preferences>(defaultPreferences);
  /** Where the open settings came from: the button that focus returns to, and whether the banner was shown. */
  const [origin, setOrigin] = useState<{ opener: HTMLElement | null; banner: boolean }>({ opener: null, banner: false });
  const marketingRunning = useRef(false);

  useEffect(restoreFocusAfterReload, []);

  const startMarketing = useCallback(() => {
    marketingRunning.current = true;
    void keepLanding();
    grantMarketingConsent();
    if (gtmId && !isPrivatePath(location.pathname)) loadTagManager(gtmId);
    onMarketingAllowed();
  }, [gtmId, onMarketingAllowed]);

  useEffect(() => {
    pushConsentDefaults();
    const stored = readStoredRecord();
    if (!stored) writeRecord(defaultRecord());
    let cancelled = false;
    askRegion().then((eu) => {
      if (cancelled) return;
      setBannerVisible(shouldShowBanner(stored, eu));
      if (marketingAllowed(stored, eu)) startMarketing();
      // Marketing is not allowed (declined, withdrawn): no landing is kept.
      else takeSessionItem(landingKey);
    });
    return () => {
      cancelled = true;
    };
  }, [startMarketing]);

  /** `focused`: what had focus when the visitor asked for the settings. */
  const openSettings = (focused: Element | null) => {
    setOrigin({ opener: settingsOpener(focused), banner: bannerVisible });
    const stored = readStoredRecord();
    setSelection(hasValidConsent(stored) && stored?.preferences ? stored.preferences : defaultPreferences);
    setSettingsOpen(true);
  };

  // A new request from a "Cookie settings" button opens the settings once, also one made before this code loaded.
  const [handledRequest, setHandledRequest] = useState<SettingsRequest | null>(null);
  if (settingsRequest !== handledRequest) {
    setHandledRequest(settingsRequest);
    if (settingsRequest) openSettings(settingsRequest.focused);
  }

  /** Closes the banner and the dialog now, so that focus can move to the page they covered. */
  const close = (banner: boolean) =>
    flushSync(() => {
      setBannerVisible(banner);
      setSettingsOpen(false);
    });

  /**
   * A choice that changes what runs reloads the page, which then starts as the choice says; what the visitor has
   * entered and opened is kept for it. A browser that keeps no cookie cannot carry the choice into a reload: there
   * it holds for this page, with Marketing started at once if it was chosen (and stopped only by a reload).
   */
  const finish = (kept: boolean, reload: boolean, marketing: boolean) => {
    const reloads = reload && (kept || (marketingRunning.current && !marketing));
    returnFocus(origin.opener, reloads);
    if (reloads) {
      keepPlaceFor(location.href);
      // The session's landing is kept from the moment Marketing is chosen, so that the reload it causes finds it.
      void (marketing ? keepLanding() : Promise.resolve()).then(() => location.reload());
    } else if (marketing && !marketingRunning.current) startMarketing();
  };

  const save = (chosen: Preferences) => {
    const outcome = accept(chosen, new Date(), marketingRunning.current);
    const kept = writeRecord(outcome.record);
    close(false);
    finish(kept, outcome.reload, outcome.record.preferences.Marketing);
  };

  const decline = () => {
    const kept = writeRecord(declineRecord(new Date()));
    close(false);
    finish(kept, true, false);
  };

  // Back (and Escape) undo opening the dialog: the banner returns only if it was there, with focus on its
  // "Settings" button; otherwise focus goes back to the button that opened the dialog.
  const back = () => {
    setSelection(defaultPreferences);
    const banner = origin.banner;
    close(banner);
    if (banner) focusQuietly(document.querySelector<HTMLElement>('[data-consent-banner] button'));
    else returnFocus(origin.opener, false);
  };

  return (
    <>
      {/* First in the document after the skip link, so keyboard users reach the choice straight away. */}
      {bannerVisible && !settingsOpen && (
        <ConsentBanner
          text={text}
          policyHref={policyHref}
          onAccept={() => save(allPreferences)}
          onReject={decline}
          onOpenSettings={() => openSettings(document.activeElement)}
        />
      )}
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
    </>
  );
}
