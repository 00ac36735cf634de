/**
 * Next.js's cache of rendered pages and fetched content, shared by every server of a deployment through Redis
 * (REDIS_URL; next.config.ts names this file only then). A revalidation on any server, by the publish webhook or
 * by time, removes the entries from Redis, so every server renders or fetches them anew on their next request, and
 * tells every server, which then drops what it keeps beside this cache (./revalidation-signal.ts).
 *
 * Each server also keeps what it stores in memory, and keeps answers other than 200 there only (./shared-or-local.ts).
 * While Redis is unreachable it answers from there, or renders, and its log says so once (./outage-log.ts); the
 * client keeps reconnecting in the background.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { createOutageLog } from './outage-log';
import { signalRevalidated } from './revalidation-signal';
import { sharedOrLocal } from './shared-or-local';

/** A Redis that does not answer within this is treated as gone for that request: the page must not wait for it. */
const timeoutMs = 500;

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL!;
  const outage = createOutageLog(url);
  const client = createClient({
    url,
    // Commands fail at once while disconnected, instead of queueing up behind the reconnection.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  client.on('error', outage.failed);
  client.on('ready', outage.ready);
  void client.connect().catch(outage.failed);

  // Another build's pages are never served: a deployment's entries carry its build id.
  const prefix = `site:${buildId ?? 'dev'}:`;
  const shared = createRedisHandler({ client: client as never, keyPrefix: prefix, timeoutMs });
  // Every server, this one included, hears of a revalidation once Redis no longer holds the old entries. Its
  // connection queues the subscription until Redis is reachable and renews it after every reconnection; failures
  // are the main connection's to report.
  const channel = `${prefix}revalidated`;
  const subscriber = client.duplicate({ disableOfflineQueue: false });
  subscriber.on('error', () => undefined);
  void subscriber.connect().catch(() => undefined);
  const revalidated = (tag: string) => {
    console.info(`Cache revalidated ("${tag}", on this or another server): pages and content are read anew.`);
    signalRevalidated();
  };
  void subscriber.subscribe(channel, revalidated).catch(() => undefined);
  return {
    handlers: [
      sharedOrLocal(
        {
          ...shared,
          async revalidateTag(tag) {
            await shared.revalidateTag(tag);
            await client.publish(channel, tag);
          },
        },
        createLruHandler(),
      ),
    ],
  };
});

export default CacheHandler;
