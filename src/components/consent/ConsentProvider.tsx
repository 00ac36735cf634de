'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import type { ConsentText } from './consent-text';
import { ConsentManager, type SettingsRequest } from './ConsentManager';

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
        <ConsentManager gtmId={gtmId} text={text} policyHref={policyHref} settingsRequest={settingsRequest} onMarketingAllowed={allowMarketing} />
      )}
      {children}
    </ConsentContext.Provider>
  );
}
