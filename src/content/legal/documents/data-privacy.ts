import type original from '@/content/words/en/legal/data-privacy.json';
import { localizedWords } from '@/content/localized-words';
import { legalDocument } from '../document';

/**
 * The privacy policy: every processing this website really does (hosting, consent, country lookup, the
 * Marketing tools, the reviews widget, error reporting, forms and applications), with purpose, data, legal
 * basis, recipients, retention and transfers, then the rights of the people concerned.
 */
export const dataPrivacy = legalDocument(
  '2026-11-28',
  [
    'controller',
    'overview',
    'hosting',
    'cookie-consent',
    'country-lookup',
    'google-analytics',
    'linkedin-insight-tag',
    'reviews-widget',
    'error-reporting',
    'enquiries',
    'applications',
    'legal-bases',
    'recipients',
    'third-countries',
    'retention',
    'rights',
    'supervisory-authority',
    'changes',
  ],
  localizedWords<typeof original>('legal/data-privacy'),
);
