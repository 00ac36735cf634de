import { afterEach, describe, expect, it, vi } from 'vitest';
import post from './fixtures/post-en-hello-world.json';
import { ContentUnavailableError, createBlogSource } from './source';

const config = { apiUrl: 'https://cms.example.com/api', token: 'read-only-token-123456', embedded: false };
afterEach(() => vi.restoreAllMocks());

function clientAnswering(answer: () => Promise<Response>) {
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
});
