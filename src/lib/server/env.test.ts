import { defaultTagSources } from '@/config/tag-vendors';
import { describe, expect, it } from 'vitest';
import { embeddedContentToken, parseServerEnv } from './env';
import { connectionAddressHeader } from '../geo/resolve-country';

/** A production environment that says how it runs without a mail server and a content service. */
const production = { APP_ENV: 'production', SITE_URL: 'https://example.com', CLIENT_IP_HEADER: 'x-real-ip', LEADS_MAIL: 'off', CONTENT_SAMPLE: 'on' };

describe('parseServerEnv', () => {
  it('defaults to development on the local address', () => {
    expect(parseServerEnv({})).toEqual({
      appEnv: 'development',
      siteUrl: 'http://localhost:3000',
      geo: { countryHeader: undefined, clientIpHeader: connectionAddressHeader, trustedProxyHops: 1 },
      gtmId: undefined,
      tagSources: defaultTagSources,
      sentryDsn: undefined,
      reviewsWidgetId: 'kovalent-reviews-7f3a9c',
      content: {
        apiUrl: 'http://localhost:3000/api/content',
        token: embeddedContentToken,
        embedded: true,
        webhookSecret: undefined,
      },
      leads: {
        databaseUrl: undefined,
        dataDir: 'data',
        smtpUrl: undefined,
        mailFrom: 'Kovalent Software website <website@kovalent.software>',
        recipients: { contact: 'hello@kovalent.software', application: 'jobs@kovalent.software', estimate: 'hello@kovalent.software' },
        stuckAfterMinutes: 15,
      },
      regenerateSeconds: 60,
    });
    expect(parseServerEnv({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it('takes the reviews widget id of this environment and rejects a malformed one', () => {
    expect(parseServerEnv({ REVIEWS_WIDGET_ID: 'staging-2041' }).reviewsWidgetId).toBe('staging-2041');
    expect(() => parseServerEnv({ REVIEWS_WIDGET_ID: '"><script>' })).toThrow(/REVIEWS_WIDGET_ID/);
  });

  it('configures lead storage and delivery, and refuses what cannot work', () => {
    const leads = parseServerEnv({
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/leads',
      DATA_DIR: '/var/lib/site',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      LEADS_MAIL_TO_CONTACT: 'sales@kovalent.software',
      LEADS_STUCK_AFTER_MINUTES: '60',
    }).leads;
    expect(leads).toMatchObject({
      databaseUrl: 'postgres://site:secret@db.internal:5432/leads',
      dataDir: '/var/lib/site',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      recipients: { contact: 'sales@kovalent.software', application: 'jobs@kovalent.software', estimate: 'sales@kovalent.software' },
      stuckAfterMinutes: 60,
    });
    expect(() => parseServerEnv({ LEADS_STUCK_AFTER_MINUTES: '0' })).toThrow(/LEADS_STUCK_AFTER_MINUTES/);
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://db/leads' })).toThrow(/DATABASE_URL/);
    expect(() => parseServerEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseServerEnv({ LEADS_MAIL_TO_APPLICATION: 'jobs' })).toThrow(/LEADS_MAIL_TO_APPLICATION/);
  });

  it('accepts a Redis URL for the shared cache and refuses anything else', () => {
    expect(() => parseServerEnv({ REDIS_URL: 'redis://:secret@cache.internal:6379' })).not.toThrow();
    expect(() => parseServerEnv({ REDIS_URL: 'rediss://cache.internal:6380' })).not.toThrow();
    expect(() => parseServerEnv({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseServerEnv({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
  });

  it('regenerates blog pages and home every minute, or sooner when a build says so, never later than their segment config', () => {
    expect(parseServerEnv({ REGENERATE_SECONDS: '5' }).regenerateSeconds).toBe(5);
    expect(() => parseServerEnv({ REGENERATE_SECONDS: '120' })).toThrow(/REGENERATE_SECONDS: is at most 60: the pages' own segment config/);
    expect(() => parseServerEnv({ REGENERATE_SECONDS: '0' })).toThrow(/REGENERATE_SECONDS/);
  });

  it("takes the sources each tag vendor needs as HTTPS origins, the site's own by default", () => {
    const env = parseServerEnv({ TAG_SCRIPT_SRC: 'https://connect.facebook.net, https://*.hotjar.com', TAG_FRAME_SRC: 'https://td.doubleclick.net', TAG_IMG_SRC: 'none' });
    expect(env.tagSources).toEqual({
      script: ['https://connect.facebook.net', 'https://*.hotjar.com'],
      connect: defaultTagSources.connect,
      img: [],
      frame: ['https://td.doubleclick.net'],
    });
    expect(parseServerEnv({ TAG_SCRIPT_SRC: '' }).tagSources.script).toEqual(defaultTagSources.script);
    // Nothing wider than an origin or a domain's subdomains: any script, any HTTPS host, plain HTTP, a whole top-level
    // domain, a keyword, a path, another directive.
    for (const wide of ['*', 'https:', 'https://*', 'http://cdn.vendor.example', 'https://*.com', "'unsafe-eval'", 'https://cdn.vendor.example/tag.js', 'data:', 'https://a.example;script-src']) {
      expect(() => parseServerEnv({ TAG_SCRIPT_SRC: `https://snap.licdn.com ${wide}` }), wide).toThrow(/TAG_SCRIPT_SRC: ".+" is not an HTTPS origin/);
    }
  });

  it('treats empty variables, as in a copy of .env.example, as unset', () => {
    const env = parseServerEnv({ GTM_ID: '', DATABASE_URL: '', SMTP_URL: '', CONTENT_API_URL: '', SITE_URL: '' });
    expect(env).toEqual(parseServerEnv({}));
  });

  it('normalises SITE_URL to its origin', () => {
    expect(parseServerEnv({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com');
  });

  it('requires SITE_URL outside development', () => {
    expect(() => parseServerEnv({ APP_ENV: 'production' })).toThrow(/SITE_URL: is required when APP_ENV=production/);
    expect(() => parseServerEnv({ APP_ENV: 'staging' })).toThrow(/SITE_URL/);
    expect(parseServerEnv(production).appEnv).toBe('production');
  });

  it('requires a source of client addresses outside development, so per-visitor limits cannot be forged', () => {
    expect(() => parseServerEnv({ APP_ENV: 'production', SITE_URL: 'https://example.com' })).toThrow(
      /CLIENT_IP_HEADER: is required when APP_ENV=production: the header your proxy puts the client address in, or "socket"/,
    );
    expect(() => parseServerEnv({ APP_ENV: 'staging', SITE_URL: 'https://example.com' })).toThrow(/CLIENT_IP_HEADER/);
    // Development without it: the connection's own address, never one limit shared by every visitor.
    expect(parseServerEnv({}).geo.clientIpHeader).toBe(connectionAddressHeader);
    // Visitors connecting straight to the production server: the address it writes from the connection.
    expect(parseServerEnv({ ...production, CLIENT_IP_HEADER: 'Socket' }).geo.clientIpHeader).toBe(
      connectionAddressHeader,
    );
  });

  it('rejects an unknown environment and a malformed URL with a clear message', () => {
    expect(() => parseServerEnv({ APP_ENV: 'prod' })).toThrow(/Invalid environment[\s\S]*APP_ENV/);
    expect(() => parseServerEnv({ SITE_URL: 'example.com' })).toThrow(/SITE_URL/);
    expect(() => parseServerEnv({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
  });
});

describe('tracking and error reporting', () => {
  it('run only in production', () => {
    const tracking = { GTM_ID: 'GTM-ABC123', SENTRY_DSN: 'https://key@errors.example.com/1' };
    expect(parseServerEnv({ ...tracking, ...production, APP_ENV: 'staging', SITE_URL: 'https://s.example.com' })).toMatchObject({
      gtmId: undefined,
      sentryDsn: undefined,
    });
    expect(parseServerEnv({ ...tracking, ...production })).toMatchObject({
      gtmId: 'GTM-ABC123',
      sentryDsn: 'https://key@errors.example.com/1',
    });
  });

  it('reads which proxy and CDN headers to trust', () => {
    expect(
      parseServerEnv({ ...production, GEO_COUNTRY_HEADER: 'CF-IPCountry', CLIENT_IP_HEADER: 'X-Forwarded-For', TRUSTED_PROXY_HOPS: '2' }).geo,
    ).toEqual({ countryHeader: 'cf-ipcountry', clientIpHeader: 'x-forwarded-for', trustedProxyHops: 2 });
    expect(() => parseServerEnv({ GTM_ID: 'UA-1' })).toThrow(/GTM_ID/);
  });

  it('uses the configured content service with its token, or the embedded one on the site itself', () => {
    const configured = parseServerEnv({ CONTENT_API_URL: 'https://cms.example.com/api/', CONTENT_API_TOKEN: 'a'.repeat(32) });
    expect(configured.content).toMatchObject({ apiUrl: 'https://cms.example.com/api', token: 'a'.repeat(32), embedded: false });
    expect(() => parseServerEnv({ CONTENT_API_URL: 'https://cms.example.com/api' })).toThrow(/CONTENT_API_TOKEN: is required/);
    expect(parseServerEnv({ SITE_URL: 'https://www.example.com' }).content.apiUrl).toBe('https://www.example.com/api/content');
  });

  it('takes a preview secret that is long and can stand in a link as it is, and none by default', () => {
    const secret = 'f3a9c1e07b2d4d8e9a6b5c4d3e2f1a0b';
    expect(parseServerEnv({ CONTENT_PREVIEW_SECRET: secret }).content.previewSecret).toBe(secret);
    expect(parseServerEnv({}).content.previewSecret).toBeUndefined();
    expect(() => parseServerEnv({ CONTENT_PREVIEW_SECRET: 'too-short-0123456789' })).toThrow(/CONTENT_PREVIEW_SECRET: Too small/);
    expect(() => parseServerEnv({ CONTENT_PREVIEW_SECRET: `${secret}&locale=de` })).toThrow(/CONTENT_PREVIEW_SECRET: letters, digits and -._~ only/);
  });
});

describe('a production server', () => {
  const live = { APP_ENV: 'production', SITE_URL: 'https://example.com', CLIENT_IP_HEADER: 'x-real-ip' };
  const mail = { SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' };
  const content = { CONTENT_API_URL: 'https://cms.example.com/api', CONTENT_API_TOKEN: 'a'.repeat(32) };

  it('refuses to start without a mail server or a content service, naming each and its opt-out', () => {
    expect(() => parseServerEnv({ ...live, ...content })).toThrow(
      'SMTP_URL: is required when APP_ENV=production; set LEADS_MAIL=off to run without it (leads are stored, not mailed)',
    );
    expect(() => parseServerEnv({ ...live, ...mail })).toThrow(
      'CONTENT_API_URL: is required when APP_ENV=production; set CONTENT_SAMPLE=on to run without it (the blog shows the embedded sample articles)',
    );
    expect(() => parseServerEnv({ ...live, ...mail, ...content, SMTP_URL: '' })).toThrow(/SMTP_URL: is required/);
    expect(parseServerEnv({ ...live, ...mail, ...content })).toMatchObject({ leads: { smtpUrl: mail.SMTP_URL }, content: { embedded: false } });
  });

  it('starts without them when the operator says so, and then mails nothing and serves the sample blog', () => {
    const env = parseServerEnv({ ...live, LEADS_MAIL: 'off', CONTENT_SAMPLE: 'on' });
    expect(env.leads.smtpUrl).toBeUndefined();
    expect(env.content.embedded).toBe(true);
    expect(() => parseServerEnv({ ...live, LEADS_MAIL: 'no', CONTENT_SAMPLE: 'on' })).toThrow(/LEADS_MAIL/);
    expect(() => parseServerEnv({ ...live, LEADS_MAIL: 'off', CONTENT_SAMPLE: 'yes' })).toThrow(/CONTENT_SAMPLE/);
  });

  it('refuses an opt-out together with what it opts out of, in any environment', () => {
    expect(() => parseServerEnv({ ...live, ...mail, ...content, LEADS_MAIL: 'off' })).toThrow('LEADS_MAIL: =off contradicts SMTP_URL: unset one of them');
    expect(() => parseServerEnv({ ...content, CONTENT_SAMPLE: 'on' })).toThrow('CONTENT_SAMPLE: =on contradicts CONTENT_API_URL: unset one of them');
  });

  it('is checked when it starts, not when it is built', () => {
    expect(parseServerEnv(live, 'build').appEnv).toBe('production');
    expect(() => parseServerEnv(live, 'start')).toThrow(/SMTP_URL[\s\S]*CONTENT_API_URL/);
  });

  it('refuses to run the production command without APP_ENV, which would make it a development site', () => {
    expect(() => parseServerEnv({}, 'start')).toThrow(/APP_ENV: is required by the production server \(npm start\): production for the live site/);
    expect(parseServerEnv({ APP_ENV: 'development' }, 'start').appEnv).toBe('development');
    // The build, the development server and the leads command keep the development default.
    expect(parseServerEnv({}, 'build').appEnv).toBe('development');
    expect(parseServerEnv({}).appEnv).toBe('development');
  });

  it('without a content token of its own, the embedded content service answers to a key drawn when the server starts', () => {
    expect(embeddedContentToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(embeddedContentToken).not.toBe('embedded-content-service-key');
    expect(parseServerEnv({ CONTENT_API_TOKEN: 'b'.repeat(16) }).content.token).toBe('b'.repeat(16));
  });
});
