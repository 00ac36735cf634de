import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each module that reads secrets, the database or the geo database. Loaded by plain Node (no `react-server`
// condition, as a client bundle would be), each one must refuse; with the server's condition it loads.
const serverModules = ['src/lib/server/env.ts', 'src/lib/leads/service.ts', 'src/lib/blog/source.ts', 'src/lib/geo/lookup-country.ts'];

const load = (module: string, conditions: string[] = []) =>
  execFileSync('node', [...conditions, '--import', 'tsx', '--input-type=module', '-e', `await import('./${module}')`], {
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, DATA_DIR: 'data-server-only-test' },
  });

describe.each(serverModules)('%s', (module) => {
  it('cannot be loaded outside the server', () => {
    expect(() => load(module)).toThrow(/This module cannot be imported from a Client Component module/);
  });

  it('loads on the server', () => {
    expect(() => load(module, ['--conditions=react-server'])).not.toThrow();
  });
});

/** Every source module under `src/`, as a path from the repository's root, without tests and declarations. */
function sourceModules(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join('src', file));
}

const marked = (source: string) => /^import 'server-only';$/m.test(source);

// Loaded by next.config.ts under plain Node, where the marker throws: they hold no secrets, only the rules the build
// writes into the server's configuration (headers, redirects, the environment's shape, the Node version, the words).
const loadedByNextConfig = [
  'src/lib/server/env-parse.ts',
  // The environment's rules name the header the connection's address travels in (CLIENT_IP_HEADER=socket).
  'src/lib/geo/resolve-country.ts',
  'src/lib/server/node-version.ts',
  'src/lib/server/http/cache-headers.ts',
  'src/lib/server/http/security-headers.ts',
  'src/content/words-check.ts',
];

// The server's own outside systems and Node's built-ins: a module that uses one can only ever run on the server.
const serverOnlyImport = /from '(node:[\w/]+|pg|pg\/[\w/.]+|better-sqlite3|kysely|nodemailer|maxmind|pdfjs-dist[^']*)'/;

describe('code that must never reach a browser', () => {
  const modules = sourceModules();

  it('says so in every module of the server process (src/lib/server/), except what next.config.ts loads', () => {
    const unmarked = modules.filter((file) => file.startsWith('src/lib/server/') && !loadedByNextConfig.includes(file) && !marked(readFileSync(file, 'utf8')));
    expect(unmarked).toEqual([]);
  });

  it('says so in every module that uses Node, the database, mail or the PDF reader', () => {
    const unmarked = modules.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return serverOnlyImport.test(source) && !marked(source) && !loadedByNextConfig.includes(file);
    });
    // The file name of the embedded database, which the end-to-end tests read from outside the server.
    expect(unmarked).toEqual(['src/lib/leads/database-file.ts']);
  });

  it('is never imported by browser code (src/lib/browser/ or a client component)', () => {
    const browserModules = modules.filter((file) => file.startsWith('src/lib/browser/') || /^'use client';$/m.test(readFileSync(file, 'utf8')));
    expect(browserModules.length).toBeGreaterThan(10);
    expect(browserModules.filter((file) => marked(readFileSync(file, 'utf8')) || /from '@\/lib\/server\//.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
