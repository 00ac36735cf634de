/**
 * How the server environment is read and validated. The site reads it through `serverEnv` (env.ts, server
 * only); next.config, which Node loads before any bundling, parses it here. Variables are documented in
 * .env.example.
 */
import { z } from 'zod';
import { siteConfig } from '../../config/site';
import { defaultTagSources, type TagSources } from '../../config/tag-vendors';
import { connectionAddressHeader, type GeoConfig } from '../geo/resolve-country';
import { processWide } from './process-wide.mjs';

/**
 * What a production server cannot do without unless the operator says so: one that starts without them runs, but
 * mails no lead or shows the sample blog, and nobody notices. Checked when a server starts, not when it is built.
 */
const productionNeeds = [
  { variable: 'SMTP_URL', optOut: 'LEADS_MAIL', value: 'off', without: 'leads are stored, not mailed' },
  { variable: 'CONTENT_API_URL', optOut: 'CONTENT_SAMPLE', value: 'on', without: 'the blog shows the embedded sample articles' },
] as const;

/**
 * How often blog pages and home are drawn again, as their segment config says it (`export const revalidate = 60`, a
 * literal, as Next.js requires; src/lib/server/cache/page-lifetime.test.ts holds both to this number). REGENERATE_SECONDS may
 * only shorten it: the end-to-end and cluster builds do, so that their tests need not wait a minute.
 */
export const regeneratedSegmentSeconds = 60;

/**
 * A list of sources a tag vendor needs (TAG_SCRIPT_SRC and its kin): HTTPS origins, a host or every subdomain of one
 * (`https://cdn.vendor.example`, `https://*.vendor.example`), separated by spaces or commas; `none` for none. Nothing
 * wider: no `*`, no scheme alone, no plain HTTP, no keyword such as 'unsafe-eval'.
 */
const tagSources = z
  .string()
  .transform((value) => (value.trim() === 'none' ? [] : value.split(/[\s,]+/).filter(Boolean)))
  .superRefine((sources, ctx) => {
    for (const source of sources) {
      if (!/^https:\/\/(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?$/.test(source)) {
        ctx.addIssue({ code: 'custom', message: `"${source}" is not an HTTPS origin such as https://cdn.vendor.example or https://*.vendor.example` });
      }
    }
    if (sources.length > 40) ctx.addIssue({ code: 'custom', message: 'lists more than 40 sources' });
  });

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'staging', 'production']).default('development'),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    GEO_COUNTRY_HEADER: z.string().regex(/^[a-z0-9-]+$/i).optional(),
    CLIENT_IP_HEADER: z.string().regex(/^[a-z0-9-]+$/i).optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
    TAG_SCRIPT_SRC: tagSources.optional(),
    TAG_CONNECT_SRC: tagSources.optional(),
    TAG_IMG_SRC: tagSources.optional(),
    TAG_FRAME_SRC: tagSources.optional(),
    SENTRY_DSN: z.url().optional(),
    REVIEWS_WIDGET_ID: z.string().regex(/^[\w-]+$/).optional(),
    CONTENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    CONTENT_API_TOKEN: z.string().min(16).optional(),
    CONTENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    // It travels in a link, which can be tried from anywhere: long enough that guessing it is hopeless.
    CONTENT_PREVIEW_SECRET: z.string().min(32).regex(/^[\w.~-]+$/, 'letters, digits and -._~ only, to stand in a link as it is').optional(),
    CONTENT_MEDIA_URL: z.url({ protocol: /^https?$/ }).optional(),
    CONTENT_ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    LEADS_MAIL: z.literal('off').optional(),
    CONTENT_SAMPLE: z.literal('on').optional(),
    LEADS_MAIL_FROM: z.string().min(3).optional(),
    LEADS_MAIL_TO_CONTACT: z.email().optional(),
    LEADS_MAIL_TO_APPLICATION: z.email().optional(),
    LEADS_STUCK_AFTER_MINUTES: z.coerce.number().int().min(1).default(15),
    REGENERATE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(regeneratedSegmentSeconds, `is at most ${regeneratedSegmentSeconds}: the pages' own segment config, which Next.js needs as a literal, says ${regeneratedSegmentSeconds}`)
      .default(regeneratedSegmentSeconds),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'development' && !env.SITE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: `is required when APP_ENV=${env.APP_ENV}` });
    }
    // Per-visitor limits need an address nobody can forge: the proxy's header, or the connection itself.
    if (env.APP_ENV !== 'development' && !env.CLIENT_IP_HEADER) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLIENT_IP_HEADER'],
        message: `is required when APP_ENV=${env.APP_ENV}: the header your proxy puts the client address in, or "socket" when visitors connect to this server directly`,
      });
    }
    if (env.CONTENT_API_URL && !env.CONTENT_API_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['CONTENT_API_TOKEN'], message: 'is required with CONTENT_API_URL' });
    }
    // An opt-out says what the site goes without; with that configured as well, one of the two is a mistake.
    for (const { variable, optOut, value } of productionNeeds) {
      if (env[optOut] && env[variable]) {
        ctx.addIssue({ code: 'custom', path: [optOut], message: `=${value} contradicts ${variable}: unset one of them` });
      }
    }
  });

/** Who reads the environment: `next build`, `next start` (the production command), or anything else. */
export type EnvReader = 'build' | 'start' | undefined;

