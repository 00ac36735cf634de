/**
 * The shipped nginx configuration (deploy/nginx/, through test/nginx.ts) in front of two stand-in instances whose
 * answers each test chooses: what nginx keeps, streams, retries, refuses and passes on, whatever the site answers.
 * The cluster test (test/cluster.test.ts) runs the same configuration in front of the site itself.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBrotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes } from '@/lib/leads/form-body';
import { nginxBinary, startNginx } from './nginx';
import { freePort } from './postgres';

/** A stand-in instance: answers as the request's `answer` query parameter says, and notes every request. */
function standIn(name: string) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
  let connections = 0;
  const held = new Map<string, () => void>();
  const server: Server = createServer(async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
    answer(new URL(req.url!, 'http://stand-in'), req, res);
  });
  // As `next start --keepAliveTimeout 75000` does: nginx closes idle connections first (deploy/nginx/kovalent/upstream.conf).
  server.keepAliveTimeout = 75_000;
  server.on('connection', () => connections++);
  function answer(url: URL, req: IncomingMessage, res: ServerResponse) {
    const query = url.searchParams;
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'x-stand-in': name };
    if (query.has('cache')) headers['cache-control'] = query.get('cache')!;
    if (query.has('cookie')) headers['set-cookie'] = 'chosen=1; Path=/';
    const status = query.get(`status-${name}`) ?? '200';
    const body = `${name} answered ${req.method} ${url.pathname}${url.search} rsc=${req.headers.rsc ?? ''} seen=${seen.length} `.padEnd(2048, '.');
    res.writeHead(Number(status), headers);
    if (!query.has('hold')) return res.end(`${body}\n${JSON.stringify({ realIp: req.headers['x-real-ip'], forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] })}`);
    // A streamed answer: the first part now, the rest when the test releases it.
    res.write(`${body}first part\n`);
    held.set(query.get('hold')!, () => res.end(`${'rest '.repeat(1000)}last part\n`));
  }
  return {
    seen,
    connections: () => connections,
    release: (id: string) => held.get(id)?.(),
    async listen() {
      server.listen(await freePort(), '127.0.0.1');
      await once(server, 'listening');
      return `127.0.0.1:${(server.address() as { port: number }).port}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()),
  };
}

const a = standIn('a');
const b = standIn('b');
let dir: string;
let nginx: Awaited<ReturnType<typeof startNginx>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kovalent-nginx-'));
  nginx = await startNginx({
    dir,
    port: await freePort(),
    tlsPort: await freePort(),
    upstreams: [await a.listen(), await b.listen()],
    root: dir,
    testHeaders: true,
    // As kovalent.conf logs, into this test's folder.
    siteExtra: `access_log ${path.join(dir, 'access.log')} kovalent;`,
  });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a.close(), b.close()]);
  rmSync(dir, { recursive: true, force: true });
});

let unique = 0;
/** A path no earlier request asked for, so the micro-cache starts empty for it. */
const fresh = (query = '') => `/page-${++unique}${query ? `?${query}` : ''}`;
/** A form endpoint's address no earlier request asked for: the only addresses besides the webhook that take posts. */
const freshEndpoint = (query = '') => `/api/leads/contact?n=${++unique}${query ? `&${query}` : ''}`;
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${nginx.origin}${url}`, { headers });
const requestsFor = (url: string) => [...a.seen, ...b.seen].filter((seen) => seen.url === url);

describe('the micro-cache', () => {
  it('answers a second GET of a page a shared cache may keep from its copy', async () => {
    for (const cache of ['public, max-age=0, s-maxage=3600, stale-while-revalidate=86400', 's-maxage=60', 'public, max-age=3600']) {
      const url = fresh(`cache=${encodeURIComponent(cache)}`);
      const first = await get(url);
      const firstBody = await first.text();
      expect(first.headers.get('x-cache-status')).toBe('MISS');
      const second = await get(url);
      // HIT within the second; after it, the kept copy is sent while a fresh one is fetched (STALE, UPDATING).
      expect([cache, second.headers.get('x-cache-status')]).toEqual([cache, expect.stringMatching(/^(HIT|STALE|UPDATING)$/)]);
      expect(await second.text()).toBe(firstBody);
    }
  });

  it('never keeps a private answer, one a shared cache may not keep, or one that sets a cookie', async () => {
    for (const query of ['cache=private%2C%20no-store', 'cache=private%2C%20no-cache%2C%20no-store%2C%20max-age%3D0%2C%20must-revalidate', 'cache=no-store', 'cache=public%2C%20no-cache', '', 'cache=public%2C%20s-maxage%3D60&cookie=1']) {
      const url = fresh(query);
      const answers = [await get(url), await get(url)];
      expect([query, answers.map((answer) => answer.headers.get('x-cache-status'))]).toEqual([query, ['MISS', 'MISS']]);
      expect([query, requestsFor(url)]).toEqual([query, [expect.anything(), expect.anything()]]);
      await Promise.all(answers.map((answer) => answer.text()));
    }
  });

  it('never keeps an answer to a POST, and never looks up an API answer', async () => {
    const url = freshEndpoint('cache=public%2C%20s-maxage%3D60');
    for (let round = 0; round < 2; round++) expect((await fetch(`${nginx.origin}${url}`, { method: 'POST', body: 'x=1' })).status).toBe(200);
    expect(requestsFor(url).map((seen) => seen.method)).toEqual(['POST', 'POST']);
    const api = `/api/ip-address?cache=public%2C%20s-maxage%3D60&n=${++unique}`;
    expect([(await get(api)).headers.get('x-cache-status'), (await get(api)).headers.get('x-cache-status')]).toEqual(['BYPASS', 'BYPASS']);
  });

  it("keeps a page's HTML and its router payloads apart", async () => {
    const url = fresh('cache=s-maxage%3D60');
    const html = await (await get(url)).text();
    const payload = await get(url, { rsc: '1' });
    expect(payload.headers.get('x-cache-status')).toBe('MISS');
    expect(await payload.text()).toContain('rsc=1');
    expect(html).toContain('rsc= ');
    const prefetch = await get(url, { rsc: '1', 'next-router-prefetch': '1' });
    expect(prefetch.headers.get('x-cache-status')).toBe('MISS');
    await prefetch.text();
  });
});

describe('streaming', () => {
  /** Sends a request and resolves with the decoded text once `text` has arrived, the answer still open. */
  function readUntil(url: string, method: string, text: string) {
    return new Promise<{ encoding?: string; rest: Promise<string> }>((resolve, reject) => {
      const req = request(`${nginx.origin}${url}`, { method, headers: { 'accept-encoding': 'br' } }, (res) => {
        const decoded = res.pipe(createBrotliDecompress());
        let body = '';
        let resolved = false;
        const rest = new Promise<string>((done) => decoded.on('end', () => done(body)));
        decoded.on('data', (chunk: Buffer) => {
          body += chunk.toString();
          if (!resolved && body.includes(text)) {
            resolved = true;
            resolve({ encoding: res.headers['content-encoding'], rest });
          }
        });
        decoded.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  // Fails by timing out: the first part never arrives while the rest is held back.
  it('passes a streamed answer on as it comes, compressed, whether it may be kept or not', { timeout: 30_000 }, async () => {
    for (const [method, query] of [['GET', 'cache=private%2C%20no-store'], ['GET', 'cache=s-maxage%3D60'], ['POST', 'cache=private%2C%20no-store']] as const) {
      const id = `stream-${++unique}`;
      const url = (method === 'POST' ? freshEndpoint : fresh)(`${query}&hold=${id}`);
      // The first part arrives while the instance still holds the rest back.
      const { encoding, rest } = await readUntil(url, method, 'first part');
      expect([method, query, encoding]).toEqual([method, query, 'br']);
      a.release(id);
      b.release(id);
      expect(await rest).toMatch(/last part\n$/);
    }
  });
});

describe('passing requests on', () => {
  it('asks another instance when one answers a GET with 503 (stopping), but never sends a POST twice', async () => {
    const url = freshEndpoint('status-a=503');
    const posts = [];
    for (let round = 0; round < 4; round++) posts.push((await fetch(`${nginx.origin}${url}`, { method: 'POST', body: 'x=1' })).status);
    // A stopping instance's 503 reaches the visitor's form (it keeps what they typed); each post was sent once.
    expect(posts).toContain(503);
    expect(requestsFor(url).filter((seen) => seen.method === 'POST')).toHaveLength(4);

    const gets = [];
    for (let round = 0; round < 4; round++) gets.push((await get(fresh('status-a=503&cache=private'))).status);
    expect(gets).toEqual([200, 200, 200, 200]);
  });

  it("gives the instances the visitor's address and scheme, replacing what a visitor sent", async () => {
    const forged = { 'x-real-ip': '203.0.113.66', 'x-forwarded-for': '203.0.113.66', 'x-forwarded-proto': 'https' };
    const viaGet = await (await get(fresh('cache=private'), forged)).text();
    const viaPost = await (await fetch(`${nginx.origin}${freshEndpoint()}`, { method: 'POST', headers: forged, body: 'x=1' })).text();
    for (const text of [viaGet, viaPost]) expect(JSON.parse(text.split('\n')[1]!)).toEqual({ realIp: '127.0.0.1', forwardedFor: '127.0.0.1', proto: 'http' });

    const overTls = await new Promise<string>((resolve, reject) => {
      httpsRequest(`${nginx.httpsOrigin}${fresh('cache=private')}`, { ca: readFileSync(nginx.certificate!), headers: forged }, async (res) => {
        let text = '';
        for await (const chunk of res) text += chunk;
        resolve(text);
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(overTls.split('\n')[1]!)).toEqual({ realIp: '127.0.0.1', forwardedFor: '127.0.0.1', proto: 'https' });
  });

  it("lets through a post as large as the site reads, and refuses a larger one itself", async () => {
    const url = freshEndpoint();
    const largest = await fetch(`${nginx.origin}${url}`, { method: 'POST', body: Buffer.alloc(maxBodyBytes.upload, 'x') });
    expect(largest.status).toBe(200);
    expect(requestsFor(url).map((seen) => seen.bytes)).toEqual([maxBodyBytes.upload]);
    const larger = await fetch(`${nginx.origin}${url}`, { method: 'POST', body: Buffer.alloc(maxBodyBytes.upload + 1, 'x') });
    expect(larger.status).toBe(413);
    expect(requestsFor(url)).toHaveLength(1);
  });

  it('takes posts only at the form endpoints and the webhook, and refuses every other method itself', async () => {
    const webhook = `/api/revalidate`;
    expect((await fetch(`${nginx.origin}${webhook}`, { method: 'POST' })).status).toBe(200);
    expect(requestsFor(webhook)).toHaveLength(1);
    const refused = [
      ['POST', fresh()],
      ['POST', '/'],
      ['POST', '/de/kontakt'],
      ['POST', '/api/leads/contact/x'],
      // Encoded: nginx would decode it to a form endpoint's path, the site receives it as sent and reads it as a page.
      ['POST', '/%61pi/leads/contact'],
      ['POST', '/de/kontakt/..%2F..%2Fapi/leads/contact'],
      ['POST', '/api/health'],
      ['PUT', freshEndpoint()],
      ['DELETE', fresh()],
      ['OPTIONS', fresh()],
    ] as const;
    for (const [method, url] of refused) {
      const answer = await fetch(`${nginx.origin}${url}`, { method, body: method === 'POST' || method === 'PUT' ? Buffer.alloc(200_000, 'x') : undefined });
      expect([method, url, answer.status, answer.headers.get('allow')]).toEqual([method, url, 405, 'GET, HEAD']);
      expect(requestsFor(url)).toEqual([]);
    }
  });

  it("logs an editor's preview link without its query, which carries the secret, and every other address as sent", async () => {
    const secret = 'preview-secret-in-a-link-0123456789';
    const page = fresh(`utm_source=newsletter&n=${unique}`);
    for (const url of [`/api/preview?secret=${secret}&locale=en&slug=draft`, `/API/Preview/exit?locale=en&secret=${secret}`, page]) await (await get(url)).arrayBuffer();
    const log = readFileSync(path.join(dir, 'access.log'), 'utf8');
    expect(log).not.toContain(secret);
    expect(log).toContain('"GET /api/preview?(withheld) HTTP/1.1" ');
    expect(log).toContain('"GET /API/Preview/exit?(withheld) HTTP/1.1" ');
    expect(log).toContain(`"GET ${page} HTTP/1.1" `);
  });

  it('keeps connections to the instances open between requests', async () => {
    const before = a.connections() + b.connections();
    for (let round = 0; round < 20; round++) await (await get(fresh('cache=private'))).text();
    // Two nginx workers, two instances, two layers: a few connections, not one per request.
    expect(a.connections() + b.connections() - before).toBeLessThanOrEqual(8);
  });
});

describe('the example site file (deploy/nginx/kovalent.conf)', () => {
  it("is a valid configuration for Debian's nginx once its host's paths exist", () => {
    const example = readFileSync('deploy/nginx/kovalent.conf', 'utf8')
      .replaceAll('/etc/nginx/kovalent/', `${path.resolve('deploy/nginx/kovalent')}/`)
      .replaceAll('/etc/letsencrypt/live/www.kovalent.example/fullchain.pem', path.join(dir, 'tls.crt'))
      .replaceAll('/etc/letsencrypt/live/www.kovalent.example/privkey.pem', path.join(dir, 'tls.key'))
      .replaceAll('/var/cache/nginx/kovalent', path.join(dir, 'example-cache'))
      .replaceAll('/run/nginx-kovalent-micro-cache.sock', path.join(dir, 'example.sock'))
      .replaceAll('/var/log/nginx/access.log', path.join(dir, 'example-access.log'));
    writeFileSync(path.join(dir, 'kovalent.conf'), example);
    writeFileSync(
      path.join(dir, 'example-nginx.conf'),
      // Debian's nginx.conf, in the parts the site file relies on.
      `load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid ${path.join(dir, 'example.pid')};
events {}
http {
  include /etc/nginx/mime.types;
  include ${path.join(dir, 'kovalent.conf')};
}
`,
    );
    expect(() => execFileSync(nginxBinary(), ['-t', '-q', '-c', path.join(dir, 'example-nginx.conf'), '-e', path.join(dir, 'example-error.log')], { stdio: 'pipe' })).not.toThrow();
  });
});
