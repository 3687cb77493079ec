import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { Api, folder } from './fixture';

/**
 * Trees are stored one row per entry (migration 008): a change of one entry writes that entry's rows and
 * the tree's version, whatever the size of the tree.
 */
let api: Api;
let schemaId: string;

/** The entry rows of the client's trees a write left with the trees' new versions, as "tree [bin] id [removed]". */
async function rowsOf(write: () => Promise<unknown>) {
  const versions = () =>
    api.server.db.query<{ tree: string; bin: boolean; version: number }>(
      `select tree, bin, version from directories where client_id = 'acme' and front_end_type = 'alloy'`,
    );
  const before = await versions();
  await write();
  const changed = (await versions()).filter(
    (tree) =>
      !before.some((old) => old.tree === tree.tree && old.bin === tree.bin && old.version === tree.version),
  );
  const rows = [];
  for (const tree of changed) {
    rows.push(
      ...(await api.server.db.query<{ tree: string; bin: boolean; id: string; removed: boolean }>(
        `select tree, bin, id, removed from directory_entries
          where client_id = 'acme' and front_end_type = 'alloy' and tree = $1 and bin = $2 and version = $3`,
        [tree.tree, tree.bin, tree.version],
      )),
    );
  }
  return rows
    .map((row) => `${row.tree}${row.bin ? ' bin' : ''} ${row.id}${row.removed ? ' removed' : ''}`)
    .sort();
}

beforeAll(async () => {
  api = await Api.start();
  schemaId = (await api.saveSchema('Akte')).id;
  const folders = Array.from({ length: 40 }, (_, index) =>
    folder(
      `f${index}`,
      `Ordner ${index}`,
      Array.from({ length: 10 }, (_, child) => folder(`f${index}-${child}`, `Unter ${child}`)),
    ),
  );
  await api.ok('UpdateDirectory', { directory: folders });
});

afterAll(() => api?.stop());

describe('a change of one entry in a tree of 440', () => {
  it('writes one row to create a file in a folder', async () => {
    let entry = '';
    expect(
      await rowsOf(async () => {
        entry = (await api.saveFile(schemaId, 'Neu', { parentId: 'f20' })).directoryId;
      }),
    ).toEqual([`DATA ${entry}`]);
    expect((await api.tree()).flat.filter((row) => row.item.parentId === 'f20').map((row) => row.id)).toEqual(
      [...Array.from({ length: 10 }, (_, child) => `f20-${child}`), entry],
    );
  });

  it('writes one row to rename a folder or move it first among its siblings through the whole tree', async () => {
    const { version, nested } = await api.tree();
    const items = nested.map((row) => row.item);
    const moved = items.at(-1);
    const renamed = [{ ...moved, name: 'Ganz vorn' }, ...items.slice(0, -1)].map((item, index) => ({
      ...item,
      position: index + 1,
    }));
    expect(await rowsOf(() => api.ok('UpdateDirectory', { directory: renamed, version }))).toEqual([
      'DATA f39',
    ]);
    const flat = (await api.tree()).flat;
    expect(flat[0]?.item).toMatchObject({ id: 'f39', name: 'Ganz vorn', position: 1 });
    expect(flat.find((row) => row.id === 'f0')?.item.position).toBe(2);
  });

  it('writes the binned subtree and no other entry, and the same to restore it', async () => {
    const { version } = await api.tree();
    const binned = await rowsOf(() => api.ok('MoveToRecycleBin', { directoryId: 'f5', version }));
    const subtree = ['f5', ...Array.from({ length: 10 }, (_, child) => `f5-${child}`)].sort();
    expect(binned).toEqual(
      [...subtree.map((id) => `DATA ${id} removed`), ...subtree.map((id) => `DATA bin ${id}`)].sort(),
    );

    const bin = await api.tree('DATA', true);
    const restored = await rowsOf(() =>
      api.ok('RestoreFromRecycleBin', { directoryId: 'f5', version: bin.version }),
    );
    expect(restored).toEqual(
      [...subtree.map((id) => `DATA ${id}`), ...subtree.map((id) => `DATA bin ${id} removed`)].sort(),
    );
    expect((await api.tree()).flat.find((row) => row.id === 'f5')?.item.parentId).toBeNull();
  });
});

describe('the planner’s view of a large tree', () => {
  it('takes an entry’s row out by its key, not by scanning the tree, once a tree has grown to 1,000 entries', async () => {
    const entries = Array.from({ length: 1_200 }, (_, index) => folder(`big-${index}`, `Big ${index}`));
    await api.ok('UpdateDirectory', { directory: [folder('f1', 'F1'), ...entries] });
    const plan = await api.server.db.query<{ 'QUERY PLAN': string }>(
      `explain update directory_entries set removed = true
        where client_id = 'acme' and front_end_type = 'alloy' and tree = 'DATA' and bin = false
          and id = any(array['big-7'])`,
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('directory_entries_pkey');
  });
});

describe('a second instance on the same database', () => {
  it('reads the current tree after more writes than tombstones are kept for', async () => {
    const other = await buildApp({ db: api.server.db, config: api.server.config });
    await other.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const readOther = async () => {
        const response = await fetch(`${url}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${api.admin}` },
          body: JSON.stringify({
            query:
              'query { getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version flat { id directory { name position } } } }',
          }),
        });
        const body = (await response.json()) as {
          data: {
            getDirectoryFolderToLoggedInClient: {
              version: number;
              flat: { id: string; directory: { name: string; position: number } }[];
            };
          };
        };
        return body.data.getDirectoryFolderToLoggedInClient;
      };
      await readOther();
      // Files created and binned again: each leaves a tombstone, purged after 64 versions.
      for (let round = 0; round < 70; round++) {
        const { directoryId } = await api.saveFile(schemaId, `Kurz ${round}`, { parentId: 'f1' });
        await api.ok('MoveToRecycleBin', { directoryId, version: (await api.tree()).version });
        if (round === 3)
          expect((await readOther()).flat.map((row) => row.id)).toEqual(
            (await api.tree()).flat.map((row) => row.id),
          );
      }
      const here = await api.tree();
      const there = await readOther();
      expect(there.version).toBe(here.version);
      expect(there.flat.map((row) => [row.id, row.directory.name, row.directory.position])).toEqual(
        here.flat.map((row) => [row.id, row.item.name, row.item.position]),
      );
    } finally {
      await other.close();
    }
  });
});
