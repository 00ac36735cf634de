import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv } from '../playwright.config';
import { startSentryIngest } from '../test/sentry-ingest';
import { expect, test } from './fixtures';

// Servers of their own, on ports above the suite's five (E2E_PORT…+4), so that checkouts side by side stay apart.
const firstPort = Number(process.env.E2E_PORT ?? 3100) + 90;

// Each on a port of its own: the tests run side by side. A variable set to '' is unset.
for (const [index, { without, unset, message }] of [
  { without: 'SITE_URL', unset: ['SITE_URL'], message: 'SITE_URL: is required when APP_ENV=production' },
  { without: 'CLIENT_IP_HEADER', unset: ['CLIENT_IP_HEADER'], message: 'CLIENT_IP_HEADER: is required when APP_ENV=production' },
  {
    without: 'SMTP_URL or LEADS_MAIL=off',
    unset: ['LEADS_MAIL'],
    message: 'SMTP_URL: is required when APP_ENV=production; set LEADS_MAIL=off to run without it (leads are stored, not mailed)',
  },
  {
    without: 'CONTENT_API_URL or CONTENT_SAMPLE=on',
    unset: ['CONTENT_SAMPLE'],
    message: 'CONTENT_API_URL: is required when APP_ENV=production; set CONTENT_SAMPLE=on to run without it',
  },
  { without: 'APP_ENV', unset: ['APP_ENV'], message: 'APP_ENV: is required by the production server (npm start)' },
].entries()) {
  test(`the production server refuses to start without ${without}, and says why`, async () => {
    // The README's production command.
    const server = spawn('npm', ['start'], {
      env: { ...process.env, ...e2eEnv, PORT: String(firstPort + index), ...Object.fromEntries(unset.map((name) => [name, ''])) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exitCode = await Promise.race([
      new Promise<number | null>((resolve) => server.once('exit', resolve)),
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000)),
    ]);
    if (exitCode === 'running') process.kill(-server.pid!, 'SIGKILL');
    expect(exitCode).toBe(1);
    expect(output).toContain(message);
  });
}

/** The servers a test started and has not stopped: stopped after it, also when it failed or ran out of time. */
const running = new Set<() => Promise<void>>();
test.afterEach(async () => {
  for (const stop of running) await stop();
});

/** Starts `npm start` with the suite's environment and `env` over it; resolves once it is ready for traffic. */
async function startSiteWithEnv(port: number, env: Record<string, string>) {
  const server = spawn('npm', ['start'], { env: { ...process.env, ...e2eEnv, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    running.delete(stop);
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGTERM');
    await exited;
  };
  running.add(stop);
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ready in') && resolve());
    server.once('exit', (code) => reject(new Error(`the server stopped with ${code}`)));
  });
  return stop;
}

/** A contact form post over a connection from `localAddress` (any of 127.0.0.0/8 reaches this machine), answered with its status. */
function postFrom(localAddress: string, origin: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<number>((resolve, reject) => {
    const post = httpRequest(
      `${origin}/api/leads/contact`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (response) => response.resume().once('end', () => resolve(response.statusCode!)),
    );
    post.once('error', reject).end(body);
  });
}

test("without CLIENT_IP_HEADER (development), a stranger posting garbage does not make another visitor's enquiry wait", async () => {
  const port = firstPort + 5;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kovalent-development-'));
  const stop = await startSiteWithEnv(port, { APP_ENV: 'development', SITE_URL: origin, CLIENT_IP_HEADER: '', DATA_DIR: dataDir });
  try {
    // The start-up code runs with the first request; from then on every connection's address is written.
    expect(await fetch(`${origin}/api/health`).then((response) => response.status)).toBe(200);
    const enquiry = { name: 'Jana Berg', email: 'jana@example.com', message: 'We would like to talk about an app.', locale: 'en', page: '/contact' };
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push(await postFrom('127.0.0.2', origin, { ...enquiry, email: 'garbage' }));
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    expect(await postFrom('127.0.0.3', origin, enquiry)).toBe(200);
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('with CLIENT_IP_HEADER=socket, a visitor cannot escape the form limit by forging address headers', async ({ request }) => {
  const port = firstPort + 6;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kovalent-socket-'));
  const stop = await startSiteWithEnv(port, { CLIENT_IP_HEADER: 'socket', DATA_DIR: dataDir });
  try {
    // Ready for traffic, as a load balancer would check: the start-up code has run.
    expect((await request.get(`${origin}/api/health`)).status()).toBe(200);
    const statuses = [];
    for (let i = 1; i <= 11; i++) {
      const forged = `203.0.113.${i}`;
      const response = await request.post(`${origin}/api/leads/contact`, {
        headers: { origin, accept: 'application/json', 'x-connection-address': forged, 'x-forwarded-for': forged, 'x-client-ip': forged },
        form: { name: 'Forger', email: 'not-an-address', message: 'Hello', locale: 'en', page: '/contact' },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an error the server meets answering a request reaches error reporting, without who asked', async () => {
  const port = firstPort + 7;
  const ingest = await startSentryIngest();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kovalent-sentry-'));
  const stop = await startSiteWithEnv(port, { SENTRY_DSN: ingest.dsn, DATA_DIR: dataDir });
  try {
    // Drawn for this run, so that nothing else could put them into a report.
    const visitor = { address: `203.0.113.${randomInt(1, 255)}`, consent: randomUUID(), agent: randomUUID(), from: randomUUID() };
    // A router state Next.js cannot parse makes it throw while rendering a page rendered per request.
    const answer = await fetch(`http://localhost:${port}/mvp-cost-calculator/app?product=web&section=1&step=2`, {
      headers: {
        rsc: '1',
        'next-router-state-tree': 'not-a-router-state',
        'x-client-ip': visitor.address,
        cookie: `cookieConsent=${visitor.consent}`,
        'user-agent': visitor.agent,
        referer: `http://localhost:${port}/${visitor.from}`,
      },
    });
    expect(answer.status).toBe(500);
    const { event } = await ingest.eventWhere(({ event }) => /router state header/.test(event.exception?.values?.[0]?.value ?? ''));
    expect(event.contexts?.nextjs).toMatchObject({ router_path: '/[locale]/mvp-cost-calculator/app/page' });
    // Nothing the server sent, error or otherwise, says who asked.
    for (const body of ingest.bodies) for (const personal of Object.values(visitor)) expect(body).not.toContain(personal);
  } finally {
    await stop();
    await ingest.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
