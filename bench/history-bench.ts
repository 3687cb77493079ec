import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open-database';
import { findRevision } from '../server/history/revision-repository';
import { fileRevisionState } from '../server/history/revision-states';
import type { BenchConfig } from './bench-config';
import { inputElements } from './fixtures';
import { GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import { claimsOf, logIn } from './seed';
import { startServer } from './server-process';
import { percentile, repeat, timed } from './stats';

const ELEMENTS = 200;
const EDITS = 1_000;
/** Revisions opened per run, whose 95th percentile is the run's figure. */
const OPENS_PER_RUN = 40;
const VALUE = 'props.model.model-value';

export interface HistorySamples {
  edits: number;
  /** Bytes of the revisions table (rows, TOAST, indexes) the edits added. */
  storageBytes: number[];
  openP95: number[];
  bareOpenP95: number[];
}

/** The text of element `index` after edit `edit`: a sentence, as a form holds it. */
const text = (index: number, edit: number) =>
  `Wert ${edit} des Feldes ${index + 1}: geprüft am ${1 + (edit % 28)}.${1 + (edit % 12)}.2026`;

/**
 * 1,000 edits of one value each of a file of 200 elements through the API; then the storage its history
 * takes, and the time to open a revision of it (`revision`, the one the app asks when a revision is
 * chosen), over HTTP and bare.
 */
export async function measureHistory(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
): Promise<HistorySamples> {
  const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
  const dataDir = join(workDir, 'history-data');
  const admin = { adminUsername: 'bench-admin', adminPassword: randomBytes(18).toString('base64url') };
  const elements = inputElements(ELEMENTS);
  const server = await startServer({ dataDir, ...admin });
  let fileId = '';
  let client = '';
  let revisionIds: string[] = [];
  let openP95: number[] = [];
  const sizes = async () => {
    const db = await openDatabase({ dataDir });
    try {
      const [row] = await db.query<{ bytes: string }>(
        "select pg_total_relation_size('revisions')::text as bytes",
      );
      return Number(row?.bytes ?? 0);
    } finally {
      await db.close();
    }
  };
  try {
    const api = new GraphqlClient(server.url, 1);
    client = claimsOf(await logIn(api, admin.adminUsername, admin.adminPassword)).client;
    const schema = await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
      schema: { label: 'Formular', elements },
    });
    const saved = await api.call<{ saveFile: { id: string } }>(OPERATIONS.saveFile, {
      file: {
        schemaId: schema.data.saveSchema.id,
        label: 'Formular 1',
        parentId: null,
        data: elements.map((element, index) => ({ elementId: element.elementId, [VALUE]: text(index, 0) })),
      },
    });
    fileId = saved.data.saveFile.id;
    log(`history: ${EDITS.toLocaleString('en-US')} edits of a file of ${ELEMENTS} elements`);
    for (let edit = 1; edit <= EDITS; edit++) {
      const index = (edit * 37) % ELEMENTS;
      await api.sendOk(
        requestBody(OPERATIONS.updateFile, {
          data: { id: fileId, data: [{ elementId: `feld_${index + 1}`, [VALUE]: text(index, edit) }] },
        }),
      );
    }
    const history = async (before: string | null) =>
      (
        await api.call<{ history: { id: string }[] }>(OPERATIONS.history, {
          objectId: fileId,
          kind: 'FILE',
          first: 100,
          before,
        })
      ).data.history;
    for (let page = await history(null); page.length > 0; page = await history(page.at(-1)?.id ?? null)) {
      revisionIds.push(...page.map((revision) => revision.id));
    }
    // Each revision asked once: a kept answer would not be a figure of rebuilding one.
    let next = 0;
    openP95 = await repeat(reps, async () => {
      const times: number[] = [];
      for (let open = 0; open < OPENS_PER_RUN; open++) {
        const id = revisionIds[(next++ * 7) % revisionIds.length] as string;
        times.push(await timed(() => api.sendOk(requestBody(OPERATIONS.revision, { id }))));
      }
      return percentile(times, 95);
    });
    api.close();
  } finally {
    await server.stop();
  }
  const storageBytes = await sizes();
  log('history bare');
  const db = await openDatabase({ dataDir });
  try {
    let next = 0;
    const bareOpenP95 = await repeat(reps, async () => {
      const times: number[] = [];
      for (let open = 0; open < OPENS_PER_RUN; open++) {
        const id = revisionIds[(next++ * 7) % revisionIds.length] as string;
        times.push(
          await timed(async () => {
            const revision = await findRevision(db, client, id);
            if (revision) JSON.stringify(await fileRevisionState(db, client, revision));
          }),
        );
      }
      return percentile(times, 95);
    });
    revisionIds = [];
    return { edits: EDITS, storageBytes: [storageBytes], openP95, bareOpenP95 };
  } finally {
    await db.close();
  }
}
