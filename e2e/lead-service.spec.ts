import { randomInt } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { sqliteFile } from '@/lib/leads/database-file';
import { leadsDataDir } from '../playwright.config';
import { expect, test } from './fixtures';

/** How many handles each process on this machine holds on `file` (from /proc, as an operator's lsof would see it). */
function openHandles(file: string) {
  const handles: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let count = 0;
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (readlinkSync(`/proc/${pid}/fd/${fd}`) === file) count++;
    } catch {
      continue; // a process that ended meanwhile, or one of another user
    }
    if (count) handles.push(count);
  }
  return handles;
}

// Next.js bundles the start-up code and each route apart, each with its own copy of the modules it imports; the lead
// service is still one per process: one database connection, and one rate limiter, the one the retention loop sweeps.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server opens its lead database once, however many routes use it', async ({ page, request }) => {
    // The start-up code has opened it (the retention loop); now the health check, the lead endpoint, and the page it
    // asks its own server for, which answers the post.
    expect((await request.get('/api/health')).status()).toBe(200);
    await page.setExtraHTTPHeaders({ 'x-client-ip': `192.0.2.${randomInt(1, 255)}` });
    await page.goto('/contact');
    // "a@b" passes the browser's own check but not the site's rules, so the endpoint answers with the page.
    await page.getByLabel('Your name', { exact: true }).fill('Ida Berg');
    await page.getByLabel('E-mail address', { exact: true }).fill('ida@b');
    await page.getByLabel('Your message', { exact: true }).fill('We need an interface to our ERP system.');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await answered).status()).toBe(422);
    await expect(page.getByText('Please check the marked fields.')).toBeVisible();
    expect(openHandles(sqliteFile(leadsDataDir))).toEqual([1]);
  });
});
