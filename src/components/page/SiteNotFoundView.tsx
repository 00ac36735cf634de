import { getTranslations } from 'next-intl/server';
import { contactRoute } from '@/config/navigation';
import { NotFoundView } from './NotFoundView';

/** The site's "not found" view: a path no page of the route table has. */
export async function SiteNotFoundView() {
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
