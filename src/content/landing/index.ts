import type { RouteKeyOfKind } from '@/i18n/routes';
import { enterpriseMvp } from './pages/enterprise-mvp-development';
import { mobileAppMvp } from './pages/mobile-app-mvp-development';
import { mvpCalculator } from './pages/mvp-calculator';
import { mvpCostCalculator } from './pages/mvp-cost-calculator';
import { mvpDevelopment } from './pages/mvp-development';
import { mvpDevelopmentOutsourcing } from './pages/mvp-development-outsourcing';
import { saasMvp } from './pages/saas-mvp-development';
import { startupGrowthPartner } from './pages/startup-growth-partner';
import type { LandingPage } from './types';

// A full record: a landing page of the route table without content does not compile.
export const landingPages: Record<RouteKeyOfKind<'landing'>, LandingPage> = {
  '/startup-growth-partner': startupGrowthPartner,
  '/mobile-app-mvp-development': mobileAppMvp,
  '/saas-mvp-development': saasMvp,
  '/enterprise-mvp-development': enterpriseMvp,
  '/mvp-development': mvpDevelopment,
  '/mvp-development-outsourcing': mvpDevelopmentOutsourcing,
  '/mvp-cost-calculator': mvpCostCalculator,
  '/mvp-calculator': mvpCalculator,
};
