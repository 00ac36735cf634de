/**
 * The security headers of every response, set once in next.config.ts so that prerendered pages keep being
 * prerendered. That rules out a per-request nonce, so inline scripts (the framework's hydration data) are
 * allowed by 'unsafe-inline'; everything else is narrow: scripts, connections, images and frames come only
 * from the site and the third parties it really uses in this environment, and eval stays forbidden.
 */
import { siteConfig } from '../../../config/site';
import { tagManagerOrigin } from '../../../config/tag-vendors';
import type { ServerEnv } from '../env-parse';

/** The reviews badge: its script, and the frame it draws into. */
const reviewsOrigin = siteConfig.reviews.widgetOrigin;

type HeaderEnv = Pick<ServerEnv, 'appEnv' | 'siteUrl' | 'gtmId' | 'tagSources' | 'sentryDsn' | 'content'>;

interface PolicyOptions {
  development?: boolean;
  /** Origins that may show the page in a frame; none by default. */
  framedBy?: string[];
}

export function contentSecurityPolicy(env: HeaderEnv, { development = false, framedBy = [] }: PolicyOptions = {}): string {
  // The tag manager, and what its tags need (src/config/tag-vendors.ts, or as configured): only with a container.
  const tags = env.gtmId
    ? { script: [tagManagerOrigin, ...env.tagSources.script], img: [tagManagerOrigin, ...env.tagSources.img], connect: [tagManagerOrigin, ...env.tagSources.connect], frame: env.tagSources.frame }
    : { script: [], img: [], connect: [], frame: [] };
  const contentOrigin = env.content.embedded ? [] : [new URL(env.content.apiUrl).origin];
  const mediaOrigin = env.content.mediaOrigin && !contentOrigin.includes(env.content.mediaOrigin) ? [env.content.mediaOrigin] : [];
  const errorReporting = env.sentryDsn ? [new URL(env.sentryDsn).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build needs eval for its debugging aids; the production build never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...tags.script, reviewsOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...contentOrigin, ...mediaOrigin, ...tags.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tags.connect, ...errorReporting],
    'frame-src': [reviewsOrigin, ...tags.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': framedBy.length ? ["'self'", ...framedBy] : ["'none'"],
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

/**
 * An editor's preview of an article (src/app/[locale]/preview/): never indexed, and shown inside the content service's
 * admin panel, whose preview frames the site (Strapi 5; CONTENT_ADMIN_URL, or the API's origin).
 */
export function previewHeaders(env: HeaderEnv, options: { development?: boolean } = {}): { key: string; value: string }[] {
  const framedBy = env.content.adminOrigin ? [env.content.adminOrigin] : [];
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, { ...options, framedBy }) },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}
