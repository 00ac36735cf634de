import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { regeneratedSegmentSeconds } from '@/lib/server/env-parse';

const { cached, unstableCache } = vi.hoisted(() => {
  const cached = vi.fn(async () => true);
  return { cached, unstableCache: vi.fn<(...args: unknown[]) => typeof cached>(() => cached) };
});
vi.mock('next/cache', () => ({ unstable_cache: unstableCache }));

/** The page lifetime module as a server built with this REGENERATE_SECONDS loads it. */
async function pageLifetime(regenerateSeconds: string) {
  vi.stubEnv('REGENERATE_SECONDS', regenerateSeconds);
  vi.resetModules();
  return import('./page-lifetime');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('the lifetime of regenerated pages', () => {
  it('is the literal each regenerated page declares, as Next.js requires', () => {
    for (const page of ['src/app/[locale]/page.tsx', 'src/app/[locale]/blog-view/[section]/[page]/[[...slug]]/page.tsx']) {
      expect(readFileSync(page, 'utf8'), page).toContain(`\nexport const revalidate = ${regeneratedSegmentSeconds};\n`);
    }
  });

  it('costs a production build nothing beyond that', async () => {
    await (await pageLifetime('')).keepForPageLifetime();
    expect(cached).not.toHaveBeenCalled();
  });

  it('is shortened by a build that sets REGENERATE_SECONDS, through data that lives as long', async () => {
    await (await pageLifetime('10')).keepForPageLifetime();
    expect(unstableCache).toHaveBeenCalledWith(expect.any(Function), ['page-lifetime'], { revalidate: 10 });
    expect(cached).toHaveBeenCalledOnce();
  });
});
