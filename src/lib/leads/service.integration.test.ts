/** The delivery loop as the server starts it: a lead stuck behind a mail server that refuses the site's login is said out loud. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as Sentry from '@sentry/nextjs';
import { afterEach, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../../test/smtp';
import { openDatabase } from './database';
import { createLeadStore } from './store';

vi.mock('@sentry/nextjs', () => ({ init: vi.fn(), captureMessage: vi.fn() }));

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-service-'));
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

it('logs each failed attempt and reports the stuck lead to error reporting', async () => {
  const smtp = await startSmtpServer();
  smtp.refuse.login = true;
  const { db, dialect } = await openDatabase({ dataDir });
  const store = createLeadStore(db, dialect);
  await store.saveLead({ kind: 'contact', locale: 'en', page: '/contact', name: 'Ida Berg', email: 'ida@example.com', fields: { message: 'Hello' } }, Date.now() - 20 * 60_000);
  await store.close();
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SMTP_URL', smtp.urlWithLogin);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const { startServerErrorReporting } = await import('@/lib/server/error-reporting');
  await startServerErrorReporting('https://public-key@errors.example/1');
  const service = await import('./service');
  service.startDeliveryLoop(60 * 60_000);
  try {
    await vi.waitFor(() => expect(Sentry.captureMessage).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(Sentry.captureMessage).toHaveBeenCalledWith(expect.stringMatching(/^Leads are stuck: the oldest undelivered lead has waited 20 minutes/), 'error');
    const lines = errors.mock.calls.map((call) => call.join(' '));
    expect(lines).toEqual([expect.stringMatching(/\(contact\) not delivered, attempt 1, failed; next try .*535/), expect.stringMatching(/^Leads are stuck/)]);
  } finally {
    await (await service.leadStore()).close();
    await smtp.stop();
  }
});
