import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { contentSecurityPolicy, previewHeaders, securityHeaders } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

// The headers are fixed when the site is built (next.config.ts), with the build's environment.
const production = parseServerEnv({ APP_ENV: 'production', SITE_URL: 'https://www.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip' }, 'build');

describe('content security policy', () => {
  it('allows only the site, the reviews widget and no eval when nothing else is configured', () => {
    const policy = directives(contentSecurityPolicy(parseServerEnv({})));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://widget.clutch.co']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://widget.clutch.co']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('adds the tag manager, analytics and LinkedIn origins only with a container', () => {
    const policy = directives(contentSecurityPolicy(parseServerEnv({ APP_ENV: 'production', SITE_URL: 'https://www.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip', GTM_ID: 'GTM-ABC123' }, 'build')));
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://*.googletagmanager.com', 'https://snap.licdn.com']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://px.ads.linkedin.com']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://px.ads.linkedin.com']));
    expect(contentSecurityPolicy(production)).not.toMatch(/google|linkedin|licdn/);
  });

  it("allows the sources configured for the tag manager's vendors instead of its own list, only with a container", () => {
    const vendors = { TAG_SCRIPT_SRC: 'https://connect.facebook.net', TAG_CONNECT_SRC: 'https://*.facebook.com', TAG_IMG_SRC: 'https://www.facebook.com', TAG_FRAME_SRC: 'https://td.doubleclick.net' };
    const base = { APP_ENV: 'production', SITE_URL: 'https://www.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip', ...vendors };
    const policy = directives(contentSecurityPolicy(parseServerEnv({ ...base, GTM_ID: 'GTM-ABC123' }, 'build')));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://*.googletagmanager.com', 'https://connect.facebook.net', 'https://widget.clutch.co']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.googletagmanager.com', 'https://*.facebook.com']);
    expect(policy['img-src']).toEqual(["'self'", 'https://*.googletagmanager.com', 'https://www.facebook.com']);
    expect(policy['frame-src']).toEqual(['https://widget.clutch.co', 'https://td.doubleclick.net']);
    expect(contentSecurityPolicy(parseServerEnv(base, 'build'))).not.toMatch(/facebook|doubleclick|googletagmanager/);
  });

  it('adds the error-reporting and content-service origins when they are configured', () => {
    const env = parseServerEnv({
      APP_ENV: 'production',
      SITE_URL: 'https://www.kovalent.software',
      CLIENT_IP_HEADER: 'x-real-ip',
      SENTRY_DSN: 'https://4f2c@o4507.ingest.de.sentry.io/4508',
      CONTENT_API_URL: 'https://cms.kovalent.software/api',
      CONTENT_API_TOKEN: 'read-only-token-123456',
    }, 'build');
    const policy = directives(contentSecurityPolicy(env));
    expect(policy['connect-src']).toEqual(["'self'", 'https://o4507.ingest.de.sentry.io']);
    expect(policy['img-src']).toEqual(["'self'", 'https://cms.kovalent.software']);
    expect(policy).toHaveProperty('upgrade-insecure-requests', []);
  });

  it('allows images from the media origin when the content service serves its uploads from elsewhere', () => {
    const env = parseServerEnv({
      CONTENT_API_URL: 'https://cms.kovalent.software/api',
      CONTENT_API_TOKEN: 'read-only-token-123456',
      CONTENT_MEDIA_URL: 'https://kovalent-media.s3.eu-central-1.amazonaws.com/uploads/',
    });
    expect(directives(contentSecurityPolicy(env))['img-src']).toEqual([
      "'self'",
      'https://cms.kovalent.software',
      'https://kovalent-media.s3.eu-central-1.amazonaws.com',
    ]);
    expect(() => parseServerEnv({ CONTENT_MEDIA_URL: 'javascript:alert(1)' })).toThrow(/CONTENT_MEDIA_URL/);
  });

  it('never allows eval in a build, only in the development server', () => {
    expect(contentSecurityPolicy(production)).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy(production, { development: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('security headers', () => {
  it('sends the fixed headers everywhere and HSTS in production only', () => {
    const headers = (env: Parameters<typeof securityHeaders>[0]) => Object.fromEntries(securityHeaders(env).map(({ key, value }) => [key, value]));
    expect(headers(production)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    const staging = parseServerEnv({ APP_ENV: 'staging', SITE_URL: 'https://staging.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip' });
    expect(headers(staging)).not.toHaveProperty('Strict-Transport-Security');
    expect(headers(staging)).toHaveProperty('Content-Security-Policy');
  });
});

describe('the headers of an editor\'s preview', () => {
  const headers = (env: Parameters<typeof previewHeaders>[0]) => Object.fromEntries(previewHeaders(env).map(({ key, value }) => [key, value]));

  it('let the content service\'s admin show it in a frame, keep the rest of the policy, and forbid indexing', () => {
    const env = parseServerEnv({ ...{ APP_ENV: 'production', SITE_URL: 'https://www.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip' }, CONTENT_API_URL: 'https://cms.kovalent.software/api', CONTENT_API_TOKEN: 'read-only-token-123456' }, 'build');
    const preview = headers(env);
    expect(directives(preview['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'self'", 'https://cms.kovalent.software']);
    expect({ ...directives(preview['Content-Security-Policy']!), 'frame-ancestors': [] }).toEqual({ ...directives(contentSecurityPolicy(env)), 'frame-ancestors': [] });
    expect(preview['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  it("let the admin frame it from its own address, where the site reaches the service at another (CONTENT_ADMIN_URL)", () => {
    const env = parseServerEnv({ APP_ENV: 'production', SITE_URL: 'https://www.kovalent.software', CLIENT_IP_HEADER: 'x-real-ip', CONTENT_API_URL: 'http://10.0.0.5:1337/api', CONTENT_API_TOKEN: 'read-only-token-123456', CONTENT_ADMIN_URL: 'https://cms.kovalent.software/admin' }, 'build');
    expect(directives(headers(env)['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'self'", 'https://cms.kovalent.software']);
  });

  it('let nobody frame it with the embedded content service, which has no admin', () => {
    expect(headers(production)['Content-Security-Policy']).toBe(contentSecurityPolicy(production));
    expect(directives(contentSecurityPolicy(production))['frame-ancestors']).toEqual(["'none'"]);
  });
});
