import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startSentryIngest } from '../test/sentry-ingest';
import { onRequestError } from './instrumentation';
import { startServerErrorReporting } from './lib/server/error-reporting';

let ingest: Awaited<ReturnType<typeof startSentryIngest>>;

beforeAll(async () => {
  ingest = await startSentryIngest();
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  await startServerErrorReporting(ingest.dsn);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await ingest?.stop();
});

/**
 * What could say who a visitor is, drawn for each run: the report quotes the lines around where an error was raised,
 * this file's among them, so a value written here would be found in it.
 */
const visitor = { address: `203.0.113.${1 + Math.floor(Math.random() * 250)}`, consent: crypto.randomUUID(), agent: crypto.randomUUID(), from: crypto.randomUUID() };

/** A request as Next.js hands it to onRequestError, with the visitor's address, cookie, browser and referrer. */
const visitorRequest = (path: string) => ({
  path,
  method: 'GET',
  headers: { cookie: `cookieConsent=${visitor.consent}`, 'x-real-ip': visitor.address, 'user-agent': visitor.agent, referer: `https://kovalent.software/${visitor.from}` },
});

it('reports an error a route throws to Sentry, with where it happened and nothing that says who asked', async () => {
  await onRequestError(new Error('The blog view failed'), visitorRequest('/blog?singleBlogPage=hello-world'), {
    routerKind: 'App Router',
    routePath: '/[locale]/blog-view/page',
    routeType: 'render',
    renderSource: 'server-rendering',
    revalidateReason: undefined,
  });
  const { event, raw } = await ingest.eventWhere(({ event }) => event.exception?.values?.[0]?.value === 'The blog view failed');
  expect(event.contexts?.nextjs).toMatchObject({ request_path: '/blog?singleBlogPage=hello-world', router_path: '/[locale]/blog-view/page' });
  expect(raw).toContain('The blog view failed');
  for (const body of ingest.bodies) for (const personal of Object.values(visitor)) expect(body).not.toContain(personal);
});

it("names a form result page by its route, since its address stands for one visitor's post", async () => {
  const resultId = crypto.randomUUID();
  await onRequestError(new Error('The form result failed'), visitorRequest(`/de/formular/${resultId}`), {
    routerKind: 'App Router',
    routePath: '/[locale]/form/[id]/page',
    routeType: 'render',
    renderSource: 'server-rendering',
    revalidateReason: undefined,
  });
  const { event, raw } = await ingest.eventWhere(({ event }) => event.exception?.values?.[0]?.value === 'The form result failed');
  expect(event.contexts?.nextjs).toMatchObject({ request_path: '/[locale]/form/[id]/page' });
  expect(raw).not.toContain(resultId);
});

it("does not report a request Next.js refused as the sender's fault, such as a post to a page over its size limit", async () => {
  const refused = Object.assign(new Error(`Body exceeded 131072 limit ${crypto.randomUUID()}`), { statusCode: 413 });
  const context = { routerKind: 'App Router', routePath: '/[locale]/[...path]/page', routeType: 'action', renderSource: undefined, revalidateReason: undefined } as const;
  await onRequestError(refused, { ...visitorRequest('/about'), method: 'POST' }, context);
  // A fault reported after it arrives; the refusal, sent first if at all, is not there.
  await onRequestError(new Error('The page failed after a refused post'), visitorRequest('/about'), context);
  await ingest.eventWhere(({ event }) => event.exception?.values?.[0]?.value === 'The page failed after a refused post');
  for (const body of ingest.bodies) expect(body).not.toContain(refused.message);
});
