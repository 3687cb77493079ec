import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import '../src/lib/messages/de-screens';
import { t } from '../src/lib/messages/t';
import { firstLoadJs, type StorageState } from './first-load-js';
import { RARE_LETTER } from './fixtures';
import {
  armFilterProbe,
  installPaintProbe,
  installTreeRows,
  type PaintProbe,
  pageScript,
  readTreeRows,
} from './page-probes';
import { attempt, isUnmeasured, type Repetitions, repeat, type Unmeasured } from './stats';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const WAIT_MS = 60_000;
const TREE_SELECTOR = '[role="tree"] [role="treeitem"]';
const SETTLE_POLL_MS = 50;
const SETTLED_MS = 300;

export interface BrowserSamples {
  loginJsBytes: number[];
  fileJsBytes: number[];
  treeVisibleMs: number[];
  heapBytes: number[];
  filterPaintMs: number[];
  fileOpenMs: number[];
  fileFirstScreenMs: number[];
  fileFromTreeMs: number[];
  fileFromTreeFirstScreenMs: number[];
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Logs in through the login page, the way a user does, and returns the signed-in browser state. */
async function logIn(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(t('login.username'), { exact: true }).fill(username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT_MS });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * When each of `probes` was painted, in their order: ms after navigation, or after the first click the page
 * heard when `fromClick` (see `recordFirstClick`).
 */
async function paintTimes(page: Page, probes: PaintProbe[], fromClick = false): Promise<number[]> {
  const ms: number[] = [];
  for (const probe of probes) {
    const painted = await page.waitForFunction(
      ({ paint, click }) => {
        const store = window as unknown as Record<string, number | undefined>;
        const [paintedAt, clickedAt] = [store[paint], click ? store[click] : 0];
        return paintedAt !== undefined && clickedAt !== undefined ? paintedAt - clickedAt : 0;
      },
      { paint: probe.key, click: fromClick ? CLICK_KEY : null },
      { timeout: WAIT_MS },
    );
    ms.push((await painted.jsonValue()) as number);
  }
  return ms;
}

/** Loads `path` in a new page: ms from navigation until each of `probes` was painted, in their order. */
async function openUntilPainted(context: BrowserContext, path: string, ...probes: PaintProbe[]) {
  const page = await context.newPage();
  for (const probe of probes) await page.addInitScript({ content: pageScript(installPaintProbe, probe) });
  await page.addInitScript({ content: pageScript(installTreeRows, undefined) });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, ms: await paintTimes(page, probes) };
}

/** Keeps when the page heard its first click (the event's own time, on the page's clock). */
function recordFirstClick(key: string): void {
  const store = window as unknown as Record<string, number>;
  document.addEventListener(
    'click',
    (event) => {
      store[key] ??= event.timeStamp;
    },
    { capture: true },
  );
}

/**
 * The data editor opened without a file; once its tree shows the file's row, a click on it, the way a user
 * opens a file: ms from the click until each of `probes` was painted, in their order. The file's address is
 * loaded first, so the tree keeps the folders above the file open (the API figures may have moved it into
 * one); the row is then scrolled to, as a user scrolls to it, since the tree renders only the rows near its
 * visible area.
 */
async function openFromTree(
  context: BrowserContext,
  file: { entryId: string; label: string },
  probes: PaintProbe[],
) {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: pageScript(recordFirstClick, CLICK_KEY) });
    for (const probe of probes) await page.addInitScript({ content: pageScript(installPaintProbe, probe) });
    const tree = page.getByRole('tree').first();
    const row = tree.getByRole('treeitem', { name: file.label, exact: true });
    await page.goto(`/DataEditor/${file.entryId}`);
    await row.waitFor({ timeout: WAIT_MS });
    await page.goto('/DataEditor');
    await tree.waitFor({ timeout: WAIT_MS });
    const deadline = Date.now() + WAIT_MS;
    while ((await row.count()) === 0) {
      if (Date.now() > deadline) throw new Error(`the tree never showed the row "${file.label}"`);
      await tree.evaluate((element) => {
        const area = element.parentElement as HTMLElement;
        const atEnd = area.scrollTop + area.clientHeight >= area.scrollHeight - 1;
        area.scrollTop = atEnd ? 0 : area.scrollTop + area.clientHeight / 2;
      });
      await page.waitForTimeout(SETTLE_POLL_MS);
    }
    await row.getByRole('link').click({ timeout: WAIT_MS });
    return await paintTimes(page, probes, true);
  } finally {
    await page.close();
  }
}

