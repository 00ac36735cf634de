'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting/client';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import type { ConsentText } from './consent-text';
import { askRegion, loadManager } from './consent-start';
import type { ConsentManagerProps, SettingsRequest } from './ConsentManager';

// Consent acts only once the page is shown (it applies the stored choice, asks where the visitor is, then shows
// the banner if due), so its code is no part of the page's: it is fetched while the page's code still downloads
// (consent-start.ts), together with the visitor's location. Should that download fail, the page stays as it is: no
// banner, and nothing optional loads.
const ConsentManager = lazy<ComponentType<Omit<ConsentManagerProps, 'isEu'>>>(() => {
  const isEu = askRegion();
  return loadManager().then(
    (module) => ({ default: (props) => <module.ConsentManager {...props} isEu={isEu} /> }),
    (error: unknown) => {
      reportError(error);
      return { default: () => null };
    },
  );
});

interface ConsentContextValue {
  openSettings: () => void;
  /** Marketing tools may run on this page: outside the EU, or with a stored Marketing consent. */
  marketingAllowed: boolean;
}

const ConsentContext = createContext<ConsentContextValue>({ openSettings: () => {}, marketingAllowed: false });

export function useConsent() {
  return useContext(ConsentContext);
}

interface ConsentProviderProps {
  gtmId?: string;
  text: ConsentText;
  policyHref: string;
  children: ReactNode;
}

/**
 * Lets any "Cookie settings" button open the settings and tells third-party embeds whether Marketing may run, and
 * starts the consent manager once the page has hydrated.
 */
export function ConsentProvider({ gtmId, text, policyHref, children }: ConsentProviderProps) {
  const hydrated = useBrowserValue(() => true, false);
  const [settingsRequest, setSettingsRequest] = useState<SettingsRequest | null>(null);
  const [marketingAllowed, setMarketingAllowed] = useState(false);
  const openSettings = useCallback(() => setSettingsRequest({ focused: document.activeElement }), []);
  const allowMarketing = useCallback(() => setMarketingAllowed(true), []);
  const context = useMemo(() => ({ openSettings, marketingAllowed }), [openSettings, marketingAllowed]);

  return (
    <ConsentContext.Provider value={context}>
      {hydrated && (
        <Suspense fallback={null}>
          <ConsentManager
            gtmId={gtmId}
            text={text}
            policyHref={policyHref}
            settingsRequest={settingsRequest}
            onMarketingAllowed={allowMarketing}
          />
        </Suspense>
      )}
      {children}
    </ConsentContext.Provider>
  );
}
