/**
 * A content service whose posts can be edited while the site runs, for the third test server: the sample
 * content in Strapi v4 format, plus `POST /edit?slug=…&title=…` to retitle a post as an editor would (and
 * `&newSlug=…` to move it to a new address, `&publishedAt=…` to date it, as a newly published post).
 *   tsx e2e/live-content-service.ts <port> <token>
 */
import { createServer } from 'node:http';
import { answer, checkToken } from '@/lib/blog/sample-service/engine';
import { sampleContent } from '@/lib/blog/sample-service/content';

const [port, token = ''] = process.argv.slice(2);
const content = structuredClone(sampleContent);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
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
