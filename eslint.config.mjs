import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Imports run one way, so the folders show the architecture: each layer of src/ imports only from the layers to its
 * left, and what a lower layer needs moves down to it.
 */
const layers = ['i18n', 'config', 'content', 'lib', 'components', 'app'];
const layerOrder = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: layers.slice(0, -1).map((layer, index) => ({
        target: `./src/${layer}`,
        from: layers.slice(index + 1).map((later) => `./src/${later}`),
        message: `Layer order ${layers.join(' → ')}: ${layer} imports only from ${layers.slice(0, index).join(', ') || 'no other layer'}. Move what it needs to the left.`,
      })),
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['src/**/*.{ts,tsx}'], rules: layerOrder },
  globalIgnores(['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'bench/floor/.next/**', '**/next-env.d.ts']),
]);