const CLICK_KEY = '__benchClickAt';

/** `repeat` of a sample of two figures: the runs' values of each (the warm-ups' dropped). */
async function repeatPair(reps: Repetitions, sample: () => Promise<number[]>): Promise<[number[], number[]]> {
  const firsts: number[] = [];
  const seconds = await repeat(reps, async () => {
    const [first, second] = await sample();
    firsts.push(first as number);
    return second as number;
  });
  return [firsts.slice(-reps.runs), seconds];
}

/** Used JS heap of the page after a full garbage collection. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * Waits until the tree has left the `filtered` rows and kept the same rows for a while. Clearing the filter
 * keeps the folders it opened, so the rows do not return to those before the keystroke.
 */
async function settled(page: Page, treeLabel: string, filtered: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let last = filtered;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(SETTLE_POLL_MS);
    const rows = await page.evaluate(readTreeRows, treeLabel);
    if (rows !== last) {
      last = rows;
      stableSince = Date.now();
    } else if (rows !== filtered && Date.now() - stableSince >= SETTLED_MS) {
      return;
    }
  }
  throw new Error('The tree did not settle after the filter was cleared');
}

/** Types the rare letter into the tree's filter and returns keystroke-to-paint; then clears the filter again. */
async function filterKeystroke(page: Page, treeLabel: string): Promise<number> {
  const inputLabel = t('tree.filter.label', { label: treeLabel });
  const input = page.getByRole('searchbox', { name: inputLabel, exact: true });
  const key = '__benchFilterMs';
  await page.evaluate(pageScript(armFilterProbe, { inputLabel, treeLabel, key }));
  await input.press(RARE_LETTER);
  const measured = await page.waitForFunction(
    (name) => (window as unknown as Record<string, number>)[name],
    key,
    {
      timeout: WAIT_MS,
    },
  );
  const filtered = await page.evaluate(readTreeRows, treeLabel);
  await input.fill('');
  await settled(page, treeLabel, filtered);
  return (await measured.jsonValue()) as number;
}

export interface BrowserTargets {
  baseURL: string;
  username: string;
  password: string;
  /**
   * Directory entry id of the file of many elements, its label, the label of its last field and of the last
   * field of its first screen.
   */
  fileEntryId: string;
  fileLabel: string;
  lastFieldLabel: string;
  firstScreenLabel: string;
}

export type Measured = number[] | Unmeasured;

export type TreePageSamples = Pick<
  Record<keyof BrowserSamples, Measured>,
  'treeVisibleMs' | 'heapBytes' | 'filterPaintMs'
>;

/**
 * The data tree's page in a signed-in context: from navigation to painted rows, the JS heap with it
 * shown, and a filter keystroke to its painted result.
 */
