import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseSearchQuery } from '../domain/search/search-query';
import { tableColumns } from '../domain/table/file-table';
import { parseTableQuery } from '../domain/table/table-query';
import { openDatabase } from '../server/db/open-database';
import { insertFiles } from '../server/repositories/file-repository';
import { fileTablePage } from '../server/repositories/file-table-repository';
import { findMatches } from '../server/repositories/search-repository';
import type { BenchConfig } from './bench-config';
import { launchBrowser } from './browser-bench';
import { inputElements } from './fixtures';
import { GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import { pageScript } from './page-probes';
import { claimsOf, logIn } from './seed';
import { startServer } from './server-process';
import { attempt, percentile, type Repetitions, repeat, timed, type Unmeasured } from './stats';

const WORDS = [
  'Haus',
  'Häuser',
  'Wohnung',
  'Straße',
  'Heizung',
  'Wärmepumpe',
  'Dach',
  'Fenster',
  'Garten',
  'Keller',
  'Miete',
  'Vertrag',
  'Kunde',
  'Rechnung',
  'Berlin',
  'München',
  'Hamburg',
  'Köln',
  'Reparatur',
  'Wartung',
  'Angebot',
  'Auftrag',
  'Projekt',
  'Lieferung',
  'Zahlung',
  'Mahnung',
  'Termin',
  'Besichtigung',
  'Makler',
  'Eigentümer',
  'Schlüssel',
  'Treppe',
  'Aufzug',
  'Balkon',
  'Terrasse',
  'Garage',
  'Stellplatz',
  'Nebenkosten',
];
/** What users search for: a word, another inflection, a typo, two words, a code, part of a word. */
const QUERIES = [
  'Haus',
  'Häusern',
  'Wärmpumpe',
  'Hamburg Rechnung',
  'AZ-4711',
  'pumpe',
  'Eigentumer',
  'Schlüssel 7',
];
const FILES_PER_BATCH = 1_000;
const FOLDERS = 1_000;
/** Searches and table pages of one run, whose 95th percentile is the run's figure. */
const REQUESTS_PER_RUN = 40;
const ELEMENTS = 20;
const WAIT_MS = 60_000;

export interface SearchSamples {
  files: number;
  searchP95: number[];
  tableP95: number[];
  bareSearchP95: number[];
  bareTableP95: number[];
  paintedMs: number[] | Unmeasured;
  tableHeapBytes: number[] | Unmeasured;
}

export const schemaElements = () => inputElements(ELEMENTS);

/** A file's values: its file number as a code, then words and numbers chosen by the file's number. */
function fileValues(serial: number) {
  return schemaElements().map((element, index) => {
    const pick = (salt: number) => WORDS[(serial * 7 + index * 13 + salt * 31) % WORDS.length] as string;
    const text = index === 0 ? `AZ-${serial}` : `${pick(1)} ${pick(2)} ${(serial * 37 + index) % 1000}`;
    return { elementId: element.elementId, 'props.model.model-value': text };
  });
}

/** Table pages as the table asks for them: sorted by an element and filtered by another. */
const tablePage = (index: number) => ({
  sort: { column: `feld_${2 + (index % 5)}`, direction: index % 2 === 0 ? 'ASC' : 'DESC' },
  filter: [{ column: `feld_${7 + (index % 5)}`, op: 'CONTAINS', value: WORDS[index % WORDS.length] }],
  first: 50,
});

/**
 * `files` files of a 20-element schema in 1,000 folders: the schema and folders through the API, the
 * files straight into the stopped server's database as `saveFile` stores them (words for search, table
 * values), then filed in their folders through `moveFilesToFolder`.
 */
export async function seedFiles(
  dataDir: string,
  files: number,
  admin: { adminUsername: string; adminPassword: string },
  log: (line: string) => void,
  databaseUrl?: string,
) {
  let server = await startServer({ dataDir, databaseUrl, ...admin });
  let api = new GraphqlClient(server.url, 1);
  await logIn(api, admin.adminUsername, admin.adminPassword);
  const { client, userId } = claimsOf(api.token);
  const { saveSchema } = (
    await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
      schema: { label: 'Objekt', elements: schemaElements() },
    })
  ).data;
  const folders = Array.from({ length: FOLDERS }, (_, index) => ({
    id: `ordner-${index}`,
    name: `Ordner ${index + 1}`,
    children: [],
  }));
  await api.call(OPERATIONS.updateDirectory, {
    directory: folders.map((item) => ({ id: item.id, directory: item })),
    tree: 'DATA',
  });
  api.close();
  await server.stop();

  log(`storing ${files.toLocaleString('en-US')} files of ${ELEMENTS} values`);
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    const elements = schemaElements();
    for (let start = 0; start < files; start += FILES_PER_BATCH) {
      const batch = Array.from({ length: Math.min(FILES_PER_BATCH, files - start) }, (_, index) => {
        const serial = start + index;
        return {
          id: `objekt-${serial}`,
          schemaId: saveSchema.id,
          label: `Objekt ${serial}`,
          data: fileValues(serial),
        };
      });
      await db.transaction((tx) => insertFiles(tx, client, batch, elements, userId));
    }
  } finally {
    await db.close();
  }

  log(`filing them in ${FOLDERS.toLocaleString('en-US')} folders (moveFilesToFolder)`);
  server = await startServer({ dataDir, databaseUrl, ...admin });
  api = new GraphqlClient(server.url, 1);
  await logIn(api, admin.adminUsername, admin.adminPassword);
  const perFolder = Math.ceil(files / FOLDERS);
  for (let folder = 0; folder < FOLDERS && folder * perFolder < files; folder++) {
    const fileIds = Array.from(
      { length: Math.min(perFolder, files - folder * perFolder) },
      (_, index) => `objekt-${folder * perFolder + index}`,
    );
    await api.call(OPERATIONS.moveFilesToFolder, { fileIds, folderId: `ordner-${folder}` });
  }
  api.close();
  await server.stop();
  return { schemaId: saveSchema.id, client };
}

