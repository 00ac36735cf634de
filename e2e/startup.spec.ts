import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';

test('the production server refuses to start without SITE_URL, and says why', async () => {
  const server = spawn('npx', ['next', 'start', '-p', '3199'], {
    env: { ...process.env, APP_ENV: 'production', SITE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exitCode = await Promise.race([
    new Promise<number | null>((resolve) => server.once('exit', resolve)),
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000)),
  ]);
  if (exitCode === 'running') server.kill('SIGKILL');
  expect(exitCode).toBe(1);
  expect(output).toContain('SITE_URL: is required when APP_ENV=production');
});
