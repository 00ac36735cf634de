/**
 * The site on several servers, proven: two production instances behind nginx with the shipped configuration
 * (deploy/nginx/), sharing Redis and PostgreSQL (test/cluster.ts), with a content service whose posts the test edits
 * and a mail server that counts messages. Last, the next build is deployed in place of the running one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cvMaxBytes } from '@/config/forms';
import { samplePdf } from './pdf';
import { maxBodyBytes } from '@/lib/leads/form-body';
import { contactEnquiry } from '../scripts/production-server';
import { checkPackages, startCluster, waitFor, type Cluster } from './cluster';
import { buildNextRelease } from './next-release';
import { freePort } from './postgres';
import { rawRequest, type RawAnswer, type RawRequest } from './raw-request';
import { startSmtpServer } from './smtp';

// The end-to-end build's origin (`npm run build:e2e`, which E2E_PORT moves as it moves playwright.config.ts's):
// nginx answers there.
const port = Number(process.env.E2E_PORT ?? 3100);
const webhookSecret = 'cluster-webhook-secret-8d1f0c';
const contentToken = 'cluster-content-key';
const slug = 'how-to-scope-an-mvp';

let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let contentService: ChildProcess;
let contentOrigin: string;
let db: pg.Client;
/** The next build's folder, once the deployment test has built it. */
let nextRelease: string | undefined;

