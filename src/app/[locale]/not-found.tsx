import { getTranslations } from 'next-intl/server';
import { contactRoute } from '@/config/navigation';
import { NotFoundView } from '@/components/page/NotFoundView';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <NotFoundView
      title={t('title')}
      heading={t('heading')}
      body={t('body')}
      links={[
        { href: '/', label: t('home') },
        { href: contactRoute, label: t('contact') },
      ]}
    />
  );
}
