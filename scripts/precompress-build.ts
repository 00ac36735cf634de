/**
 * After `next build`: compresses the build's files (`.next/static`) once, at brotli's and gzip's strongest levels,
 * into `.br` and `.gz` twins that nginx sends as they are (deploy/nginx/). Files already done are left alone.
 *   tsx scripts/precompress-build.ts [build folder, default .next]
 */
import path from 'node:path';
import { kilobytes, precompress } from './build-files';

async function main() {
  const dir = path.join(process.argv[2] ?? '.next', 'static');
  const started = Date.now();
  const { compressed, alreadyDone, left, bytes } = await precompress(dir);
  console.log(
    `Build files in ${dir}: ${compressed} compressed` +
      (compressed > 0 ? ` (${kilobytes(bytes.original)} → brotli ${kilobytes(bytes.br)}, gzip ${kilobytes(bytes.gz)})` : '') +
      `, ${alreadyDone} done before, ${left} left as they are (small, or images and fonts); ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

void main();
