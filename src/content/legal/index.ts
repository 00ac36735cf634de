import type { RouteKeyOfKind } from '@/i18n/routes';
import { cookiePolicy } from './documents/cookie-policy';
import { dataPrivacy } from './documents/data-privacy';
import { imprint } from './documents/imprint';
import { termsOfService } from './documents/terms-of-service';
import type { LegalDocument } from './types';

export const legalDocuments: Record<RouteKeyOfKind<'legal'>, LegalDocument> = {
  '/imprint': imprint,
  '/data-privacy': dataPrivacy,
  '/cookie-policy': cookiePolicy,
  '/terms-of-service': termsOfService,
};