beforeAll(async () => {
  checkPackages();
  smtp = await startSmtpServer();
  const contentPort = await freePort();
  contentOrigin = `http://localhost:${contentPort}`;
  contentService = spawn(process.execPath, ['--import', 'tsx', 'e2e/live-content-service.ts', String(contentPort), contentToken], { stdio: 'ignore' });
  await waitFor(() => fetch(`${contentOrigin}/api/posts?locale=en`).then(() => true, () => false), 'the content service');
  cluster = await startCluster({
    port,
    env: { SMTP_URL: smtp.url, CONTENT_API_URL: `${contentOrigin}/api`, CONTENT_API_TOKEN: contentToken, CONTENT_WEBHOOK_SECRET: webhookSecret },
    tls: true,
    testHeaders: true,
  });
  db = new pg.Client({ connectionString: cluster.postgres.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  contentService?.kill();
  await smtp?.stop();
  if (nextRelease) rmSync(nextRelease, { recursive: true, force: true });
});

const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;
const titleOf = async (origin: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${origin}/blog?singleBlogPage=${slug}`)).text())?.[1];

/** A contact enquiry through the proxy, from the visitor at `address` (the X-Forwarded-For a CDN sends). */
async function sendEnquiry(name: string, address: string, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(contactEnquiry);
  body.set('name', name);
  const response = await fetch(`${cluster.origin}/api/leads/contact`, {
    method: 'POST',
    headers: { origin: cluster.origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
    body,
  });
  await response.body?.cancel();
  return { status: response.status, servedBy: response.headers.get('x-served-by') };
}

/** A request over HTTP or HTTPS (trusting the cluster's own certificate) that keeps the answer's bytes as sent. */
function raw(url: string, options: Omit<RawRequest, 'ca'> = {}) {
  return rawRequest(url, { ...options, ...(url.startsWith('https:') && { ca: readFileSync(cluster.nginx.certificate!) }) });
}

function decoded({ headers, body }: RawAnswer) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/** The build's files a page names: its scripts, style sheets and fonts. */
const buildFilesOf = (html: string) => [...new Set(html.match(/\/_next\/static\/[^"'\s)\\?]+/g))].sort();
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const storedNamed = async (prefix: string) =>
  (await db.query<{ name: string; status: string }>('select name, status from leads where name like $1 order by name', [`${prefix}%`])).rows;

describe('two instances behind nginx', () => {
  it('use Redis as their shared cache', async () => {
    const line = `Shared cache: Redis at 127.0.0.1:${new URL(cluster.redis.url).port}.`;
    for (const server of cluster.instances) await expect.poll(() => server.log.includes(line)).toBe(true);
  });

  it('keep what a stranger makes up out of Redis: made-up paths and page numbers stay on each server', async () => {
    const redis = createClient({ url: cluster.redis.url });
    await redis.connect();
    const madeUp = (index: number) => [`/no-such-page-${index}`, `/de/keine-seite-${index}`, `/blog?page=${900 + index}`];
    // One of each first, for whatever the "not found" page itself fetches and shares.
    for (const path of madeUp(0)) await fetch(`${cluster.origin}${path}`, { redirect: 'manual' });
    const keys = await redis.dbSize();
    for (let index = 1; index <= 30; index++) {
      for (const path of madeUp(index)) expect([404, 307]).toContain((await fetch(`${cluster.origin}${path}`, { redirect: 'manual' })).status);
    }
    expect(await redis.dbSize()).toBe(keys);
    await redis.quit();
  });

  /** The publish webhook on instance A; resolves once instance B has heard of the revalidation. */
  async function publishThroughA() {
    const heard = b().log.filter((line) => line.startsWith('Cache revalidated')).length;
    const webhook = await fetch(`${a().origin}/api/revalidate`, { method: 'POST', headers: { 'x-webhook-secret': webhookSecret } });
    expect(webhook.status).toBe(200);
    const sentAt = Date.now();
    await expect.poll(() => b().log.filter((line) => line.startsWith('Cache revalidated')).length, { interval: 10 }).toBeGreaterThan(heard);
    console.log(`Instance B heard of the revalidation ${Date.now() - sentAt} ms after instance A answered the webhook.`);
  }

  it('serve a post revalidated through the webhook on one instance anew from the other', async () => {
    const before = await titleOf(b().origin);
    expect(before).toBeTruthy();
    expect(await titleOf(a().origin)).toBe(before);
    const title = `Retitled at ${Date.now()}`;
    expect((await fetch(`${contentOrigin}/edit?slug=${slug}&title=${encodeURIComponent(title)}`, { method: 'POST' })).status).toBe(204);
    // Both still serve their cached copy (B from its one-second page cache too): the content service is asked
    // again only after a revalidation.
    expect(await titleOf(b().origin)).toBe(before);

    // The revalidation marks the page stale on every instance: each answers from the cache while it draws it anew.
    await publishThroughA();
    await expect.poll(() => titleOf(b().origin)).toBe(title);
    await expect.poll(() => titleOf(cluster.origin)).toBe(title);
  });

  it('find a post just published through the webhook on one instance on the other', async () => {
    const published = `published-${Date.now()}`;
    const article = (origin: string) => fetch(`${origin}/blog?singleBlogPage=${published}`).then((response) => response.status);
    // B has just looked for it: on its own it would not ask the content service again for ten seconds.
    expect(await article(b().origin)).toBe(404);
    expect((await fetch(`${contentOrigin}/edit?slug=onboarding-remote-developers&newSlug=${published}`, { method: 'POST' })).status).toBe(204);

    await publishThroughA();
    await expect.poll(() => article(b().origin)).toBe(200);
    await expect.poll(() => article(cluster.origin)).toBe(200);
  });

  it('keep serving the last good article, list and sitemap on every instance when the webhook comes during a content-service outage', async () => {
    const title = await titleOf(b().origin);
    expect(title).toBeTruthy();
    const good = async (origin: string, path: string, text: string) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, `${origin}${path}`).toBe(200);
      expect(await response.text(), `${origin}${path}`).toContain(text);
    };
    const pages = [
      { path: `/blog?singleBlogPage=${slug}`, text: title!, lookup: [`filters[slug][$eq]=${slug}`] },
      { path: '/blog', text: title!, lookup: ['locale=en&', 'pagination[pageSize]=6'] },
      { path: '/sitemap.xml', text: `singleBlogPage=${slug}`, lookup: ['locale=en&', 'pagination[pageSize]=100'] },
    ];
    for (const { path, text } of pages) for (const server of cluster.instances) await good(server.origin, path, text);
    /** How many of the content service's answers to requests like these it failed. */
    const refused = async (parts: string[]) => {
      const query = parts.map((part) => `containing=${encodeURIComponent(part)}`).join('&');
      return ((await (await fetch(`${contentOrigin}/requests?${query}`)).json()) as { failed: number }).failed;
    };
    const outage = (down: boolean) => fetch(`${contentOrigin}/outage?locale=en&down=${down ? 1 : 0}`, { method: 'POST' });
    await outage(true);
    try {
      const refusedBefore = await Promise.all(pages.map(({ lookup }) => refused(lookup)));
      await publishThroughA();
      // Each page is asked for on every instance until the content service has refused to draw it again: the good
      // page is what remains, wherever a visitor lands.
      for (const [index, { path, text, lookup }] of pages.entries()) {
        const everywhere = async () => {
          for (const origin of [...cluster.instances.map((server) => server.origin), cluster.origin]) await good(origin, path, text);
        };
        await expect.poll(async () => (await everywhere(), refused(lookup)), { timeout: 30_000, message: path }).toBeGreaterThan(refusedBefore[index]!);
        await everywhere();
      }
    } finally {
      await outage(false);
    }
  });

  it('store every lead sent through the proxy once, and mail it once', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Cluster Lead ${String(index).padStart(2, '0')}`);
    const answers = await Promise.all(names.map((name, index) => sendEnquiry(name, `203.0.113.${index + 1}`)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    // nginx sent them to both instances.
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);

    await expect.poll(async () => (await storedNamed('Cluster Lead')).filter((lead) => lead.status === 'delivered').length, { timeout: 30_000 }).toBe(names.length);
    expect((await storedNamed('Cluster Lead')).map((lead) => lead.name)).toEqual(names);
    // Delivered means sent: no instance sends a lead that is no longer pending.
    const mailed = smtp.received.map((mail) => names.find((name) => mail.text?.includes(name))).filter(Boolean);
    expect(mailed.sort()).toEqual(names);
  });

  it('hold the per-address limit together: ten enquiries in ten minutes, wherever they land', async () => {
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push(await sendEnquiry(`Limited Visitor ${index}`, '198.51.100.77'));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
    expect(await storedNamed('Limited Visitor')).toHaveLength(10);
  });

  it('lose no request and no lead when an instance is killed under load', async () => {
    const pages = ['/', '/de/kontakt', `/blog?singleBlogPage=${slug}`, '/de/dienstleistungen/produktentwicklung', '/case-studies'];
    // What each failed page request met (a reset connection, a timeout), so that a failure says more than a count.
    const failures: string[] = [];
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const options = { url: cluster.origin, connections: 20, duration: 8, requests: pages.map((path) => ({ path })) };
      autocannon(options, (error, result) => (error ? reject(error) : resolve(result))).on('reqError', (error: NodeJS.ErrnoException) =>
        failures.push(error.code ?? error.message),
      );
    });
    // Instance A is started again whatever this test finds, so that the tests after it have their cluster.
    let killed = false;
    onTestFinished(async () => {
      if (killed) await a().start();
    });
    const leads: { name: string; status: number }[] = [];
    let sending = true;
    const sender = (async () => {
      for (let index = 0; sending; index++) {
        const name = `Load Lead ${String(index).padStart(3, '0')}`;
        leads.push({ name, status: (await sendEnquiry(name, `192.0.2.${(index % 250) + 1}`)).status });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 2000)); // two seconds into the load
    a().kill();
    killed = true;
    const result = await load;
    sending = false;
    await sender;

    const cutOff = leads.filter((lead) => lead.status === 502).length;
    console.log(
      `Under load with instance A killed after 2 s: ${result.requests.total} page requests, ${result['2xx']} × 2xx, ${result.non2xx} other, ${result.errors} errors; ` +
        `${leads.length} enquiries, ${cutOff} cut off by the kill.`,
    );
    expect(failures).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBeGreaterThan(0);
    // An enquiry cut off inside the killed instance gets the proxy's 502 (nginx does not send a form twice): the
    // visitor's form keeps what they typed. Every enquiry the site accepted is stored, once.
    const accepted = leads.filter((lead) => lead.status === 200).map((lead) => lead.name);
    expect(leads.filter((lead) => lead.status !== 200 && lead.status !== 502)).toEqual([]);
    expect(cutOff).toBeLessThanOrEqual(1);
    const stored = (await storedNamed('Load Lead')).map((lead) => lead.name);
    expect(stored.filter((name) => accepted.includes(name))).toEqual(accepted);
    expect(new Set(stored).size).toBe(stored.length);
  });

  it('keep answering pages while Redis is down, with one warning per instance', async () => {
    await cluster.redis.stop();
    const paths = ['/', '/de', '/blog', `/blog?singleBlogPage=${slug}`, '/de/blog', '/blog/category?category=software-architecture', '/careers', '/de/karriere'];
    for (let round = 0; round < 5; round++) {
      for (const path of paths) {
        for (const origin of [cluster.origin, ...cluster.instances.map((server) => server.origin)]) {
          expect([path, origin, (await fetch(`${origin}${path}`)).status]).toEqual([path, origin, 200]);
        }
      }
    }
    for (const server of cluster.instances) expect(server.log.filter((line) => line.includes('unreachable'))).toHaveLength(1);

    await cluster.redis.start();
    for (const server of cluster.instances) {
      await expect.poll(() => server.log.some((line) => line.includes('reachable again')), { timeout: 15_000 }).toBe(true);
    }
    expect((await fetch(`${cluster.origin}/de`)).status).toBe(200);
  });
});

