import type blogAuthorOriginal from '@/content/words/en/pages/blog/author.json';
import type blogCategoryOriginal from '@/content/words/en/pages/blog/category.json';
import type blogOriginal from '@/content/words/en/pages/blog.json';
import type calculatorOriginal from '@/content/words/en/pages/mvp-cost-calculator/app.json';
import { localizedWords } from '@/content/localized-words';
import type { RouteKeyOfKind } from '@/i18n/routes';
import type { WrittenPage } from '@/content/page-structure';
import { aboutPage } from './about';
import { careersPage } from './careers';
import { caseStudiesOverviewPage } from './case-studies-overview';
import { codeCampPage } from './code-camp';
import { collaborationModelsPage } from './collaboration-models';
import { contactPage } from './contact';
import { dedicatedTeamPage } from './dedicated-team';
import { eventStorePage } from './event-store';
import { homePage } from './home';
import { howWeWorkPage } from './how-we-work';
import { outsourcingPage } from './outsourcing';
import { productsPage } from './products';
import { servicesOverviewPage } from './services-overview';
import { technologiesOverviewPage } from './technologies-overview';

/**
 * The pages written one by one; the others are built by their kind's template (details, landing pages, legal
 * texts). A full record: a page of these kinds without its words does not compile. The blog's pages and the
 * calculator show only their copy here; their content comes from elsewhere.
 */
export const writtenPages: Record<RouteKeyOfKind<'home' | 'core' | 'overview' | 'blog' | 'product' | 'collaboration' | 'calculator'>, WrittenPage> = {
  '/': homePage,
  '/about': aboutPage,
  '/careers': careersPage,
  '/contact': contactPage,
  '/how-we-work': howWeWorkPage,
  '/code-camp': codeCampPage,
  '/blog': { words: localizedWords<typeof blogOriginal>('pages/blog') },
  '/blog/category': { words: localizedWords<typeof blogCategoryOriginal>('pages/blog/category') },
  '/blog/author': { words: localizedWords<typeof blogAuthorOriginal>('pages/blog/author') },
  '/products': productsPage,
  '/products/event-store': eventStorePage,
  '/services': servicesOverviewPage,
  '/case-studies': caseStudiesOverviewPage,
  '/collaboration-models': collaborationModelsPage,
  '/collaboration-models/dedicated-team': dedicatedTeamPage,
  '/collaboration-models/outsource-custom-software-development': outsourcingPage,
  '/technologies': technologiesOverviewPage,
  '/mvp-cost-calculator/app': { words: localizedWords<typeof calculatorOriginal>('pages/mvp-cost-calculator/app') },
};
