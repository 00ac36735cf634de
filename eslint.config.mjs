import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports run one way, so the folders show the architecture: each layer of src/ imports only from the layers to its
 * left, and what a lower layer needs moves down to it.
 */
const layers = ['common', 'i18n', 'config', 'content', 'lib', 'components', 'app'];
const layerOrder = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: layers.slice(0, -1).map((layer, index) => ({
        target: `./src/${layer}`,
        from: layers.slice(index + 1).map((later) => `./src/${later}`),
        message: `Layer order ${layers.join(' → ')}: ${layer} imports only from ${layers.slice(0, index).join(', ') || 'no other layer'}. Move what it needs to the left.`,
      })).concat(
        // Within lib, code of one runtime never reaches for the other's.
        { target: './src/lib/browser', from: './src/lib/server', message: 'Browser code cannot use the server process\'s modules (src/lib/server/).' },
        { target: './src/lib/server', from: './src/lib/browser', message: 'The server process cannot use browser-only modules (src/lib/browser/).' },
      ),
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['src/**/*.{ts,tsx}'], rules: layerOrder },
  // Files copied into a Strapi project, which loads CommonJS.
  { files: ['cms/strapi/**/*.js', 'test/strapi/project/**/*.js'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'bench/floor/.next/**', '**/next-env.d.ts']),
]);
