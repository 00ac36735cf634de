/**
 * A deployment step, run on each server before the new build starts answering: copies the build's files, with their
 * compressed twins (made now if the build lacks them), into the folder nginx serves as `/_next/static/`
 * (deploy/nginx/), and removes the files of builds replaced long enough ago that no CDN still serves a page naming
 * them (scripts/build-files.ts).
 *   npm run publish-build-files -- /var/www/kovalent-website [build folder, default .next]
 */
import path from 'node:path';
import { keepReplacedBuildMs, publish } from './build-files';

async function main() {
  const [root, buildDir = '.next'] = process.argv.slice(2);
  if (!root) {
    console.error('Usage: npm run publish-build-files -- <folder nginx serves> [build folder]');
    process.exit(2);
  }
  const { buildId, copied, unchanged, kept, removedBuilds, removedFiles } = await publish(buildDir, root);
  const hours = (ms: number) => `${Math.round(ms / 3600_000)} h`;
  console.log(`Build ${buildId}: ${copied} files copied into ${path.join(root, '_next', 'static')}, ${unchanged} there already.`);
  for (const build of kept) console.log(`  Kept: build ${build.buildId}, replaced ${hours(Date.now() - build.replacedAt.getTime())} ago.`);
  if (removedBuilds.length > 0) {
    console.log(`  Removed: ${removedFiles} files of ${removedBuilds.length} builds replaced more than ${hours(keepReplacedBuildMs)} ago (${removedBuilds.join(', ')}).`);
  }
}

void main();
