import { notFoundMetadata } from '@/components/page/NotFoundAnswer';
import { SiteNotFoundView } from '@/components/page/SiteNotFoundView';

// What Next.js uses in place of the page's metadata when it regenerates a cached 404 (see NotFoundAnswer).
export const metadata = notFoundMetadata;

export default function NotFound() {
  return <SiteNotFoundView />;
}