describe('nginx in front of the instances (deploy/nginx/)', () => {
  it('compresses pages with brotli, or gzip for clients without it, and says that answers vary by it', async () => {
    const page = `${cluster.origin}/de/kontakt`;
    const plain = await raw(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [[browser['accept-encoding'], 'br'], ['gzip, deflate', 'gzip']]) {
      const answer = await raw(page, { headers: { 'accept-encoding': accept! } });
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, encoding]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(answer).toString()).toBe(plain.body.toString());
    }
  });

  it('sends the build files from disk as the build step compressed them, byte for byte', async () => {
    const files = buildFilesOf((await raw(`${cluster.origin}/`)).body.toString());
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
    for (const file of files) {
      const onDisk = path.join('.next/static', file.slice('/_next/static/'.length));
      for (const [accept, encoding, suffix] of [[browser['accept-encoding'], 'br', '.br'], ['gzip', 'gzip', '.gz'], ['identity', undefined, '']] as const) {
        const answer = await raw(`${cluster.origin}${file}`, { headers: { 'accept-encoding': accept } });
        expect([file, answer.status, answer.headers['cache-control']]).toEqual([file, 200, 'public, max-age=31536000, immutable']);
        // Files too small to gain have no twins and go as they are.
        const twin = existsSync(onDisk + suffix) ? suffix : '';
        expect([file, accept, answer.headers['content-encoding']]).toEqual([file, accept, twin ? encoding : undefined]);
        expect(answer.body.equals(readFileSync(onDisk + twin))).toBe(true);
      }
    }
  });

  it('never compresses a build file on the fly, whatever Accept-Encoding a client makes up; pages stay readable', async () => {
    const madeUp = ['br;q=0.1234', 'gzip;q=0.0001', 'br;q=0.001, gzip;q=0.002', 'br;q=0', 'gzip;q=0, br;q=0', '*', '*;q=0.1234', 'identity;q=0', 'BR', 'Gzip;Q=0.5', 'deflate', 'zstd', 'br;q=1.5', ' , br ,, ', 'gzip, gzip, gzip', `x-${'a'.repeat(2000)}`];
    const html = (await raw(`${cluster.origin}/`)).body.toString();
    const [largest] = buildFilesOf(html)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, size: readFileSync(path.join('.next/static', file.slice('/_next/static/'.length))).length }))
      .sort((x, y) => y.size - x.size);
    const onDisk = path.join('.next/static', largest!.file.slice('/_next/static/'.length));
    const asStored = { br: readFileSync(`${onDisk}.br`), gzip: readFileSync(`${onDisk}.gz`), none: readFileSync(onDisk) };
    for (const accept of madeUp) {
      const answer = await raw(`${cluster.origin}${largest!.file}`, { headers: { 'accept-encoding': accept } });
      const encoding = (answer.headers['content-encoding'] ?? 'none') as keyof typeof asStored;
      expect([accept, answer.status, encoding in asStored]).toEqual([accept, 200, true]);
      expect([accept, answer.body.equals(asStored[encoding])]).toEqual([accept, true]);

      const page = await raw(`${cluster.origin}/`, { headers: { 'accept-encoding': accept } });
      expect([accept, decoded(page).toString()]).toEqual([accept, html]);
    }
  });

  it('answers a page asked for again within a second from its micro-cache, never a private answer or a post', async () => {
    // X-Cache-Status is the test's own header (test/nginx.ts); the shipped configuration does not tell visitors.
    const page = `${cluster.origin}/de/kontakt?campaign=micro-cache-${Date.now()}`;
    expect((await raw(page)).headers['x-cache-status']).toBe('MISS');
    expect((await raw(page)).headers['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);

    const calculator = `${cluster.origin}/mvp-cost-calculator/app?type=web&n=${Date.now()}`;
    const first = await raw(calculator);
    expect(first.headers['cache-control']).toMatch(/private/);
    expect([first.headers['x-cache-status'], (await raw(calculator)).headers['x-cache-status']]).toEqual(['MISS', 'MISS']);

    // The consent lookup answers each visitor for themselves, one right after the other.
    const lookup = async (address: string) => JSON.parse((await raw(`${cluster.origin}/api/ip-address`, { headers: { 'x-forwarded-for': address } })).body.toString()) as { eu: boolean };
    for (let round = 0; round < 2; round++) {
      expect([(await lookup('85.214.132.117')).eu, (await lookup('8.8.8.8')).eu]).toEqual([true, false]);
    }

    // The same enquiry posted twice is stored twice.
    const name = `Posted Twice ${Date.now()}`;
    expect([(await sendEnquiry(name, '203.0.113.201')).status, (await sendEnquiry(name, '203.0.113.201')).status]).toEqual([200, 200]);
    expect(await storedNamed(name)).toHaveLength(2);
  });

  it("counts the visitor the CDN names, whatever address a visitor claims in nginx's header", async () => {
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push((await sendEnquiry(`Claiming Visitor ${index}`, '198.51.100.99', { 'x-real-ip': `192.0.2.${index + 1}` })).status);
    expect(answers).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('takes an application with a CV as large as the form allows, and refuses a post larger than the site reads', async () => {
    const apply = (cv: Buffer) => {
      const form = new FormData();
      for (const [field, value] of Object.entries({ position: 'frontend-engineer-react-nextjs', name: `Large CV ${cv.length}`, email: 'large.cv@example.com', message: 'I would like to join the team, and my CV tells the whole story in detail.', locale: 'en', page: '/careers' })) form.set(field, value);
      form.set('cv', new File([new Uint8Array(cv)], 'cv.pdf', { type: 'application/pdf' }));
      return fetch(`${cluster.origin}/api/leads/application`, { method: 'POST', headers: { origin: cluster.origin, accept: 'application/json', 'x-forwarded-for': '203.0.113.202' }, body: form });
    };
    const pdf = (size: number) => samplePdf('Large CV', size);
    const atTheLimit = await apply(pdf(cvMaxBytes));
    expect(atTheLimit.status).toBe(200);
    expect(await storedNamed(`Large CV ${cvMaxBytes}`)).toHaveLength(1);

    const tooLarge = await apply(pdf(maxBodyBytes.upload + 1));
    expect(tooLarge.status).toBe(413);
    // nginx's own answer: the body never reached an instance.
    expect(await tooLarge.text()).toContain('<center>nginx</center>');
  });

  it('serves the site over HTTPS: pages with the HSTS header the site sends, and posts', async () => {
    const https = cluster.nginx.httpsOrigin!;
    const page = await raw(`${https}/de/kontakt`, { headers: browser });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(decoded(page).toString()).toContain('<h1');

    const name = `Over TLS ${Date.now()}`;
    const body = new URLSearchParams(contactEnquiry);
    body.set('name', name);
    const post = await raw(`${https}/api/leads/contact`, {
      method: 'POST',
      headers: { origin: https, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.203' },
      body: body.toString(),
    });
    expect(post.status).toBe(200);
    expect(await storedNamed(name)).toHaveLength(1);
  });
});

describe('a deployment', () => {
  it("leaves every file a page of the old build names loadable once the new build answers, as a CDN may send that page for a day", { timeout: 600_000 }, async () => {
    const oldAnswer = await raw(`${cluster.origin}/`);
    expect(oldAnswer.status).toBe(200);
    const oldPage = oldAnswer.body.toString();
    const oldFiles = buildFilesOf(oldPage);
    const oldBytes = new Map(await Promise.all(oldFiles.map(async (file) => [file, (await raw(`${cluster.origin}${file}`)).body] as const)));

    nextRelease = await buildNextRelease({ SITE_URL: cluster.origin, APP_ENV: 'production', GTM_ID: 'GTM-E2ETEST', CLIENT_IP_HEADER: 'x-client-ip' });
    await cluster.deploy(nextRelease);
    // A query no one asked for before, so the micro-cache cannot answer with the old page.
    const newAnswer = await raw(`${cluster.origin}/?deployed=${Date.now()}`);
    expect(newAnswer.status).toBe(200);
    const newFiles = buildFilesOf(newAnswer.body.toString());
    expect(newFiles.filter((file) => !oldFiles.includes(file)).length).toBeGreaterThan(0);
    // Some of the old page's files are not in the new build: Next.js alone would answer them with 404.
    const gone = oldFiles.filter((file) => !existsSync(path.join(nextRelease!, '.next', file.slice('/_next/'.length))));
    expect(gone.length).toBeGreaterThan(0);

    for (const file of oldFiles) {
      const answer = await raw(`${cluster.origin}${file}`);
      expect([file, answer.status, answer.body.equals(oldBytes.get(file)!)]).toEqual([file, 200, true]);
    }
    for (const file of newFiles) expect([file, (await raw(`${cluster.origin}${file}`)).status]).toEqual([file, 200]);
  });
});
