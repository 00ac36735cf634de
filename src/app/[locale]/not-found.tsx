import { getTranslations } from 'next-intl/server';
import { contactRoute } from '@/config/navigation';
import { PageHero } from '@/components/page/PageHero';
import { ButtonLink } from '@/components/ui/ButtonLink';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        copy={{ heading: t('heading'), intro: t('body') }}
        actions={
          <>
            <ButtonLink href="/">{t('home')}</ButtonLink>
            <ButtonLink href={contactRoute} variant="secondary">
              {t('contact')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
