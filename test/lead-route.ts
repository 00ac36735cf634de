/**
 * The lead endpoint as the route tests drive it: the real route on an embedded database of its own, the client's
 * address taken from `x-client-ip`, no mail server. The test file mocks `next/server`'s `after` itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';

export const siteUrl = 'http://localhost:3000';

export async function openLeadRoute(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  vi.stubEnv('SITE_URL', siteUrl);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('CLIENT_IP_HEADER', 'x-client-ip');
  vi.stubEnv('SMTP_URL', '');
  vi.resetModules();
  const { POST } = await import('@/app/api/leads/[form]/route');
  const store = await (await import('@/lib/leads/service')).leadStore();
  const close = async () => {
    await store.close();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { POST, store, close };
}
