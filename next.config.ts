import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { serverEnv } from './src/lib/env';
import { securityHeaders } from './src/lib/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default function config(phase: string): NextConfig {
  const headers = securityHeaders(serverEnv, { development: phase === PHASE_DEVELOPMENT_SERVER });
  return withNextIntl({
    poweredByHeader: false,
    reactStrictMode: true,
    // Every response: pages, API routes, files and redirects.
    headers: async () => [{ source: '/:path*', headers }],
  });
}
