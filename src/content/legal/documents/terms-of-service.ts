import type original from '@/content/words/en/legal/terms-of-service.json';
import { localizedWords } from '@/content/localized-words';
import { legalDocument } from '../document';

/**
 * The terms of use of this website (not a services contract): no offer, availability, rights in the content,
 * links, liability under German law, governing law and jurisdiction.
 */
export const termsOfService = legalDocument(
  '2026-11-21',
  [
    'scope',
    'content-no-offer',
    'availability',
    'intellectual-property',
    'external-links',
    'enquiries-applications',
    'proper-use',
    'liability',
    'governing-law',
    'dispute-resolution',
    'changes',
    'contact',
  ],
  localizedWords<typeof original>('legal/terms-of-service'),
);
