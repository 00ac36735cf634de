// The German path of the fixed form result pages (`/de/formular/<id>`); redirects keep each language on its own path.
import { fixedPageIds } from '@/lib/leads/submission';

export { default, generateMetadata } from '../../form/[id]/page';

export const dynamicParams = false;

export function generateStaticParams() {
  return fixedPageIds.map((id) => ({ locale: 'de', id }));
}
