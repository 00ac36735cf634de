/**
 * The build's files (`.next/static`, served as `/_next/static/`) as the proxy serves them (deploy/nginx/): each
 * compressed once, at brotli's and gzip's strongest levels, into `.br` and `.gz` twins beside it; and published into
 * a folder nginx serves that keeps earlier builds' files for as long as a CDN may serve a page naming them.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The kinds of build file worth compressing; fonts and images are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml', '.map', '.wasm']);
const variants = [
  { suffix: '.br', compress: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

/**
 * How long a build's files stay published after the next build was published: a prerendered page may be kept by a
 * CDN for an hour (s-maxage) and then served stale for a day (stale-while-revalidate), plus an hour for the
 * deployment itself, during which the old build still answers.
 */
export const keepReplacedBuildMs = (1 + 24 + 1) * 3600_000;

export interface PrecompressSummary {
  compressed: number;
  alreadyDone: number;
  left: number;
  bytes: { original: number; br: number; gz: number };
}

/** Files smaller than this gain next to nothing (and the same as nginx's on-the-fly `min_length`). */
const minBytes = 1024;

/** Writes the `.br` and `.gz` twins of every compressible file under `dir` that lacks them or has outdated ones. */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { compressed: 0, alreadyDone: 0, left: 0, bytes: { original: 0, br: 0, gz: 0 } };
  const files = (await listFiles(dir)).filter((file) => !variants.some(({ suffix }) => file.endsWith(suffix)));
  await inParallel(files, async (file) => {
    const source = path.join(dir, file);
    const { mtime, mtimeMs, size } = await stat(source);
    if (!compressible.has(path.extname(file)) || size < minBytes) {
      summary.left++;
      return;
    }
    // A twin carries its source's modification time (to the millisecond, as utimes sets it): one that does is up
    // to date, so a second run does nothing.
    const done = await Promise.all(variants.map(({ suffix }) => stat(source + suffix).then((twin) => Math.abs(twin.mtimeMs - mtimeMs) < 1, () => false)));
    if (done.every(Boolean)) {
      summary.alreadyDone++;
      return;
    }
    const data = await readFile(source);
    summary.compressed++;
    summary.bytes.original += data.length;
    for (const { suffix, compress } of variants) {
      const packed = await compress(data);
      await writeFile(`${source}${suffix}.partial`, packed);
      await utimes(`${source}${suffix}.partial`, mtime, mtime);
      await rename(`${source}${suffix}.partial`, source + suffix);
      summary.bytes[suffix === '.br' ? 'br' : 'gz'] += packed.length;
    }
  });
  return summary;
}

export interface PublishSummary {
  buildId: string;
  copied: number;
  unchanged: number;
  /** Earlier builds whose files stay, with when the build after them was published. */
  kept: { buildId: string; replacedAt: Date }[];
  removedBuilds: string[];
  removedFiles: number;
}

interface Publication {
  buildId: string;
  publishedAt: string;
  files: string[];
}

/**
 * Copies the build's files with their twins (made first where missing) into `root/_next/static`, records the
 * publication in `root/builds/`, and removes the files that only builds replaced more than `keepReplacedBuildMs` ago
 * named. Run it before the new build starts answering; nginx serves `root`.
 */
export async function publish(buildDir: string, root: string, now = new Date()): Promise<PublishSummary> {
  const source = path.join(buildDir, 'static');
  await precompress(source);
  const target = path.join(root, '_next', 'static');
  const buildId = (await readFile(path.join(buildDir, 'BUILD_ID'), 'utf8')).trim();
  const files = await listFiles(source);
  let copied = 0;
  await inParallel(files, async (file) => {
    const from = path.join(source, file);
    const to = path.join(target, file);
    if (await sameContent(from, to)) return;
    // Written beside and renamed into place: nginx never sends half a file.
    await mkdir(path.dirname(to), { recursive: true });
    const partial = `${to}.${process.pid}.partial`;
    await copyFile(from, partial);
    const { mtime } = await stat(from);
    await utimes(partial, mtime, mtime);
    await rename(partial, to);
    copied++;
  });

  const records = path.join(root, 'builds');
  await mkdir(records, { recursive: true });
  const publication: Publication = { buildId, publishedAt: now.toISOString(), files };
  await writeFile(path.join(records, `${now.toISOString().replace(/[:.]/g, '-')}-${buildId}.json`), `${JSON.stringify(publication)}\n`);

  const publications = await readPublications(records);
  const kept: PublishSummary['kept'] = [];
  const removedBuilds: string[] = [];
  for (const [index, { record, publication: earlier }] of publications.entries()) {
    const next = publications[index + 1];
    if (!next) continue;
    const replacedAt = new Date(next.publication.publishedAt);
    if (now.getTime() - replacedAt.getTime() <= keepReplacedBuildMs) {
      kept.push({ buildId: earlier.buildId, replacedAt });
      continue;
    }
    await rm(path.join(records, record));
    removedBuilds.push(earlier.buildId);
  }
  const named = new Set((await readPublications(records)).flatMap(({ publication: { files } }) => files));
  let removedFiles = 0;
  for (const file of await listFiles(target)) {
    if (named.has(file)) continue;
    await rm(path.join(target, file));
    removedFiles++;
  }
  await removeEmptyFolders(target);
  return { buildId, copied, unchanged: files.length - copied, kept: kept.filter((build) => build.buildId !== buildId), removedBuilds, removedFiles };
}

/** The publications recorded in `records`, oldest first. */
async function readPublications(records: string) {
  const names = (await readdir(records)).filter((name) => name.endsWith('.json'));
  const read = await Promise.all(names.map(async (record) => ({ record, publication: JSON.parse(await readFile(path.join(records, record), 'utf8')) as Publication })));
  return read.sort((a, b) => a.publication.publishedAt.localeCompare(b.publication.publishedAt) || a.record.localeCompare(b.record));
}

/** Every file under `dir`, as paths relative to it with `/` between folders; none when `dir` does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function sameContent(a: string, b: string) {
  const [first, second] = await Promise.all([stat(a), stat(b).catch(() => undefined)]);
  if (!second || first.size !== second.size) return false;
  const [hashA, hashB] = await Promise.all([a, b].map(async (file) => createHash('sha256').update(await readFile(file)).digest('hex')));
  return hashA === hashB;
}

async function removeEmptyFolders(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return false;
  let empty = true;
  for (const entry of entries) {
    if (!entry.isDirectory() || !(await removeEmptyFolders(path.join(dir, entry.name)))) empty = false;
  }
  if (empty) await rmdir(dir);
  return empty;
}

/** Runs `task` for every item, as many at once as the machine has cores (zlib works on its own threads). */
async function inParallel<T>(items: T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(items.length, availableParallelism()) }, worker));
}

export const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
