import type original from '@/content/words/en/legal/cookie-policy.json';
import { localizedWords } from '@/content/localized-words';
import { cookieTable } from '../cookie-table';
import { legalDocument } from '../document';

/**
 * The cookie policy: what the consent banner and the settings panel decide, every cookie of the inventory
 * (as a table built from the config, after the section's first paragraph), and how to change the choice.
 */
export const cookiePolicy = legalDocument(
  '2026-11-28',
  [
    'what-are-cookies',
    'consent-banner',
    'technically-required',
    'marketing',
    { id: 'cookie-list', insert: { at: 1, block: cookieTable } },
    'local-storage',
    'manage-consent',
    'browser-settings',
    'policy-version',
    'contact',
  ],
  localizedWords<typeof original>('legal/cookie-policy'),
);
