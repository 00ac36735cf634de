import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { baseURL, brokenContentURL } from '../playwright.config';
import { rawRequest } from '../test/raw-request';
import { expect, test } from './fixtures';

// The production server is Next.js's own (`npm start`); what the shipped proxy adds (compression, the micro-cache)
// is tested through it in test/cluster.test.ts.

/** A raw GET, so that nothing between the test and the server decodes, buffers or hides what was sent. */
const rawGet = (url: string, headers: Record<string, string> = {}) => rawRequest(url, { headers });

test('build files are sent as they lie on disk, whatever encoding a client asks for: no request makes the server compress', async () => {
  const dir = path.join('.next', 'static', 'chunks');
  const largest = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: readFileSync(path.join(dir, name)).length }))
    .sort((a, b) => b.size - a.size)[0]!;
  const onDisk = readFileSync(path.join(dir, largest.name));
  const encodings = ['br', 'gzip', 'br;q=0.1234', 'gzip;q=0.5, br;q=0.4321', 'deflate', 'br, gzip, deflate', '*', 'br;q=1.0'];
  const answers = await Promise.all(encodings.map((encoding) => rawGet(`${baseURL}/_next/static/chunks/${largest.name}?v=${Math.random()}`, { 'accept-encoding': encoding })));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(onDisk)).toBe(true);
  }
});

test('a page rendered on demand goes out as Next.js writes it: chunked, with no compressing layer holding it back', async () => {
  const answer = await rawGet(`${baseURL}/mvp-cost-calculator/app?product=web&section=1&step=2`, { 'accept-encoding': 'br, gzip' });
  expect(answer.status).toBe(200);
  expect(answer.headers['transfer-encoding']).toBe('chunked');
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.toString()).toContain('</html>');
});

test('an idle connection is kept open longer than the shipped proxy keeps its connections to the server', async () => {
  const answer = await rawGet(`${baseURL}/robots.txt`);
  const serverSeconds = Number(/timeout=(\d+)/.exec(String(answer.headers['keep-alive']))?.[1]);
  const proxySeconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(readFileSync('deploy/nginx/kovalent/upstream.conf', 'utf8'))?.[1]);
  expect(proxySeconds).toBeGreaterThan(0);
  expect(serverSeconds).toBeGreaterThan(proxySeconds);
});

test('the health check says the server can take leads, and how long the oldest undelivered lead has waited', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body).toHaveProperty('oldestUndeliveredLeadAgeSeconds');
});

test('the health check answers 503 where the lead storage cannot be opened, without saying where it is', async ({ request }) => {
  // That server's DATA_DIR is a folder that cannot be created (playwright.config.ts).
  const response = await request.get(`${brokenContentURL}/api/health`);
  expect(response.status()).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text).status).toBe('unavailable');
  expect(text).not.toContain('/dev/null');
});
