import { getTranslations } from 'next-intl/server';
import { childRoutes, contactRoute } from '@/config/navigation';
import { pageCopy } from '@/content/page-copy';
import { routeKind, type RouteKey } from '@/i18n/routes';
import type { AppLocale } from '@/i18n/routing';
import { breadcrumbJsonLd, breadcrumbTrail } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Breadcrumbs } from './Breadcrumbs';
import { ChildPageGrid } from './ChildPageGrid';
import { PageHero } from './PageHero';

/** A page's shared frame: breadcrumbs, heading, introduction, calls to action and child pages. */
export async function StandardPage({ routeKey, locale }: { routeKey: RouteKey; locale: AppLocale }) {
  const t = await getTranslations('Page');
  const children = childRoutes(routeKey);
  const nested = breadcrumbTrail(routeKey).length > 2;
  const showContactCta = routeKey !== contactRoute && routeKind(routeKey) !== 'legal';

  return (
    <>
      <PageHero
        copy={pageCopy(routeKey, locale)}
        before={<Breadcrumbs routeKey={routeKey} locale={locale} />}
        actions={showContactCta && <ButtonLink href={contactRoute}>{t('ctaPrimary')}</ButtonLink>}
      />
      {children.length > 0 && <ChildPageGrid routeKeys={children} locale={locale} heading={t('explore')} />}
      {nested && <JsonLd data={breadcrumbJsonLd(routeKey, locale)} />}
    </>
  );
}
