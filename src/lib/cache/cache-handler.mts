/**
 * Next.js's cache of rendered pages and fetched content, shared by every server of a deployment through Redis
 * (REDIS_URL; next.config.ts names this file only then). A revalidation on any server, by the publish webhook or
 * by time, removes the entries from Redis, so every server renders or fetches them anew on their next request.
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
  return {
    handlers: [
      sharedOrLocal(
        // Another build's pages are never served: a deployment's entries carry its build id.
        createRedisHandler({ client: client as never, keyPrefix: `site:${buildId ?? 'dev'}:`, timeoutMs }),
        createLruHandler(),
      ),
    ],
  };
});

export default CacheHandler;
