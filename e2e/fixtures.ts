import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { logIn, userMenuButton } from './session';
import { accountOfWorker } from './test-env';

/** No login at all: for the tests of logging in and out, of the guards and of the login page. */
export const loggedOut = { cookies: [], origins: [] };

/**
 * Playwright's "one account per parallel worker": each worker logs in once through the login page with
 * its own account, and every test it runs starts from that saved state (the token in its cookie and in
 * localStorage). Opt out with `test.use({ storageState: loggedOut })`.
 */
export const test = base.extend<object, { workerStorageState: string }>({
  storageState: ({ workerStorageState }, use) => use(workerStorageState),
  workerStorageState: [
    async ({ browser }, use, workerInfo) => {
      const account = accountOfWorker(workerInfo.parallelIndex);
      const path = join(workerInfo.project.outputDir, '.auth', `${account.username}.json`);
      // A clean context: by default it would start from the state this fixture is about to make.
      const page = await browser.newPage({
        storageState: undefined,
        baseURL: workerInfo.project.use.baseURL,
      });
      await page.goto('/login');
      await logIn(page, account);
      await expect(userMenuButton(page, account.username)).toBeVisible({ timeout: 15_000 });
      await page.context().storageState({ path });
      await page.context().close();
      await use(path);
    },
    { scope: 'worker' },
  ],
});

export { expect };
