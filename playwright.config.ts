import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_JWT_SECRET, E2E_PORT } from './e2e/test-env';

// Set once in the main process; workers inherit it, so the teardown removes the same folder.
process.env.ALLOY_E2E_DATA_DIR ??= join(tmpdir(), `alloy-e2e-${randomUUID()}`);

const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      ALLOY_DATA_DIR: process.env.ALLOY_E2E_DATA_DIR,
      ALLOY_ADMIN_USERNAME: E2E_ADMIN.username,
      ALLOY_ADMIN_PASSWORD: E2E_ADMIN.password,
      ALLOY_JWT_SECRET: E2E_JWT_SECRET,
    },
  },
});
