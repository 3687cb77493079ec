import type { EntryInput } from '../../domain/directory/directory-input';
import type { FlatEntry, TreeKind } from '../../domain/directory/types';
import type { Queryable } from '../db/database';
import { conflict } from '../errors';

/** One stored tree: a directory or a recycle bin of one client, front-end type and kind. */
export interface TreeKey {
  client: string;
  frontEndType: string;
  tree: TreeKind;
  bin: boolean;
}

export interface StoredTree {
  key: TreeKey;
  /** Flat, in tree order, positions 1..n among siblings. */
  entries: FlatEntry[];
  version: number;
}

interface TreeRow {
  front_end_type: string;
  tree: TreeKind;
  bin: boolean;
  entries: EntryInput[];
  version: number;
}

const withClient = (entries: EntryInput[], client: string): FlatEntry[] =>
  entries.map((entry) => ({ ...entry, client }));

const withoutClient = (entries: FlatEntry[]): EntryInput[] =>
  entries.map(({ client: _client, ...entry }) => entry);

/** Reads one tree, creating it empty (version 0) on first use. */
export async function readTree(db: Queryable, key: TreeKey): Promise<StoredTree> {
  const [row] = await db.query<Pick<TreeRow, 'entries' | 'version'>>(
    `with created as (
       insert into directories (client_id, front_end_type, tree, bin) values ($1, $2, $3, $4)
       on conflict do nothing
       returning entries, version
     )
     select entries, version from created
     union all
     select entries, version from directories
      where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
    [key.client, key.frontEndType, key.tree, key.bin],
  );
  return { key, entries: withClient(row?.entries ?? [], key.client), version: row?.version ?? 0 };
}

/**
 * Locks every tree of the client of these kinds (all front-end types, directory and bin), creating the
 * directory and bin of `frontEndType` when missing. Rows are locked in one fixed order, so concurrent
 * writers queue instead of deadlocking.
 */
export async function lockTrees(
  tx: Queryable,
  client: string,
  frontEndType: string,
  kinds: TreeKind[],
): Promise<StoredTree[]> {
  await tx.query(
    `insert into directories (client_id, front_end_type, tree, bin)
     select $1, $2, kind, bin from unnest($3::text[]) as kind, (values (false), (true)) as bins (bin)
     on conflict do nothing`,
    [client, frontEndType, kinds],
  );
  const rows = await tx.query<TreeRow>(
    `select front_end_type, tree, bin, entries, version from directories
      where client_id = $1 and tree = any($2::text[])
      order by tree, front_end_type, bin
      for update`,
    [client, kinds],
  );
  return rows.map((row) => ({
    key: { client, frontEndType: row.front_end_type, tree: row.tree, bin: row.bin },
    entries: withClient(row.entries, client),
    version: row.version,
  }));
}

/** Replaces a whole tree in one statement when it still has `expectedVersion`; returns the new version. */
export async function writeTree(
  tx: Queryable,
  key: TreeKey,
  entries: FlatEntry[],
  expectedVersion: number,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update directories set entries = $5::text::jsonb, version = version + 1, updated_at = now()
      where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 and version = $6
      returning version`,
    [
      key.client,
      key.frontEndType,
      key.tree,
      key.bin,
      JSON.stringify(withoutClient(entries)),
      expectedVersion,
    ],
  );
  if (!row) throw conflict('The tree was changed meanwhile; reload it and try again.');
  return row.version;
}
