/** The deploy kit stays usable: systemd accepts the unit as it is shipped, and its hardening does not erode. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const deploy = fileURLToPath(new URL('.', import.meta.url));
const unitFile = path.join(deploy, 'kovalent-website.service');

/** Runs systemd-analyze (Debian's `systemd` package; no running systemd needed) and gives its exit code and output. */
async function systemdAnalyze(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', args);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number | string; stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT') throw new Error('The deploy tests need systemd-analyze: apt-get install systemd');
    return { code: failure.code, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('the systemd unit', () => {
  // verify checks every setting and that ExecStart's program exists: /usr/bin/env is on every machine, so the
  // shipped file is checked as it is. The user and folders it names are the server's; verify does not look for them.
  it('is accepted by systemd without a single warning', async () => {
    expect(await systemdAnalyze('verify', '--man=no', unitFile)).toEqual({ code: 0, output: '' });
  }, 30_000);

  it('keeps its hardening: an exposure of 2.0 or less on systemd’s scale of 10', async () => {
    const { code, output } = await systemdAnalyze('security', '--offline=yes', '--threshold=20', unitFile);
    expect(code, output.split('\n').filter((line) => line.includes('✗')).join('\n')).toBe(0);
  }, 30_000);
});
