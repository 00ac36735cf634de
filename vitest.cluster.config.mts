import { defineConfig } from 'vitest/config';
import unit from './vitest.config.mjs';

/**
 * The cluster test (`npm run test:cluster`): the production build as two instances behind nginx with Redis and
 * PostgreSQL (test/cluster.ts), each started by the test itself. It runs the end-to-end build (`npm run build:e2e`).
 * With it, the shipped nginx configuration in front of stand-in instances (test/nginx.test.ts). One file at a time:
 * the cluster test measures nothing, but kills an instance under load and needs the machine's cores for it.
 */
export default defineConfig({
  ...unit,
  test: { ...unit.test, include: ['test/nginx.test.ts', 'test/cluster.test.ts'], fileParallelism: false, globalSetup: [], testTimeout: 120_000, hookTimeout: 180_000 },
});
