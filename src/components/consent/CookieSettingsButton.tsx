'use client';

import { useBrowserValue } from '@/components/ui/use-browser-value';
import { useConsent } from './ConsentProvider';

interface CookieSettingsButtonProps {
  label: string;
  className?: string;
  /**
   * Where a visitor without JavaScript is led instead: the settings need the page's code, so until it runs the
   * button is a link to the cookie policy's section on changing the choice.
   */
  href?: string;
}

/** Reopens the cookie settings from anywhere (footer, cookie policy), so consent is as easy to withdraw as to give. */
export function CookieSettingsButton({ label, className, href }: CookieSettingsButtonProps) {
  const { openSettings } = useConsent();
  const hydrated = useBrowserValue(() => true, false);
  if (href && !hydrated) {
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={openSettings} data-consent-settings>
      {label}
    </button>
  );
}
