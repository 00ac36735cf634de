import { defineConfig } from 'vitest/config';
import unit from './vitest.config.mjs';

/**
 * The cluster test (`npm run test:cluster`): the production build as two instances behind nginx with Redis and
 * PostgreSQL (test/cluster.ts), each started by the test itself. It runs the end-to-end build (`npm run build:e2e`).
 */
export default defineConfig({
  ...unit,
  test: { ...unit.test, include: ['test/cluster.test.ts'], globalSetup: [], testTimeout: 120_000, hookTimeout: 180_000 },
});
