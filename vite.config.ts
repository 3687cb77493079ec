import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its whole default config at load time from every recipe; marked pure,
      // those unused calls go, and only the recipes src/system.ts names reach the bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'createSystem'] },
    },
  },
  optimizeDeps: { entries: ['index.html'] },
  server: { watch: { ignored: ['**/playwright-report/**', '**/test-results/**', '**/data/**'] } },
});