export type ServerEnv = {
  appEnv: 'development' | 'staging' | 'production';
  /** Origin for absolute links (canonical, hreflang, sitemap, Open Graph), without a trailing slash. */
  siteUrl: string;
  geo: GeoConfig;
  /** Tag manager container, only in production. */
  gtmId?: string;
  /** What the tag manager's tags may load and reach, per directive of the Content-Security-Policy (with a container only). */
  tagSources: TagSources;
  /** Error reporting, only in production. */
  sentryDsn?: string;
  /** The reviews widget's id for this environment (the site config's by default). */
  reviewsWidgetId: string;
  content: ContentConfig;
  leads: LeadsConfig;
  /** Seconds until blog pages and home are drawn again, and a CDN may keep them (REGENERATE_SECONDS, fixed by the build). */
  regenerateSeconds: number;
};

export interface LeadsConfig {
  /** PostgreSQL for deployments with several servers; unset: the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** smtp(s)://user:password@host:port; unset (LEADS_MAIL=off in production): leads are stored and listed by `npm run leads`, not mailed. */
  smtpUrl?: string;
  mailFrom: string;
  recipients: { contact: string; application: string; estimate: string };
  /** How long the oldest undelivered lead may wait before it is logged, reported and shown as stuck by the health check. */
  stuckAfterMinutes: number;
}

export interface ContentConfig {
  /** Base URL of the Strapi REST API (v4 or 5), including `/api`. */
  apiUrl: string;
  /** Read-only API token, sent as a bearer header. Server-side only. */
  token: string;
  /** True when the site serves its own sample content (no CONTENT_API_URL configured). */
  embedded: boolean;
  /** Shared secret of the publish webhook that revalidates cached content; unset disables the webhook. */
  webhookSecret?: string;
  /** Secret of the editors' preview links (src/app/api/preview/); unset disables the preview. */
  previewSecret?: string;
  /** Where the service's uploads are served from when not from its own origin (a bucket, a CDN). */
  mediaOrigin?: string;
  /** The origin of the service's admin, whose preview frames the site: CONTENT_ADMIN_URL's, or the API's. */
  adminOrigin?: string;
}

/**
 * The embedded content service's key when CONTENT_API_TOKEN does not set one: drawn when the server starts, so that
 * its HTTP endpoint answers nobody outside (the site itself reads the sample content in process, src/lib/blog/source.ts).
 */
export const embeddedContentToken = processWide('embedded-content-token', () => crypto.randomUUID());

export function parseServerEnv(source: Record<string, string | undefined>, reader?: EnvReader): ServerEnv {
  // An empty variable (`GTM_ID=` as in .env.example) means unset.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(given);
  const problems = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  // The production command run without APP_ENV would be a development site: localhost links, no HSTS.
  if (reader === 'start' && !given.APP_ENV) {
    problems.push('APP_ENV: is required by the production server (npm start): production for the live site, staging, or development to try a build on this machine (npm run serve sets it)');
  }
  if (result.success && result.data.APP_ENV === 'production' && reader !== 'build') {
    for (const { variable, optOut, value, without } of productionNeeds) {
      if (!result.data[variable] && !result.data[optOut]) {
        problems.push(`${variable}: is required when APP_ENV=production; set ${optOut}=${value} to run without it (${without})`);
      }
    }
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid environment (see .env.example):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  const env = result.data;
  const production = env.APP_ENV === 'production';
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${source.PORT ?? 3000}`).origin;
  return {
    appEnv: env.APP_ENV,
    siteUrl,
    geo: {
      countryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase(),
      // Unset (development only): the connection's address, as with `socket`, so that visitors never share one limit.
      clientIpHeader: !env.CLIENT_IP_HEADER || env.CLIENT_IP_HEADER.toLowerCase() === 'socket' ? connectionAddressHeader : env.CLIENT_IP_HEADER.toLowerCase(),
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    },
    gtmId: production ? env.GTM_ID : undefined,
    tagSources: {
      script: env.TAG_SCRIPT_SRC ?? defaultTagSources.script,
      connect: env.TAG_CONNECT_SRC ?? defaultTagSources.connect,
      img: env.TAG_IMG_SRC ?? defaultTagSources.img,
      frame: env.TAG_FRAME_SRC ?? defaultTagSources.frame,
    },
    sentryDsn: production ? env.SENTRY_DSN : undefined,
    reviewsWidgetId: env.REVIEWS_WIDGET_ID ?? siteConfig.reviews.widgetId,
    // With CONTENT_API_URL the token is required (checked above); without it the site serves its own content.
    content: {
      apiUrl: env.CONTENT_API_URL?.replace(/\/+$/, '') ?? `${siteUrl}/api/content`,
      token: env.CONTENT_API_TOKEN ?? embeddedContentToken,
      embedded: !env.CONTENT_API_URL,
      webhookSecret: env.CONTENT_WEBHOOK_SECRET,
      previewSecret: env.CONTENT_PREVIEW_SECRET,
      mediaOrigin: env.CONTENT_MEDIA_URL && new URL(env.CONTENT_MEDIA_URL).origin,
      adminOrigin: env.CONTENT_ADMIN_URL ? new URL(env.CONTENT_ADMIN_URL).origin : env.CONTENT_API_URL && new URL(env.CONTENT_API_URL).origin,
    },
    leads: {
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR ?? 'data',
      smtpUrl: env.SMTP_URL,
      mailFrom: env.LEADS_MAIL_FROM ?? `${siteConfig.name} website <website@${siteConfig.email.split('@')[1]}>`,
      recipients: {
        contact: env.LEADS_MAIL_TO_CONTACT ?? siteConfig.email,
        application: env.LEADS_MAIL_TO_APPLICATION ?? siteConfig.careersEmail,
        // Estimates are sales enquiries: they go where contact enquiries go.
        estimate: env.LEADS_MAIL_TO_CONTACT ?? siteConfig.email,
      },
      stuckAfterMinutes: env.LEADS_STUCK_AFTER_MINUTES,
    },
    regenerateSeconds: env.REGENERATE_SECONDS,
  };
}
