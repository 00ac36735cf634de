import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { keepReplacedBuildMs, precompress, publish } from './build-files';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder as `next build` leaves it: BUILD_ID and `static/` with the given files. */
function build(buildId: string, files: Record<string, string>) {
  const dir = folder();
  writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'static', name)), { recursive: true });
    writeFileSync(path.join(dir, 'static', name), content);
  }
  return dir;
}

const script = (name: string) => `console.log(${JSON.stringify(name)});\n`.repeat(200);

describe('precompress', () => {
  it('writes brotli and gzip twins of text files that decompress to the file, and leaves the rest', async () => {
    const dir = build('one', { 'chunks/a.js': script('a'), 'chunks/tiny.js': 'x', 'media/font.woff2': 'w'.repeat(4096) });
    const summary = await precompress(path.join(dir, 'static'));
    expect(summary).toMatchObject({ compressed: 1, alreadyDone: 0, left: 2 });
    const file = path.join(dir, 'static/chunks/a.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script('a'));
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script('a'));
    expect(existsSync(path.join(dir, 'static/chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'static/media/font.woff2.br'))).toBe(false);
  });

  it('does nothing the second time, and compresses a file again once it changed', async () => {
    const dir = build('one', { 'chunks/a.js': script('a'), 'chunks/b.css': `.b{color:red}\n`.repeat(200) });
    await precompress(path.join(dir, 'static'));
    expect(await precompress(path.join(dir, 'static'))).toMatchObject({ compressed: 0, alreadyDone: 2 });

    const file = path.join(dir, 'static/chunks/a.js');
    writeFileSync(file, script('changed'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await precompress(path.join(dir, 'static'))).toMatchObject({ compressed: 1, alreadyDone: 1 });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script('changed'));
  });
});

describe('publish', () => {
  const hour = 3600_000;
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 1) + hours * hour);
  const served = (root: string, name: string) => existsSync(path.join(root, '_next/static', name));

  it('copies the build files with their twins into the folder nginx serves', async () => {
    const root = folder();
    const summary = await publish(build('one', { 'chunks/a.js': script('a'), 'one/_buildManifest.js': script('m') }), root, at(0));
    expect(summary).toMatchObject({ buildId: 'one', copied: 6, unchanged: 0, kept: [], removedBuilds: [] });
    for (const name of ['chunks/a.js', 'chunks/a.js.br', 'chunks/a.js.gz', 'one/_buildManifest.js']) expect(served(root, name)).toBe(true);
    expect(readFileSync(path.join(root, '_next/static/chunks/a.js'), 'utf8')).toBe(script('a'));
  });

  it("keeps a replaced build's files while a CDN may still serve its pages, then removes them", async () => {
    const root = folder();
    await publish(build('one', { 'chunks/shared.js': script('shared'), 'chunks/old.js': script('old') }), root, at(0));
    // A day later the next build replaces it: the old build's own file stays.
    const second = build('two', { 'chunks/shared.js': script('shared'), 'chunks/new.js': script('new') });
    const replaced = await publish(second, root, at(24));
    expect(replaced).toMatchObject({ copied: 3, unchanged: 3, kept: [{ buildId: 'one', replacedAt: at(24) }], removedFiles: 0 });
    expect(served(root, 'chunks/old.js')).toBe(true);

    // Published again (another server, a retry) just before the window ends: still kept.
    const replacedHours = keepReplacedBuildMs / hour;
    expect(await publish(second, root, at(24 + replacedHours - 1))).toMatchObject({ copied: 0, removedBuilds: [] });
    expect(served(root, 'chunks/old.js')).toBe(true);

    // Once the window since it was replaced has passed, its files go; the current build's stay, however old.
    const later = await publish(second, root, at(24 + replacedHours + 1));
    expect(later).toMatchObject({ removedBuilds: ['one'], removedFiles: 3 });
    expect(['chunks/old.js', 'chunks/old.js.br', 'chunks/old.js.gz'].map((name) => served(root, name))).toEqual([false, false, false]);
    for (const name of ['chunks/shared.js', 'chunks/shared.js.br', 'chunks/new.js']) expect(served(root, name)).toBe(true);
  });

  it('replaces a file whose content changed under the same name', async () => {
    const root = folder();
    await publish(build('one', { 'chunks/a.js': script('a') }), root, at(0));
    await publish(build('two', { 'chunks/a.js': script('b') }), root, at(1));
    expect(readFileSync(path.join(root, '_next/static/chunks/a.js'), 'utf8')).toBe(script('b'));
  });
});
