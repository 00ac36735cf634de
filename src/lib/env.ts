/**
 * The server environment, read and validated once; nothing else reads process.env. Server only: a client
 * component that imports it (and with it the secrets) fails the build.
 */
import 'server-only';
import { parseServerEnv } from './env-parse';

export { embeddedContentToken, parseServerEnv, type ContentConfig, type LeadsConfig, type ServerEnv } from './env-parse';

export const serverEnv = parseServerEnv(process.env);
