import type { Metadata, Viewport } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { requireLocale } from '@/i18n/require-locale';
import { localePath } from '@/i18n/routes';
import { locales } from '@/i18n/locales';
import { serverEnv } from '@/lib/server/env';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { ErrorReporting } from '@/components/analytics/ErrorReporting';
import { ConsentProvider } from '@/components/consent/ConsentProvider';
import { InitialLoader } from '@/components/loading/InitialLoader';
import { RestoreKeptPlace } from '@/components/page/RestoreKeptPlace';
import { ServedHeadCleanup } from '@/components/seo/ServedHeadCleanup';
import { RouteChange } from '@/components/loading/RouteChange';
import { Toaster } from '@/components/notifications/Toaster';
import { JsonLd } from '@/components/seo/JsonLd';
import { Logo } from '@/components/ui/Logo';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { inter } from '../fonts';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(serverEnv.siteUrl),
  title: siteConfig.name,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0c1222' };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Shell' });

  return (
    // The attribute lets the router switch smooth scrolling off while it opens a new page (globals.css turns it on).
    <html lang={locale} className={inter.variable} data-scroll-behavior="smooth">
      <body>
        <a href="#main" className="skip-link">
          {t('skipLink')}
        </a>
        {/* The shell's client components get their few strings as props, not through a message provider. */}
        <InitialLoader label={t('loadingApp')} />
        <ConsentProvider gtmId={serverEnv.gtmId} text={(await getMessages({ locale })).Consent} policyHref={localePath('/cookie-policy', locale)}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} reviewsWidgetId={serverEnv.reviewsWidgetId} />
        </ConsentProvider>
        <RouteChange label={t('loadingPage')} logo={<Logo withWordmark={false} />} />
        <ServedHeadCleanup />
        <RestoreKeptPlace />
        <Toaster label={t('notifications')} closeLabel={t('closeNotification')} />
        {serverEnv.sentryDsn && <ErrorReporting dsn={serverEnv.sentryDsn} />}
        <JsonLd data={organizationJsonLd()} />
        <JsonLd data={webSiteJsonLd(locale)} />
      </body>
    </html>
  );
}
