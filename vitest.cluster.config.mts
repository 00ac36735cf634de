import { defineConfig } from 'vitest/config';
import tests from './vitest.config.mjs';

/**
 * The cluster test (`npm run test:cluster`): the production build as two instances behind nginx with Redis and
 * PostgreSQL (test/cluster.ts), each started by the test itself. It runs the end-to-end build (`npm run build:e2e`).
 * One file at a time: the cluster test measures nothing, but kills an instance under load and needs the machine's cores
 * for it.
 */
export default defineConfig({
  resolve: tests.resolve,
  test: { environment: 'node', include: ['test/cluster.test.ts'], fileParallelism: false, testTimeout: 120_000, hookTimeout: 180_000 },
});
