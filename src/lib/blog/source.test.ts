import { afterEach, describe, expect, it, vi } from 'vitest';
import post from './fixtures/post-en-hello-world.json';
import draftV5 from './fixtures/strapi-5/draft-en.json';
import postsV5 from './fixtures/strapi-5/posts-en.json';
import emptyV5 from './fixtures/strapi-5/posts-empty.json';
import { ContentUnavailableError, createBlogSource } from './source';

const config = { apiUrl: 'https://cms.example.com/api', token: 'read-only-token-123456', embedded: false };
afterEach(() => vi.restoreAllMocks());

function clientAnswering(answer: (...args: Parameters<typeof fetch>) => Promise<Response>) {
  const fetchImpl = vi.fn<typeof fetch>(answer);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { client: createBlogSource(config, fetchImpl), fetchImpl };
}

describe('content client', () => {
  it('sends the bearer key to the encoded lookup URL and prefixes media with the content host', async () => {
    const { client, fetchImpl } = clientAnswering(async () => Response.json(post));
    const result = await client.post('en', 'hello-world');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(decodeURIComponent(String(url))).toBe(
      'https://cms.example.com/api/posts?locale=en&populate=*&filters[slug][$eq]=hello-world',
    );
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer read-only-token-123456');
    expect(result?.thumbnail?.url).toBe('https://cms.example.com/uploads/hello_world_fdc28ab8b9.png');
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a timeout', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
    ['a refusal', async () => Response.json({ data: null, error: { status: 401 } }, { status: 401 })],
    ['a server error', async () => new Response('Internal Server Error', { status: 500 })],
    ['malformed JSON', async () => new Response('{"data": [', { status: 200 })],
    ['a huge body', async () => new Response(`{"data":[],"padding":"${'x'.repeat(2_100_000)}"}`)],
  ])('fails with ContentUnavailableError after %s', async (_, answer) => {
    const { client } = clientAnswering(answer);
    await expect(client.post('en', 'hello-world')).rejects.toThrow(ContentUnavailableError);
    await expect(client.category('de', 'technik')).rejects.toThrow(ContentUnavailableError);
    await expect(client.allPosts('en')).rejects.toThrow(ContentUnavailableError);
  });

  it('answers null when the service has no entry with that slug', async () => {
    const { client } = clientAnswering(async () => Response.json({ data: [], meta: { pagination: { page: 1, pageCount: 0, total: 0 } } }));
    expect(await client.post('en', 'no-such-post')).toBeNull();
    expect(await client.author('en', 'nobody')).toBeNull();
  });

  it('says in the log which format the service answers in, once, and again when it changes', async () => {
    const answers = [post, post, postsV5, postsV5];
    const { client } = clientAnswering(async () => Response.json(answers.shift()));
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    for (let lookup = 0; lookup < 4; lookup++) await client.posts('en');
    expect(info.mock.calls).toEqual([
      ["Blog content: the content service at https://cms.example.com answers in Strapi v4's format"],
      ["Blog content: the content service at https://cms.example.com answers in Strapi 5's format"],
    ]);
  });

  it('fails with the shape it found when an answer is in neither format', async () => {
    const { client } = clientAnswering(async () => Response.json({ data: [{ id: 1, fields: { title: 'Hello' } }] }));
    await expect(client.post('en', 'hello-world')).rejects.toThrow(/shape the site does not read: its entries are neither .* the first is an object with id, fields$/);
  });

  it('says how many entries it left out and why, and shows the rest', async () => {
    const broken = structuredClone(postsV5) as { data: Record<string, unknown>[] };
    delete broken.data[0]!.slug;
    const { client } = clientAnswering(async () => Response.json(broken));
    const warn = vi.mocked(console.warn);
    expect((await client.posts('en')).items.map((entry) => entry.slug)).toEqual(['hello-world']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Blog content: left out 1 of the entries .* for \/posts\?.* \(slug: Invalid input: expected string, received undefined\)$/));
  });

  it.each([
    ['Strapi 5', postsV5, 'status=draft'],
    ['Strapi v4', post, 'publicationState=preview'],
  ])('asks %s for a draft in its own terms, never from the cache', async (_, published, state) => {
    const { client, fetchImpl } = clientAnswering(async (...[url]: Parameters<typeof fetch>) =>
      Response.json(String(url).includes('draft') || String(url).includes('preview') ? draftV5 : published),
    );
    expect(await client.draft('en', 'draft-only')).toMatchObject({ title: 'Draft Only' });
    const [url, init] = fetchImpl.mock.calls.at(-1)!;
    expect(String(url)).toContain(`filters%5Bslug%5D%5B%24eq%5D=draft-only&${state}`);
    expect(init).toMatchObject({ cache: 'no-store' });
    expect(init).not.toHaveProperty('next');
  });

  it('asks a service with no published post yet for a draft in both terms', async () => {
    const { client, fetchImpl } = clientAnswering(async (...[url]: Parameters<typeof fetch>) =>
      String(url).includes('publicationState=preview') ? Response.json(post) : Response.json(emptyV5),
    );
    expect(await client.draft('en', 'hello-world')).toMatchObject({ slug: 'hello-world' });
    expect(fetchImpl.mock.calls.map(([url]) => /status=draft|publicationState=preview/.exec(String(url))?.[0] ?? 'published')).toEqual([
      'published',
      'status=draft',
      'publicationState=preview',
    ]);
  });
});
