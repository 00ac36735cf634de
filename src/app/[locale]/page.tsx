import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { childRoutes, contactRoute } from '@/config/navigation';
import { pageCopy } from '@/content/page-copy';
import { isLocale } from '@/i18n/routing';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { ChildPageGrid } from '@/components/page/ChildPageGrid';
import { PageHero } from '@/components/page/PageHero';
import { ButtonLink } from '@/components/ui/ButtonLink';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return buildPageMetadata({ key: '/', locale });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Page');

  return (
    <>
      <PageHero
        size="large"
        copy={pageCopy('/', locale)}
        actions={
          <>
            <ButtonLink href={contactRoute}>{t('ctaPrimary')}</ButtonLink>
            <ButtonLink href="/case-studies" variant="secondary">
              {t('ctaSecondary')}
            </ButtonLink>
          </>
        }
      />
      <ChildPageGrid routeKeys={childRoutes('/services')} locale={locale} heading={pageCopy('/services', locale).heading} />
    </>
  );
}