async function measureTreePage(context: BrowserContext, reps: Repetitions): Promise<TreePageSamples> {
  const heapValues: number[] = [];
  let treePage: Page | undefined;
  const treeVisibleMs = await attempt(() =>
    repeat(reps, async () => {
      await treePage?.close();
      const opened = await openUntilPainted(context, '/DataEditor', {
        key: '__benchTreeMs',
        selector: TREE_SELECTOR,
      });
      treePage = opened.page;
      heapValues.push(await heapAfterGc(opened.page));
      return opened.ms[0] as number;
    }),
  );
  const heapBytes: Measured = isUnmeasured(treeVisibleMs) ? treeVisibleMs : heapValues.slice(-reps.runs);

  const filterPaintMs = await attempt(async () => {
    const page = treePage;
    if (!page || isUnmeasured(treeVisibleMs)) throw new Error('the data tree never showed');
    const treeLabel = await page.getByRole('tree').first().getAttribute('aria-label');
    if (!treeLabel) throw new Error('the data tree has no accessible name');
    return repeat(reps, () => filterKeystroke(page, treeLabel));
  });
  await treePage?.close();
  return { treeVisibleMs, heapBytes, filterPaintMs };
}

/** The data tree's figures (see `measureTreePage`) for a user who logs in first. */
export async function measureTreeBrowser(
  browser: Browser,
  target: Pick<BrowserTargets, 'baseURL' | 'username' | 'password'>,
  reps: Repetitions,
): Promise<TreePageSamples> {
  const signedIn = await logIn(browser, target.baseURL, target.username, target.password);
  const context = await browser.newContext({ baseURL: target.baseURL, storageState: signedIn });
  return measureTreePage(context, reps).finally(() => context.close());
}

/**
 * Every browser figure, each over `reps`, while the data directory holds the large tree. A figure whose
 * page never shows what it waits for is reported as unmeasured; the others are still taken.
 */
export async function measureBrowser(
  browser: Browser,
  target: BrowserTargets,
  reps: Repetitions,
): Promise<Record<keyof BrowserSamples, Measured>> {
  const { baseURL } = target;
  const signedIn = await logIn(browser, baseURL, target.username, target.password);
  const filePath = `/DataEditor/${target.fileEntryId}`;

  const loginJsBytes = await attempt(() =>
    repeat(reps, () =>
      firstLoadJs(browser, baseURL, '/login', undefined, (page) =>
        page.getByLabel(t('login.password'), { exact: true }).waitFor({ timeout: WAIT_MS }),
      ),
    ),
  );
  const fileJsBytes = await attempt(() =>
    repeat(reps, () =>
      firstLoadJs(browser, baseURL, filePath, signedIn, (page) =>
        page.getByRole('heading', { name: target.fileLabel, exact: true }).waitFor({ timeout: WAIT_MS }),
      ),
    ),
  );

  const context = await browser.newContext({ baseURL, storageState: signedIn });
  const { treeVisibleMs, heapBytes, filterPaintMs } = await measureTreePage(context, reps);

  const lastField: PaintProbe = { key: '__benchFieldMs', exactText: target.lastFieldLabel };
  const firstScreen: PaintProbe = { key: '__benchFirstScreenMs', exactText: target.firstScreenLabel };
  const fileOpen = await attempt(() =>
    repeatPair(reps, async () => {
      const opened = await openUntilPainted(context, filePath, firstScreen, lastField);
      await opened.page.close();
      return opened.ms;
    }),
  );
  const fromTree = await attempt(() =>
    repeatPair(reps, () =>
      openFromTree(context, { entryId: target.fileEntryId, label: target.fileLabel }, [
        { ...firstScreen, key: '__benchFromTreeFirstScreenMs' },
        { ...lastField, key: '__benchFromTreeMs' },
      ]),
    ),
  );
  await context.close();
  return {
    loginJsBytes,
    fileJsBytes,
    treeVisibleMs,
    heapBytes,
    filterPaintMs,
    fileFirstScreenMs: isUnmeasured(fileOpen) ? fileOpen : fileOpen[0],
    fileOpenMs: isUnmeasured(fileOpen) ? fileOpen : fileOpen[1],
    fileFromTreeFirstScreenMs: isUnmeasured(fromTree) ? fromTree : fromTree[0],
    fileFromTreeMs: isUnmeasured(fromTree) ? fromTree : fromTree[1],
  };
}
