import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need a server or a program beyond `npm install`: PostgreSQL (started by test/postgres.ts), an SMTP server
 * (test/smtp.ts), nginx (test/nginx.ts) or systemd-analyze. Each fails, naming what to install, when it cannot start
 * them; none is skipped. Named `*.integration.test.ts`, beside the module they test.
 */
const integration = ['src/**/*.integration.test.ts', 'deploy/**/*.integration.test.ts', 'test/**/*.integration.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Tests run server modules outside Next, as the server does: the marker's server-side entry is empty.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          // `npm test`: what runs on a machine with nothing but `npm install`. Beside src/, the deploy kit's checks, the
          // build scripts' own and the end-to-end tests' pure helpers (e2e/*.test.ts; the end-to-end tests themselves
          // are e2e/*.spec.ts).
          name: 'unit',
          include: ['src/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
          exclude: integration,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:integration`, with one PostgreSQL server for all its files (or TEST_DATABASE_URL's).
          name: 'integration',
          include: integration,
          globalSetup: ['./test/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
