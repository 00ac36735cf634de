/**
 * A content service whose posts can be edited while the site runs, for the third test server: the sample
 * content in Strapi v4 format, plus `POST /edit?slug=…&title=…` to retitle a post as an editor would (and
 * `&newSlug=…` to move it to a new address, `&publishedAt=…` to date it, as a newly published post).
 * `POST /outage?locale=de&down=1` makes it fail every request for that language (503) until `down=0`, and
 * `GET /requests?containing=…&containing=…` counts the requests it received whose URL contains every text, and how
 * many of them it failed.
 *   tsx e2e/live-content-service.ts <port> <token>
 */
import { createServer } from 'node:http';
import { answer, checkToken } from '@/lib/blog/sample-service/engine';
import { sampleContent } from '@/lib/blog/sample-service/content';

const [port, token = ''] = process.argv.slice(2);
const content = structuredClone(sampleContent);
/** The languages whose requests fail, and every content request received (its URL, decoded, and whether it failed). */
const down = new Set<string>();
const received: { url: string; failed: boolean }[] = [];

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST' && url.pathname === '/outage') {
    const locale = url.searchParams.get('locale') ?? '';
    if (url.searchParams.get('down') === '1') down.add(locale);
    else down.delete(locale);
    return response.writeHead(204).end();
  }
  if (url.pathname === '/requests') {
    const parts = url.searchParams.getAll('containing');
    const matching = received.filter((entry) => parts.every((part) => entry.url.includes(part)));
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count: matching.length, failed: matching.filter((entry) => entry.failed).length }));
  }
  if (url.pathname.startsWith('/api/')) {
    const failed = down.has(url.searchParams.get('locale') ?? '');
    received.push({ url: decodeURIComponent(url.pathname + url.search), failed });
    if (failed) return response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
  }
  if (request.method === 'POST' && url.pathname === '/edit') {
    const post = content.posts.find((entry) => entry.attributes.slug === url.searchParams.get('slug'));
    if (post) post.attributes.title = url.searchParams.get('title') ?? post.attributes.title;
    // A post under a new address, as if it had just been published.
    if (post) post.attributes.slug = url.searchParams.get('newSlug') ?? post.attributes.slug;
    if (post) post.attributes.publishedAt = url.searchParams.get('publishedAt') ?? post.attributes.publishedAt;
    return response.writeHead(post ? 204 : 404).end();
  }
  const result = checkToken(request.headers.authorization ?? null, token) ?? answer(content, url.pathname.split('/').pop() ?? '', url.searchParams);
  response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
}).listen(Number(port));
