import { defineConfig } from 'vitest/config';
import tests from './vitest.config.mjs';

/**
 * The content contract (`npm run test:cms`): the site's content client against a real Strapi v4 and a real Strapi 5,
 * installed from the npm registry and started by test/strapi/servers.ts. Not part of `npm run check`: the first run
 * installs both (a few minutes each). `CAPTURE_FIXTURES=1` also writes what each answered into the unit tests' fixtures
 * (src/lib/blog/fixtures/strapi-4/, strapi-5/).
 */
export default defineConfig({
  resolve: tests.resolve,
  test: {
    environment: 'node',
    include: ['test/cms-contract.test.ts'],
    globalSetup: ['./test/strapi/servers.ts'],
    testTimeout: 30_000,
    hookTimeout: 900_000,
  },
});
