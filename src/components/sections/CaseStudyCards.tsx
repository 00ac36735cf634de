import { caseStudyCard } from '@/content/details/templates';
import type { RouteKeyOfKind } from '@/i18n/routes';
import { CaseStudyCardList } from './CaseStudyCardList';
import type { Locale } from '@/i18n/locales';

/** Cards linking to these case studies, in one language. */
export function CaseStudyCards({ routeKeys, locale }: { routeKeys: RouteKeyOfKind<'case-study'>[]; locale: Locale }) {
  return <CaseStudyCardList cards={routeKeys.map((href) => ({ href, ...caseStudyCard(href, locale) }))} />;
}
