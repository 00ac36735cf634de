'use client';

import { useConsent } from './ConsentProvider';

/** Reopens the cookie settings from anywhere (footer, cookie policy), so consent is as easy to withdraw as to give. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" className={className} onClick={openSettings} data-consent-settings>
      {label}
    </button>
  );
}
