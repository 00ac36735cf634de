/**
 * The security headers of every response, set once in next.config.ts so that prerendered pages keep being
 * prerendered. That rules out a per-request nonce, so inline scripts (the framework's hydration data) are
 * allowed by 'unsafe-inline'; everything else is narrow: scripts, connections, images and frames come only
 * from the site and the third parties it really uses in this environment, and eval stays forbidden.
 */
import { siteConfig } from '../../../config/site';
import type { ServerEnv } from '../env-parse';

/** The origins each third party loads from, from its vendor's content-security-policy guide. */
const thirdParties = {
  /** The tag manager and the analytics and LinkedIn tags it loads (only with a container configured). */
  tagManager: {
    script: ['https://*.googletagmanager.com', 'https://snap.licdn.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://px.ads.linkedin.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://px.ads.linkedin.com',
    ],
  },
  /** The reviews badge: its script, and the frame it draws into. */
  reviews: siteConfig.reviews.widgetOrigin,
};

type HeaderEnv = Pick<ServerEnv, 'appEnv' | 'siteUrl' | 'gtmId' | 'sentryDsn' | 'content'>;

export function contentSecurityPolicy(env: HeaderEnv, { development = false } = {}): string {
  const tags = env.gtmId ? thirdParties.tagManager : { script: [], img: [], connect: [] };
  const contentOrigin = env.content.embedded ? [] : [new URL(env.content.apiUrl).origin];
  const mediaOrigin = env.content.mediaOrigin && !contentOrigin.includes(env.content.mediaOrigin) ? [env.content.mediaOrigin] : [];
  const errorReporting = env.sentryDsn ? [new URL(env.sentryDsn).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build needs eval for its debugging aids; the production build never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...tags.script, thirdParties.reviews],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...contentOrigin, ...mediaOrigin, ...tags.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tags.connect, ...errorReporting],
    'frame-src': [thirdParties.reviews],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(env.siteUrl.startsWith('https:') && { 'upgrade-insecure-requests': [] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
const permissionsPolicy = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'].map((feature) => `${feature}=()`).join(', ');

export function securityHeaders(env: HeaderEnv, options: { development?: boolean } = {}): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    // Browsers remember for two years to use HTTPS only; production alone, so staging hosts are not pinned.
    ...(env.appEnv === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
