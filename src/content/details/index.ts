import type { RouteKeyOfKind } from '@/i18n/routes';
import { casinoAem } from './case-studies/casino-aem';
import { documentManagement } from './case-studies/document-management';
import { eLearning } from './case-studies/e-learning';
import { kycVerification } from './case-studies/kyc-verification';
import { microFrontendRendering } from './case-studies/micro-frontend-rendering';
import { productionDashboard } from './case-studies/production-dashboard';
import { slotmagie } from './case-studies/slotmagie';
import { thankYouPages } from './case-studies/thank-you-pages';
import { aemDevelopment } from './services/adobe-experience-manager-aem-development';
import { backendDevelopment } from './services/backend-development';
import { frontendDevelopment } from './services/frontend-development';
import { chromeExtensionDevelopment } from './services/google-chrome-extension-development';
import { microFrontendDevelopment } from './services/micro-frontend-development';
import { mobileAppDevelopment } from './services/mobile-app-development';
import { mvpLauncher } from './services/mvp-launcher';
import { productDevelopment } from './services/product-development';
import { sprykerDevelopment } from './services/spryker-development';
import { strapiCmsDevelopment } from './services/strapi-cms-development';
import { uiUxDesign } from './services/ui-ux-design';
import { angularTechnology } from './technologies/angular';
import { goTechnology } from './technologies/go';
import { nodeJsTechnology } from './technologies/node-js';
import { phpTechnology } from './technologies/php';
import { reactTechnology } from './technologies/react';
import { vueTechnology } from './technologies/vue';
import type { CaseStudyDetail, ServiceDetail, TechnologyDetail } from './types';

// Full records: a detail page of the route table without content does not compile.

export const serviceDetails: Record<RouteKeyOfKind<'service'>, ServiceDetail> = {
  '/services/product-development': productDevelopment,
  '/services/spryker-development': sprykerDevelopment,
  '/services/ui-ux-design': uiUxDesign,
  '/services/mvp-launcher': mvpLauncher,
  '/services/adobe-experience-manager-aem-development': aemDevelopment,
  '/services/mobile-app-development': mobileAppDevelopment,
  '/services/micro-frontend-development': microFrontendDevelopment,
  '/services/strapi-cms-development': strapiCmsDevelopment,
  '/services/frontend-development': frontendDevelopment,
  '/services/backend-development': backendDevelopment,
  '/services/google-chrome-extension-development': chromeExtensionDevelopment,
};

export const technologyDetails: Record<RouteKeyOfKind<'technology'>, TechnologyDetail> = {
  '/technologies/go': goTechnology,
  '/technologies/react': reactTechnology,
  '/technologies/php': phpTechnology,
  '/technologies/angular': angularTechnology,
  '/technologies/vue': vueTechnology,
  '/technologies/node-js': nodeJsTechnology,
};

export const caseStudyDetails: Record<RouteKeyOfKind<'case-study'>, CaseStudyDetail> = {
  '/case-studies/how-we-turned-thank-you-pages-into-revenue-generators': thankYouPages,
  '/case-studies/modular-micro-frontend-solution-for-dynamic-page-rendering': microFrontendRendering,
  '/case-studies/building-a-better-casino-experience-with-aem': casinoAem,
  '/case-studies/e-learning': eLearning,
  '/case-studies/slotmagie': slotmagie,
  '/case-studies/saas-kyc-verification-process': kycVerification,
  '/case-studies/external-document-managment-system-dms': documentManagement,
  '/case-studies/dashboard-for-optimizing-production-line': productionDashboard,
};