/**
 * The 95th percentile of `REQUESTS_PER_RUN` timed calls, for each run; `before` (untimed) runs before
 * each call.
 */
function p95Runs(
  reps: Repetitions,
  call: (index: number) => Promise<unknown>,
  before: (index: number) => Promise<unknown> = async () => undefined,
): Promise<number[]> {
  let next = 0;
  return repeat(reps, async () => {
    const times: number[] = [];
    for (let request = 0; request < REQUESTS_PER_RUN; request++) {
      await before(next);
      times.push(await timed(() => call(next++)));
    }
    return percentile(times, 95);
  });
}

/**
 * In the page: notes the time of every key pressed, and the time of the paint after the search's list box
 * was busy and is no longer, with hits in it.
 */
function armSearchProbe(): void {
  const store = window as unknown as Record<string, number | undefined>;
  store.__benchLastKey = undefined;
  store.__benchPainted = undefined;
  let busySeen = false;
  window.addEventListener(
    'keydown',
    () => {
      store.__benchLastKey = performance.now();
    },
    { capture: true },
  );
  const check = () => {
    const list = document.querySelector('[role="listbox"]');
    const busy = list?.getAttribute('aria-busy') === 'true';
    if (busy) busySeen = true;
    if (busySeen && !busy && list?.querySelector('[role="option"]')) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        store.__benchPainted = performance.now();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * From the last key typed into the search field to the paint that shows the hits of what was typed: the
 * list box stops being busy with options in it.
 */
async function paintedAfterTyping(page: Page, query: string): Promise<number> {
  const field = page.getByRole('combobox');
  await field.fill('');
  await page.evaluate(pageScript(armSearchProbe, undefined));
  await field.pressSequentially(query, { delay: 40 });
  const handle = await page.waitForFunction(
    () => {
      const store = window as unknown as Record<string, number | undefined>;
      return store.__benchPainted !== undefined && store.__benchLastKey !== undefined
        ? (store.__benchPainted as number) - (store.__benchLastKey as number)
        : false;
    },
    undefined,
    { timeout: WAIT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function measurePages(
  url: string,
  admin: { adminUsername: string; adminPassword: string },
  schemaId: string,
  reps: Repetitions,
) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill(admin.adminUsername);
    await page.getByLabel('Password', { exact: true }).fill(admin.adminPassword);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'), { timeout: WAIT_MS });
    await page.getByRole('button', { name: /^Suchen/ }).click({ timeout: WAIT_MS });
    await page.getByRole('combobox').waitFor({ timeout: WAIT_MS });
    let run = 0;
    // Each run types a query of its own, so no answer kept from an earlier run serves it.
    const painted = await attempt(() =>
      repeat(reps, () => paintedAfterTyping(page, `${WORDS[run++ % WORDS.length]} ${run}`)),
    );
    await page.keyboard.press('Escape');
    const heap = await attempt(() =>
      repeat({ ...reps, warmups: 0, warmupMs: 0 }, async () => {
        await page.goto(`/DataEditor/schema/${schemaId}`);
        await page.getByRole('table').locator('tbody tr').first().waitFor({ timeout: WAIT_MS });
        const cdp = await context.newCDPSession(page);
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        await cdp.detach();
        return usedSize;
      }),
    );
    return { painted, heap };
  } finally {
    await browser.close();
  }
}

/** Search and the table of a schema's files, at `files` files: over HTTP, bare, and in the browser. */
export async function measureSearch(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
): Promise<SearchSamples> {
  const files = config.quick ? 10_000 : 100_000;
  const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
  const dataDir = join(workDir, 'search-data');
  const admin = { adminUsername: 'bench-admin', adminPassword: randomBytes(18).toString('base64url') };
  const { schemaId, client } = await seedFiles(dataDir, files, admin, log);

  log('search and file table over HTTP');
  const server = await startServer({ dataDir, ...admin });
  let measured: Omit<SearchSamples, 'bareSearchP95' | 'bareTableP95' | 'files'>;
  try {
    const api = new GraphqlClient(server.url, 1);
    await logIn(api, admin.adminUsername, admin.adminPassword);
    // A write of one value before each request (untimed): the server keeps answers until the client's
    // data changes, and a figure of answers kept would not be one of searching.
    const write = (index: number) =>
      api.sendOk(
        requestBody(OPERATIONS.updateFile, {
          data: {
            id: 'objekt-0',
            data: [{ elementId: `feld_${ELEMENTS}`, 'props.model.model-value': `Notiz ${index}` }],
          },
        }),
      );
    const searchP95 = await p95Runs(
      reps,
      (index) =>
        api.sendOk(requestBody(OPERATIONS.search, { query: QUERIES[index % QUERIES.length], limit: 8 })),
      write,
    );
    const tableP95 = await p95Runs(
      reps,
      (index) => api.sendOk(requestBody(OPERATIONS.filesOfSchema, { schemaId, ...tablePage(index) })),
      write,
    );
    api.close();
    log('search and file table in the browser');
    const pages = await measurePages(server.url, admin, schemaId, reps);
    measured = { searchP95, tableP95, paintedMs: pages.painted, tableHeapBytes: pages.heap };
  } finally {
    await server.stop();
  }

  log('search and file table bare');
  const db = await openDatabase({ dataDir });
  try {
    const elements = schemaElements();
    const bareSearchP95 = await p95Runs(reps, (index) =>
      findMatches(db, client, 'alloy', parseSearchQuery(QUERIES[index % QUERIES.length] as string), 9).then(
        JSON.stringify,
      ),
    );
    const bareTableP95 = await p95Runs(reps, (index) =>
      fileTablePage(
        db,
        client,
        schemaId,
        parseTableQuery(tablePage(index) as never, tableColumns(elements)),
      ).then(JSON.stringify),
    );
    return { files, ...measured, bareSearchP95, bareTableP95 };
  } finally {
    await db.close();
  }
}
