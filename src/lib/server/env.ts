/**
 * The server environment, read and validated once; nothing else reads the site's variables from process.env but
 * the Redis cache handler, which Next.js loads on its own. Server only: a client component that imports it (and with
 * it the secrets) fails the build.
 */
import 'server-only';
import { parseServerEnv } from './env-parse';

export { embeddedContentToken, parseServerEnv, type ContentConfig, type LeadsConfig, type ServerEnv } from './env-parse';

// The build checks what it needs; what a running server needs besides (mail, content) is checked when it starts.
// REGENERATE_SECONDS is the build's: next.config writes it into the server's code (its `env`), as it fixes the
// Cache-Control made from it, so a server started with another value keeps the one its headers say.
export const serverEnv = parseServerEnv(
  { ...process.env, REGENERATE_SECONDS: process.env.REGENERATE_SECONDS },
  process.env.NEXT_PHASE === 'phase-production-build' ? 'build' : undefined,
);
