import { SiteNotFoundView } from '@/components/page/SiteNotFoundView';

export default function NotFound() {
  return <SiteNotFoundView />;
}
