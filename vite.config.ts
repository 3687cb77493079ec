import { constants } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // `.br` and `.gz` beside every script, style sheet, HTML, SVG and JSON file, for the server to send as
    // they are: compressed once at the highest settings instead of on every request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config at load time from every recipe; marked pure,
        // those unused calls go, and only the recipes src/system.ts names reach the bundle. The same holds
        // for the anatomies of components the app never uses.
        manualPureFunctions: ['defineConfig', 'createSystem', 'createAnatomy'],
        // Emotion imports hoist-non-react-statics (and with it react-is) for nothing but `withTheme`, which
        // Chakra does not use; neither package declares that it is free of side effects.
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  optimizeDeps: { entries: ['index.html'] },
  server: { watch: { ignored: ['**/playwright-report/**', '**/test-results/**', '**/data/**'] } },
});
