import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Tests run server modules outside Next, as the server does: the marker's server-side entry is empty.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    // Beside src/, the deploy kit's checks (deploy/deploy.test.ts), the build scripts' own and the end-to-end
    // tests' pure helpers (e2e/*.test.ts; the end-to-end tests themselves are e2e/*.spec.ts).
    include: ['src/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // A PostgreSQL server for the lead storage tests (see test/postgres.ts).
    globalSetup: ['./test/postgres.ts'],
  },
});
