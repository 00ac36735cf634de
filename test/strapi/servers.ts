/**
 * Vitest global set-up of the content contract (`npm run test:cms`): a real Strapi v4 and a real Strapi 5, installed
 * from the npm registry into node_modules/.cache/cms-contract/ (once; a few minutes each), each with the content model
 * the repository ships (cms/strapi/src/api), started on a free port with an empty SQLite database, and filled through
 * its own REST API with the same posts, topics and authors in English and German (test/strapi/seed.ts). Strapi runs on
 * the machine's own Node.js 20 or 22 (STRAPI_NODE names another): Strapi v4 does not run on the site's Node.js 24.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../postgres';
import { seed, type StrapiMajor } from './seed';

export interface CmsServer {
  major: StrapiMajor;
  /** The REST API's base URL, `/api` included, as CONTENT_API_URL takes it. */
  apiUrl: string;
  /** The read-only token the README has editors create for the site. */
  token: string;
  /** An editor's sign-in to the admin. */
  editor: { email: string; password: string };
}

/** The site Strapi 5's preview button leads to (cms/strapi/config/admin.js): its address and preview secret. */
export const previewSite = { url: 'https://www.site.example', secret: 'contract-preview-secret-0123456789abcdef' };

declare module 'vitest' {
  export interface ProvidedContext {
    cmsServers: CmsServer[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** What each project installs: the Strapi packages, pinned, and the SQLite driver their Node.js builds. */
const packages: Record<StrapiMajor, object> = {
  4: {
    dependencies: {
      '@strapi/strapi': '4.26.2',
      '@strapi/plugin-i18n': '4.26.2',
      '@strapi/plugin-users-permissions': '4.26.2',
      'better-sqlite3': '11.10.0',
    },
    // Strapi v4's sharp (0.32) downloads its image library from GitHub when installed; 0.33 comes from the registry.
    overrides: { sharp: '0.33.5' },
  },
  5: {
    dependencies: {
      '@strapi/strapi': '5.54.0',
      '@strapi/plugin-users-permissions': '5.54.0',
      'better-sqlite3': '12.4.1',
      react: '18.3.1',
      'react-dom': '18.3.1',
      'react-router-dom': '6.30.3',
      'styled-components': '6.1.19',
    },
  },
};

/** A Node.js that runs both majors: the machine's (20 or 22), not the site's own 24. */
function strapiNode(): string {
  const candidates = [process.env.STRAPI_NODE, '/usr/bin/node', '/usr/local/bin/node'].filter((candidate): candidate is string => !!candidate);
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const major = Number(/^v(\d+)/.exec(execFileSync(candidate, ['--version']).toString())?.[1]);
    if (major === 20 || major === 22) return candidate;
  }
  throw new Error('The content contract runs Strapi on Node.js 20 or 22: install Debian\'s nodejs, or set STRAPI_NODE to one.');
}

/** The project folder of one major, installed once (again when its packages change), with the model copied in afresh. */
function prepare(major: StrapiMajor, node: string): string {
  const dir = path.join(root, 'node_modules/.cache/cms-contract', `strapi-${major}`);
  const manifest = JSON.stringify({ name: `cms-contract-strapi-${major}`, private: true, version: '0.0.0', ...packages[major] }, null, 2);
  mkdirSync(dir, { recursive: true });
  const installed = existsSync(path.join(dir, 'node_modules/.package-lock.json')) && readFileSync(path.join(dir, 'package.json'), 'utf8') === manifest;
  if (!installed) {
    writeFileSync(path.join(dir, 'package.json'), manifest);
    console.log(`Installing Strapi ${major} for the content contract (a few minutes, once)…`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
    });
  }
  for (const stale of ['src', 'config', '.tmp', 'public']) rmSync(path.join(dir, stale), { recursive: true, force: true });
  cpSync(path.join(import.meta.dirname, 'project'), dir, { recursive: true });
  cpSync(path.join(root, 'cms/strapi/src/api'), path.join(dir, 'src/api'), { recursive: true });
  if (major === 5) cpSync(path.join(root, 'cms/strapi/config/admin.js'), path.join(dir, 'config/site-admin.js'));
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
  mkdirSync(path.join(dir, '.tmp'), { recursive: true });
  return dir;
}

async function waitForHealth(origin: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${origin}/_health`).then((response) => response.status === 204, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not start at ${origin}; its log: ${logFile}\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
}

async function start(major: StrapiMajor, node: string) {
  const dir = prepare(major, node);
  const port = await freePort();
  const logFile = path.join(dir, 'strapi.log');
  const secret = (name: string) => `${name}-contract-${major}`;
  const output = openSync(logFile, 'w');
  const child = spawn(node, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_KEYS: `${secret('a')},${secret('b')}`,
      ADMIN_JWT_SECRET: secret('admin'),
      API_TOKEN_SALT: secret('salt'),
      TRANSFER_TOKEN_SALT: secret('transfer'),
      ENCRYPTION_KEY: secret('encryption'),
      JWT_SECRET: secret('jwt'),
      CLIENT_URL: previewSite.url,
      PREVIEW_SECRET: previewSite.secret,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  });
  closeSync(output);
  const stop = async () => {
    if (child.exitCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await once(child, 'exit');
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, child, logFile);
    const tokens = JSON.parse(readFileSync(path.join(dir, '.tmp/tokens.json'), 'utf8')) as { readOnly: string; fullAccess: string; editor: CmsServer['editor'] };
    await seed(major, `${origin}/api`, tokens.fullAccess);
    return { server: { major, apiUrl: `${origin}/api`, token: tokens.readOnly, editor: tokens.editor } satisfies CmsServer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const node = strapiNode();
  // One after the other: each install and start needs the machine's cores.
  const v4 = await start(4, node);
  const v5 = await start(5, node).catch(async (error: unknown) => {
    await v4.stop();
    throw error;
  });
  project.provide('cmsServers', [v4.server, v5.server]);
  return async () => {
    await Promise.all([v4.stop(), v5.stop()]);
  };
}
