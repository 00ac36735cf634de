import { randomInt } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { sqliteFile } from '@/lib/leads/database';
import { baseURL as origin, leadsDataDir } from '../playwright.config';
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
test('the server opens its lead database once, however many routes use it', async ({ request }) => {
  // The start-up code has opened it (the retention loop); now the health check, the lead endpoint and the result page.
  expect((await request.get('/api/health')).status()).toBe(200);
  const post = await request.post('/api/leads/contact', {
    headers: { origin, accept: 'text/html', 'x-client-ip': `192.0.2.${randomInt(1, 255)}` },
    form: { name: 'Ida Berg', email: 'not-an-address', message: 'Hello', locale: 'en', page: '/contact' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(303);
  expect((await request.get(post.headers().location!)).status()).toBe(200);
  expect(openHandles(sqliteFile(leadsDataDir))).toEqual([1]);
});
