/**
 * The deploy kit stays usable: systemd accepts the unit as it is shipped, its hardening does not erode, and the
 * example production environment is one the server accepts.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/lib/server/env-parse';

const deploy = fileURLToPath(new URL('.', import.meta.url));
const unitFile = path.join(deploy, 'kovalent-website.service');
const envFile = path.join(deploy, 'production.env.example');

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

/** The assignments of an env file in the subset systemd's EnvironmentFile= and a shell's `.` read alike. */
function readEnvFile(text: string, { commentedOut = false } = {}) {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const assignment = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!assignment || (assignment[1] && !commentedOut)) continue;
    env[assignment[2]!] = assignment[3]!;
  }
  return env;
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

  it('lets the server write where the environment file puts the lead database', () => {
    const unit = readFileSync(unitFile, 'utf8');
    const stateDirectory = /^StateDirectory=(.+)$/m.exec(unit)?.[1];
    expect(readEnvFile(readFileSync(envFile, 'utf8')).DATA_DIR).toBe(`/var/lib/${stateDirectory}`);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/kovalent-website\/production\.env$/m);
    expect(unit).toMatch(/^ReadWritePaths=.*\/current\/\.next\/cache$/m);
  });
});

describe('the example production environment', () => {
  const text = readFileSync(envFile, 'utf8');

  it('is accepted by the server as a production environment behind the shipped nginx', () => {
    const env = parseServerEnv(readEnvFile(text));
    expect(env).toMatchObject({
      appEnv: 'production',
      siteUrl: 'https://kovalent.software',
      geo: { clientIpHeader: 'x-real-ip' },
      content: { embedded: false, webhookSecret: expect.any(String) },
      leads: { databaseUrl: undefined, dataDir: '/var/lib/kovalent-website', smtpUrl: expect.stringMatching(/^smtps:/) },
    });
    expect(readEnvFile(text).PORT).toBe('3000');
  });

  it('is accepted with every commented-out example switched on, and names only variables the site knows', () => {
    const all = readEnvFile(text, { commentedOut: true });
    expect(() => parseServerEnv(all)).not.toThrow();
    const known = Object.keys(readEnvFile(readFileSync(path.join(deploy, '..', '.env.example'), 'utf8')));
    expect(Object.keys(all).filter((name) => name !== 'PORT' && !known.includes(name))).toEqual([]);
  });

  it('is read alike by systemd and the shell: plain NAME=value lines, secrets left to fill in', () => {
    for (const line of text.split('\n').filter((entry) => entry && !entry.startsWith('#'))) {
      expect(line).toMatch(/^[A-Z][A-Z0-9_]*=[^\s'"\\$`;#]+$/);
    }
    expect(text).not.toMatch(/(TOKEN|SECRET)=(?!CHANGE-ME)/);
  });
});
