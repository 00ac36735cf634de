/**
 * The server environment, read and validated once; nothing else reads the site's variables from process.env but
 * the Redis cache handler, which Next.js loads on its own. Server only: a client component that imports it (and with
 * it the secrets) fails the build.
 */
import 'server-only';
import { parseServerEnv } from './env-parse';

export { embeddedContentToken, parseServerEnv, type ContentConfig, type LeadsConfig, type ServerEnv } from './env-parse';

// The build checks what it needs; what a running server needs besides (mail, content) is checked when it starts.
export const serverEnv = parseServerEnv(process.env, process.env.NEXT_PHASE === 'phase-production-build' ? 'build' : undefined);
