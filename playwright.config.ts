import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The suite runs against the production build (`npm run test:e2e` builds it first, with this environment).
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** Where the test server keeps its leads (emptied when it starts); tests read the stored leads from here. */
export const leadsDataDir = path.join(tmpdir(), `kovalent-e2e-leads-${port}`);
// A distinctive content key, so a test can prove it never reaches the browser. Form tests say who they are with
// the client address header, so the per-address rate limit applies per test. The production servers run without a
// mail server and, unless a test's content service is named, on the sample blog: said explicitly, as production needs.
export const e2eEnv = {
  SITE_URL: baseURL,
  APP_ENV: 'production',
  GTM_ID: 'GTM-E2ETEST',
  CONTENT_API_TOKEN: 'e2e-content-key-7c41d9a2f0',
  CONTENT_WEBHOOK_SECRET: 'e2e-webhook-secret-5d2e8b',
  CONTENT_PREVIEW_SECRET: 'e2e-preview-secret-4b9f1c7d2a8e6f30',
  CLIENT_IP_HEADER: 'x-client-ip',
  LEADS_MAIL: 'off',
  CONTENT_SAMPLE: 'on',
};
/**
 * The same build with its outside systems failing: a content service that hangs, answers garbage or far too much
 * (e2e/misbehaving-content-service.ts), and lead storage in a folder that cannot be created.
 */
export const brokenContentURL = `http://localhost:${port + 1}`;
const misbehavingContentPort = port + 2;
/** The same build reading a content service whose posts a test can edit (e2e/live-content-service.ts). */
export const liveContentSiteURL = `http://localhost:${port + 4}`;
export const liveContentServiceURL = `http://localhost:${port + 3}`;
const liveContentToken = 'live-content-key';

/** A visitor who has decided on cookies: with or without Marketing. */
export function consentState(marketing: boolean) {
  const record = {
    preferences: { Technicals: true, Marketing: marketing },
    policyVersion: '1.0.0',
    consentDate: 'Sun, 01 Nov 2026 00:00:00 GMT',
    userConsent: true,
  };
  const cookie = {
    name: 'cookieConsent',
    value: encodeURIComponent(JSON.stringify(record)),
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return { cookies: [cookie], origins: [] };
}

export default defineConfig({
  testDir: 'e2e',
  // e2e/*.test.ts are unit tests of the specs' pure helpers, run by Vitest.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The suite shares two cores with three servers and two browsers: waits are generous, since speed is measured by
  // the benchmarks, never asserted here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Most specs browse as a visitor who already declined optional cookies, so the banner stays out of the way;
    // the consent spec starts without this cookie.
    storageState: consentState(false),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /mobile/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /mobile/ },
  ],
  webServer: [
    {
      // The production server, as `npm start` runs it.
      command: `rm -rf ${leadsDataDir} && npm start`,
      url: `${baseURL}/robots.txt`,
      env: { ...e2eEnv, PORT: String(port), DATA_DIR: leadsDataDir },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/misbehaving-content-service.ts ${misbehavingContentPort}`,
      url: `http://localhost:${misbehavingContentPort}/`,
      reuseExistingServer: false,
    },
    {
      command: 'npm start',
      url: `${brokenContentURL}/robots.txt`,
      env: {
        ...e2eEnv,
        PORT: String(port + 1),
        DATA_DIR: '/dev/null/leads',
        SITE_URL: brokenContentURL,
        CONTENT_API_URL: `http://localhost:${misbehavingContentPort}/api`,
        CONTENT_API_TOKEN: 'misbehaving-service-key',
        CONTENT_SAMPLE: '',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/live-content-service.ts ${port + 3} ${liveContentToken}`,
      url: `${liveContentServiceURL}/api/posts?locale=en`,
      reuseExistingServer: false,
    },
    {
      command: 'npm start',
      url: `${liveContentSiteURL}/robots.txt`,
      env: {
        ...e2eEnv,
        PORT: String(port + 4),
        DATA_DIR: `${leadsDataDir}-live-content`,
        SITE_URL: liveContentSiteURL,
        CONTENT_API_URL: `${liveContentServiceURL}/api`,
        CONTENT_API_TOKEN: liveContentToken,
        CONTENT_SAMPLE: '',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
