import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pathInLocale, routeKeyOfPath, type RouteKey } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { locales, type Locale } from '@/i18n/locales';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import type { PageForms } from '@/components/forms/PageForms';
import { hasForm, standardKeys } from '@/components/page/has-form';
import { NotFoundAnswer, notFoundMetadata } from '@/components/page/NotFoundAnswer';
import { routePattern, type Params } from './route-pattern';
import { SiteNotFoundView } from '@/components/page/SiteNotFoundView';
import { StandardPage } from '@/components/page/StandardPage';

/**
 * The route of a group of standard pages, at `pattern` below the language segment. A page's first scripts are
 * those of every client component its route can show, so the pages with a form (`hasForm`) have routes of their
 * own, which bring the forms; the catch-all route serves every other page and carries no form code. Each page
 * sits at its public path (`/de/uber-uns`), so no request needs a rewrite to reach it.
 */
export function pageRoute(pattern: string, forms?: PageForms) {
  const { params, path } = routePattern(pattern);
  const keys = standardKeys.filter((key) => hasForm(key) === Boolean(forms));

  /** The page a path names; none for a path no page of this route has (answered with the "not found" view). */
  function resolve(requested: string, routeParams: Params): { locale: Locale; key?: RouteKey } {
    const locale = requireLocale(requested);
    const key = routeKeyOfPath(locale, path(routeParams));
    return { locale, key: key && keys.includes(key) ? key : undefined };
  }

  return {
    generateStaticParams: () =>
      locales.flatMap((locale) =>
        keys.flatMap((key) => {
          const matched = params(pathInLocale(key, locale));
          return matched ? [{ locale, ...matched }] : [];
        }),
      ),
    generateMetadata: async ({ params: routeParams }: { params: Promise<{ locale: string } & Params> }): Promise<Metadata> => {
      const { locale: requested, ...rest } = await routeParams;
      const { locale, key } = resolve(requested, rest);
      return key ? buildPageMetadata({ locale, key }) : notFoundMetadata;
    },
    Page: async function Page({ params: routeParams }: { params: Promise<{ locale: string } & Params> }) {
      const { locale: requested, ...rest } = await routeParams;
      const { locale, key } = resolve(requested, rest);
      setRequestLocale(locale);
      if (!key) return <NotFoundAnswer title={(await getTranslations({ locale, namespace: 'NotFound' }))('title')} view={<SiteNotFoundView />} />;
      return <StandardPage routeKey={key} locale={locale} forms={forms} />;
    },
  };
}
