import { describe, expect, it } from 'vitest';
import { sharedOrLocal, type Handler } from './shared-or-local.mjs';

type Entry = Parameters<Handler['set']>[1];

/** A cache handler over a map, whose every call can be made to fail as an unreachable Redis does. */
function fakeHandler(name: string) {
  const entries = new Map<string, Entry>();
  let down = false;
  const check = () => {
    if (down) throw new Error(`${name} unreachable`);
  };
  const handler: Handler = {
    name,
    async get(key) {
      check();
      return entries.get(key) ?? null;
    },
    async set(key, entry) {
      check();
      entries.set(key, entry);
    },
    async revalidateTag(tag) {
      check();
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    async delete(key) {
      check();
      entries.delete(key);
    },
  };
  return { handler, entries, fail: (failing: boolean) => (down = failing) };
}

const page = (status: number, tags: string[] = []): Entry =>
  ({ lastModified: 1, lifespan: null, tags, value: { kind: 'APP_PAGE', status, html: `<p>${status}</p>` } }) as unknown as Entry;
const fetched = (tags: string[]): Entry => ({ lastModified: 1, lifespan: null, tags, value: { kind: 'FETCH', data: {} } }) as unknown as Entry;
const meta = { implicitTags: [] };

function setUp() {
  const shared = fakeHandler('redis');
  const local = fakeHandler('memory');
  return { shared, local, cache: sharedOrLocal(shared.handler, local.handler) };
}

describe('the shared and the local cache', () => {
  it('shares pages that answered 200 and fetched content, and keeps a copy of each locally', async () => {
    const { shared, local, cache } = setUp();
    await cache.set('/en/contact', page(200));
    await cache.set('fetch-key', fetched(['content']));
    expect([...shared.entries.keys()]).toEqual(['/en/contact', 'fetch-key']);
    expect([...local.entries.keys()]).toEqual(['/en/contact', 'fetch-key']);
  });

  it('keeps a "not found" or a redirect on this server only, and answers it from there', async () => {
    const { shared, cache } = setUp();
    await cache.set('/en/made-up-path', page(404));
    await cache.set('/en/blog-view/posts/999', page(307));
    expect(shared.entries.size).toBe(0);
    expect(await cache.get('/en/made-up-path', meta)).toMatchObject({ value: { status: 404 } });
  });

  it('reads a shared entry from the shared cache, so another server\'s revalidation counts here too', async () => {
    const { shared, cache } = setUp();
    await cache.set('/en/blog', page(200, ['content']));
    shared.entries.delete('/en/blog'); // another server revalidated it
    expect(await cache.get('/en/blog', meta)).toBeNull();
  });

  it('shares a page again once it answers 200 where it was not found before', async () => {
    const { shared, cache } = setUp();
    await cache.set('/en/blog-view/category/1/new-topic', page(404));
    await cache.set('/en/blog-view/category/1/new-topic', page(200));
    shared.entries.delete('/en/blog-view/category/1/new-topic');
    expect(await cache.get('/en/blog-view/category/1/new-topic', meta)).toBeNull();
  });

  it('answers from this server\'s memory while the shared cache fails, and stores without throwing', async () => {
    const { shared, cache } = setUp();
    await cache.set('/de/kontakt', page(200));
    shared.fail(true);
    expect(await cache.get('/de/kontakt', meta)).toMatchObject({ value: { status: 200 } });
    await expect(cache.set('/de', page(200))).resolves.toBeUndefined();
    expect(await cache.get('/de', meta)).toMatchObject({ value: { status: 200 } });
    await expect(cache.revalidateTag('content')).resolves.toBeUndefined();
  });

  it('revalidates a tag in both caches', async () => {
    const { shared, local, cache } = setUp();
    await cache.set('fetch-key', fetched(['content']));
    await cache.set('/en/nope', page(404, ['content']));
    await cache.revalidateTag('content');
    expect(shared.entries.size + local.entries.size).toBe(0);
  });
});
