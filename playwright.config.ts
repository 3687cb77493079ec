import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { accountOfWorker, E2E_ADMIN, E2E_JWT_SECRET, E2E_PORT, E2E_WORKERS } from './e2e/test-env';

// Set once in the main process; workers inherit it, so the teardown removes the same folder.
process.env.ALLOY_E2E_DATA_DIR ??= join(tmpdir(), `alloy-e2e-${randomUUID()}`);

// Debian's headless build of Chromium (package chromium-headless-shell) renders the same pages with half the
// CPU of the full browser in headless mode; the full one stands in where it is all there is.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

// The login page's admin and one account per worker (e2e/fixtures.ts). The embedded database admits one
// process at a time, so they are made before the server starts, which therefore creates no first user.
const accounts = [E2E_ADMIN, ...Array.from({ length: E2E_WORKERS }, (_, index) => accountOfWorker(index))];
const addUsers = accounts.map(
  ({ username, client, password }) =>
    `node build/users.js add ${username} --client ${client} --password ${password}`,
);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-DE',
    // The suite is bound by the CPU, and recording traces takes a fifth of it: CI keeps the screenshot and
    // the page's accessibility snapshot of a failure; locally, a failing test keeps its trace (actions and
    // DOM snapshots, without the screencast, which took half the CPU).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(systemChromium ? { executablePath: systemChromium } : {}),
          ignoreDefaultArgs: ['--disable-dev-shm-usage'],
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
    // The compiled commands, as `npm start` runs the server (`npm run test:e2e` builds them first).
    command: [...addUsers, 'node --v8-pool-size=1 build/main.js'].join(' && '),
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      ALLOY_DATA_DIR: process.env.ALLOY_E2E_DATA_DIR,
      ALLOY_JWT_SECRET: E2E_JWT_SECRET,
      // For the user commands too: a hash at the production cost takes a second or so, and the suite logs in
      // often; the production cost is asserted by the API suite.
      ALLOY_PASSWORD_COST: '10',
    },
  },
});
