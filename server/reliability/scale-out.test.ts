import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test/pass-store';
import { createPostgresTestDatabase, type TestDatabase } from '../test/test-database';
import { gql, gqlData, login } from './http-client';
import { ADMIN, type ServerProcess, startServerProcess } from './server-process';

const WRITES = 200;
const IN_FLIGHT = 20;

const READ_TREE =
  '{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version nested { id directory { name children { name } } } } }';
const UPDATE_TREE =
  'mutation Update($directory: JSON!, $version: Int) { updateDirectory(directory: $directory, version: $version) { success version } }';
const AUDIT =
  'query Audit($objectId: String) { auditTrail(limit: 200, objectId: $objectId) { action version operation } }';

interface TreeRead {
  getDirectoryFolderToLoggedInClient: {
    version: number;
    nested: { id: string; directory: { name: string; children: { name: string }[] } }[];
  };
}

/** The whole tree write number `n` sends: two folders, one inside the other, named after the write. */
const treeOfWrite = (n: number) => [
  { id: `w${n}`, name: `write ${n}`, children: [{ id: `w${n}-inner`, name: `inside ${n}` }] },
];

interface Outcome {
  n: number;
  sentVersion: number;
  version?: number;
  code?: string;
}

// The PostgreSQL pass: instances share a PostgreSQL database, while a PGlite data folder admits one process.
describe.runIf(usesPostgres)('two server instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL ?? '');
    const store = { databaseUrl: database.url ?? '' };
    // Started together: both migrate, create the first admin and the signing secret at the same moment.
    [first, second] = await Promise.all([startServerProcess(store), startServerProcess(store)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([first?.stop('SIGTERM'), second?.stop('SIGTERM')]);
    await database?.dispose();
  }, 60_000);

  it('accepts on one instance a login made on the other, and shows each its writes', async () => {
    const token = await login(first.url, ADMIN.username, ADMIN.password);

    const saved = await gql(
      second.url,
      'mutation { saveSchema(schema: { label: "Person" }) { success } }',
      {},
      token,
    );
    const read = await gql(first.url, '{ schema { label } }', {}, token);

    expect(saved.body).toEqual({ data: { saveSchema: { success: true } } });
    expect(read.body).toEqual({ data: { schema: [{ label: 'Person' }] } });
  });

  it(`loses no update among ${WRITES} whole-tree writes racing through both`, {
    timeout: 240_000,
  }, async () => {
    const token = await login(second.url, ADMIN.username, ADMIN.password);
    const instances = [first, second];
    const outcomes: Outcome[] = [];
    let next = 0;
    const writer = async () => {
      for (let n = next++; n < WRITES; n = next++) {
        const reader = instances[n % 2] as ServerProcess;
        const target = instances[Math.floor(n / 2) % 2] as ServerProcess;
        const { getDirectoryFolderToLoggedInClient: tree } = await gqlData<TreeRead>(
          reader.url,
          READ_TREE,
          {},
          token,
        );
        const { body } = await gql<{ updateDirectory: { success: boolean; version: number } }>(
          target.url,
          UPDATE_TREE,
          { directory: treeOfWrite(n), version: tree.version },
          token,
        );
        outcomes.push({
          n,
          sentVersion: tree.version,
          version: body.data?.updateDirectory.version,
          code: body.errors?.[0]?.extensions?.code,
        });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, writer));

    const succeeded = outcomes.filter((outcome) => outcome.version !== undefined);
    const refused = outcomes.filter((outcome) => outcome.version === undefined);
    const last = succeeded.reduce((latest, outcome) =>
      (outcome.version ?? 0) > (latest.version ?? 0) ? outcome : latest,
    );
    const finals = await Promise.all(
      instances.map((instance) => gqlData<TreeRead>(instance.url, READ_TREE, {}, token)),
    );
    const audit = await gqlData<{ auditTrail: { action: string; version: number }[] }>(
      first.url,
      AUDIT,
      { objectId: 'alloy/DATA' },
      token,
    );

    expect(outcomes).toHaveLength(WRITES);
    expect(refused.filter((outcome) => outcome.code !== 'CONFLICT')).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    // Every success moved the tree exactly one version past the one its writer had read.
    expect(succeeded.filter((outcome) => outcome.version !== outcome.sentVersion + 1)).toEqual([]);
    expect(succeeded.map((outcome) => outcome.version).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: succeeded.length }, (_, index) => index + 1),
    );
    for (const { getDirectoryFolderToLoggedInClient: tree } of finals) {
      expect(tree.version).toBe(succeeded.length);
      expect(tree.nested).toEqual([
        {
          id: `w${last.n}`,
          directory: { name: `write ${last.n}`, children: [{ name: `inside ${last.n}` }] },
        },
      ]);
    }
    expect(audit.auditTrail.map((event) => event.version)).toEqual(
      Array.from({ length: succeeded.length }, (_, index) => succeeded.length - index),
    );
  });
});
