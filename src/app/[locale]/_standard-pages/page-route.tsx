import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pathInLocale, routeKeyOfPath, type RouteKey } from '@/i18n/routes';
import { requireLocale } from '@/i18n/require-locale';
import { pageForms } from '@/components/forms/PageForms';
import { locales, type Locale } from '@/i18n/locales';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { NotFoundAnswer, notFoundMetadata } from '@/components/page/NotFoundAnswer';
import { SiteNotFoundView } from '@/components/page/SiteNotFoundView';
import { StandardPage } from '@/components/page/StandardPage';
import { standardKeys } from '@/components/page/standard-pages';

/**
 * The one route of the standard pages (`[...path]`): each at its public path (`/de/uber-uns`), so no request needs
 * a rewrite to reach it, whatever its sections are. A page's sections decide whether it shows a form, not its route;
 * a form's code loads where the form is shown (see PageForms). The forms' island (LazyForms, 1.2 KB gzip) is in the
 * first scripts of every page of this route, with a form or without: the build puts every client component a route
 * can reach into its page's chunks, also one reached only through `import()` or `next/dynamic`.
 */
type Params = Promise<{ locale: string; path: string[] }>;

/** The page a path names; none for a path no standard page has (answered with the "not found" view). */
async function resolve(params: Params): Promise<{ locale: Locale; key?: RouteKey }> {
  const { locale: requested, path } = await params;
  const locale = requireLocale(requested);
  const key = routeKeyOfPath(locale, `/${path.map(decodeURIComponent).join('/')}`);
  return { locale, key: key && standardKeys.includes(key) ? key : undefined };
}

export const standardPageRoute = {
  generateStaticParams: () => locales.flatMap((locale) => standardKeys.map((key) => ({ locale, path: pathInLocale(key, locale).split('/').slice(1) }))),
  generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> => {
    const { locale, key } = await resolve(params);
    return key ? buildPageMetadata({ locale, key }) : notFoundMetadata;
  },
  Page: async function Page({ params }: { params: Params }) {
    const { locale, key } = await resolve(params);
    setRequestLocale(locale);
    if (!key) return <NotFoundAnswer title={(await getTranslations({ locale, namespace: 'NotFound' }))('title')} view={<SiteNotFoundView />} />;
    return <StandardPage routeKey={key} locale={locale} forms={pageForms} />;
  },
};
