/**
 * A second, different build of the site, as the next deployment would bring: the project copied into a temporary
 * folder (its dependencies linked), one line of browser code changed so that its scripts get other names, and built
 * with the same environment. The deploy-skew test in test/cluster.test.ts deploys it in place of the current one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, closeSync, cpSync, mkdtempSync, openSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const project = path.resolve('.');
const copied = ['src', 'public', 'messages', 'next.config.ts', 'package.json', 'tsconfig.json'];

/** Builds the next release in a folder of its own and returns the folder; takes as long as a build (about 1.5 min here). */
export async function buildNextRelease(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kovalent-next-release-'));
  for (const name of copied) cpSync(path.join(project, name), path.join(dir, name), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  symlinkSync(path.join(project, 'node_modules'), path.join(dir, 'node_modules'));
  // What changed in this release: the browser's start-up code.
  appendFileSync(path.join(dir, 'src/instrumentation-client.ts'), `\n(globalThis as Record<string, unknown>).kovalentRelease = '${Date.now()}';\n`);
  // Turbopack resolves only inside its root: here the whole file system, so that the linked dependencies count.
  // The types were checked by the project's own build.
  renameSync(path.join(dir, 'next.config.ts'), path.join(dir, 'next.config.project.ts'));
  writeFileSync(
    path.join(dir, 'next.config.ts'),
    `import type { NextConfig } from 'next';
import config from './next.config.project';

export default function releaseConfig(phase: string): NextConfig {
  const project = config(phase);
  return { ...project, turbopack: { ...project.turbopack, root: '/' }, outputFileTracingRoot: '/', typescript: { ignoreBuildErrors: true } };
}
`,
  );
  const log = path.join(dir, 'build.log');
  const output = openSync(log, 'w');
  // As `npm run build` runs it: a test runner's NODE_ENV=test would make another kind of build.
  const build = spawn(process.execPath, [path.join(project, 'node_modules/next/dist/bin/next'), 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', output, output] });
  closeSync(output);
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The next release did not build:\n${readFileSync(log, 'utf8').slice(-3000)}`);
  return dir;
}
