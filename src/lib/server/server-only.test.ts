import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Each module that reads secrets, the database or the geo database. Loaded by plain Node (no `react-server`
// condition, as a client bundle would be), each one must refuse; with the server's condition it loads.
const serverModules = ['src/lib/env.ts', 'src/lib/leads/service.ts', 'src/lib/blog/source.ts', 'src/lib/geo/lookup-country.ts'];

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
