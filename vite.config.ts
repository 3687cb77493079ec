import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  build: { outDir: 'dist', sourcemap: false },
  optimizeDeps: { entries: ['index.html'] },
  server: { watch: { ignored: ['**/playwright-report/**', '**/test-results/**', '**/data/**'] } },
});
