// @ts-check
/**
 * What the server log says about the shared cache's reachability: one warning when Redis goes away, however many
 * requests fail meanwhile and however often the client retries, and one line when it is back.
 */
/**
 * @param {string} redisUrl
 * @param {Pick<Console, 'warn' | 'info'>} [log]
 */
export function createOutageLog(redisUrl, log = console) {
  const where = describe(redisUrl);
  let down = false;
  let connectedOnce = false;
  return {
    /** The connection failed or broke: warns on the first failure of an outage only. */
    /** @param {unknown} error */
    failed(error) {
      if (down) return;
      down = true;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        `Shared cache (Redis at ${where}) unreachable: ${reason}. Pages are served from this server's own cache or rendered anew; revalidations reach this server only until Redis is back.`,
      );
    },
    /** The connection is ready: says so after an outage (and once at start). */
    ready() {
      if (down) log.info(`Shared cache (Redis at ${where}) reachable again.`);
      else if (!connectedOnce) log.info(`Shared cache: Redis at ${where}.`);
      down = false;
      connectedOnce = true;
    },
  };
}

/**
 * Host and port only: a password in the URL never reaches the log.
 * @param {string} redisUrl
 */
function describe(redisUrl) {
  try {
    const url = new URL(redisUrl);
    return `${url.hostname}:${url.port || 6379}`;
  } catch {
    return 'REDIS_URL';
  }
}
