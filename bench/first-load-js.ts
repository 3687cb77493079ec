import type { Browser, BrowserContext, Page, Response } from '@playwright/test';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The body as the server sent it (brotli or gzip when it compressed), without headers. */
const transferredBytes = async (response: Response) => (await response.request().sizes()).responseBodySize;

/** The JavaScript a first visit (empty cache) of `path` transfers until `ready` and the network is idle. */
export async function firstLoadJs(
  browser: Browser,
  baseURL: string,
  path: string,
  storageState: StorageState | undefined,
  ready: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (isScript && response.ok()) sizes.push(transferredBytes(response));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
}
