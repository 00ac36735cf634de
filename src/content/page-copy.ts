import { typeset } from '@/i18n/format';
import type { RouteKey } from '@/i18n/routes';
import { caseStudyPages } from './pages/case-study-pages';
import { corePages } from './pages/core-pages';
import { landingPages } from './pages/landing-pages';
import { servicePages } from './pages/service-pages';
import { technologyPages } from './pages/technology-pages';
import type { Localized, PageCopy } from './types';
import type { Locale } from '@/i18n/locales';

// Typed as a full record: a route without copy in both languages does not compile.
const pages: Record<RouteKey, Localized<PageCopy>> = {
  ...corePages,
  ...servicePages,
  ...technologyPages,
  ...caseStudyPages,
  ...landingPages,
};

export function pageCopy(key: RouteKey, locale: Locale): PageCopy {
  return typeset(pages[key][locale]);
}
