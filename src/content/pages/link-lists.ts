import type { RouteKeyOfKind } from '@/i18n/routes';

/** Services in the order the services overview presents them (both languages). */
export const servicesInDisplayOrder: RouteKeyOfKind<'service'>[] = [
  '/services/product-development',
  '/services/mvp-launcher',
  '/services/ui-ux-design',
  '/services/frontend-development',
  '/services/backend-development',
  '/services/mobile-app-development',
  '/services/micro-frontend-development',
  '/services/spryker-development',
  '/services/adobe-experience-manager-aem-development',
  '/services/strapi-cms-development',
  '/services/google-chrome-extension-development',
];

/** Technologies in the order the technologies overview presents them (both languages). */
export const technologiesInDisplayOrder: RouteKeyOfKind<'technology'>[] = [
  '/technologies/react',
  '/technologies/angular',
  '/technologies/vue',
  '/technologies/node-js',
  '/technologies/go',
  '/technologies/php',
];
