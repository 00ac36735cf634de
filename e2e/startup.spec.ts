import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv } from '../playwright.config';
import { expect, test } from './fixtures';

// Each on a port of its own: the tests run side by side.
for (const { missing, message, port } of [
  { missing: 'SITE_URL', message: 'SITE_URL: is required when APP_ENV=production', port: 3199 },
  { missing: 'CLIENT_IP_HEADER', message: 'CLIENT_IP_HEADER: is required when APP_ENV=production', port: 3197 },
]) {
  test(`the production server refuses to start without ${missing}, and says why`, async () => {
    // The README's production command.
    const server = spawn('npm', ['start'], {
      env: { ...process.env, ...e2eEnv, PORT: String(port), [missing]: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exitCode = await Promise.race([
      new Promise<number | null>((resolve) => server.once('exit', resolve)),
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000)),
    ]);
    if (exitCode === 'running') process.kill(-server.pid!, 'SIGKILL');
    expect(exitCode).toBe(1);
    expect(output).toContain(message);
  });
}

test('with CLIENT_IP_HEADER=socket, a visitor cannot escape the form limit by forging address headers', async ({ request }) => {
  const port = 3198;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kovalent-socket-'));
  const server = spawn('npm', ['start'], {
    env: { ...process.env, ...e2eEnv, PORT: String(port), CLIENT_IP_HEADER: 'socket', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ready in') && resolve());
      server.once('exit', (code) => reject(new Error(`the server stopped with ${code}`)));
    });
    // Ready for traffic, as a load balancer would check: the start-up code has run.
    expect((await request.get(`${origin}/api/health`)).status()).toBe(200);
    const statuses = [];
    for (let i = 1; i <= 11; i++) {
      const forged = `203.0.113.${i}`;
      const response = await request.post(`${origin}/api/leads/contact`, {
        headers: { origin, accept: 'application/json', 'x-connection-address': forged, 'x-forwarded-for': forged, 'x-client-ip': forged },
        form: { name: 'Forger', email: 'not-an-address', message: 'Hello', locale: 'en', page: '/contact' },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
