import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/server/env';

export default function robots(): MetadataRoute.Robots {
  // A staging site never competes with production in search.
  if (serverEnv.appEnv === 'staging') return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${serverEnv.siteUrl}/sitemap.xml`,
  };
}
