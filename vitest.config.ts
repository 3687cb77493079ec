import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest leaves one core to its main process, but test files mostly wait (rendering, HTTP, the database),
// so every core gets a worker.
const maxWorkers = availableParallelism();

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

// The app's test files share one jsdom and one module graph per worker: setting up both for each file took
// two thirds of the time. A file that replaces modules with `vi.mock` gets its own, or its stand-ins would
// leak into the files after it.
const mockingAppTests = testFilesUnder('src').filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

const appProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    ...files,
    environment: 'jsdom',
    // The app's own style sheets (the tree's rows, say) are on the page, so tests see their rules.
    css: true,
    setupFiles: ['src/test/setup.ts'],
    isolate,
    maxWorkers,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
          maxWorkers,
        },
      },
      appProject('app', { include: ['src/**/*.test.{ts,tsx}'], exclude: mockingAppTests }, false),
      appProject('app-mocking', { include: mockingAppTests }, true),
      {
        // One graphql copy for our code and yoga alike; otherwise yoga's instanceof checks fail.
        resolve: { alias: { graphql: 'graphql/index.js' } },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          // Every file starts its own servers on free ports and its own databases, so files run side by side.
          maxWorkers,
        },
      },
    ],
  },
});
