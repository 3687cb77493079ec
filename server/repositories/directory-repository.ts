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
  /**
   * Which stored state this is: the version with the time of the write (`updated_at` to the microsecond).
   * Versions only grow while a row lives; the time tells apart a tree deleted and created again.
   */
  stamp: string;
}

interface TreeRow {
  front_end_type: string;
  tree: TreeKind;
  bin: boolean;
  entries: EntryInput[];
  version: number;
  updated_at: string;
}

const stampOf = (row: { version: number; updated_at: string }) => `${row.version}@${row.updated_at}`;

const withClient = (entries: EntryInput[], client: string): FlatEntry[] =>
  entries.map((entry) => ({ ...entry, client }));

const withoutClient = (entries: FlatEntry[]): EntryInput[] =>
  entries.map(({ client: _client, ...entry }) => entry);

/**
 * Reads one tree, creating it empty (version 0) on first use. When another connection creates it at the
 * same moment, the insert yields to that row, which the statement's snapshot (taken before it was
 * committed) cannot see: a second statement, with a new snapshot, reads it.
 */
export async function readTree(db: Queryable, key: TreeKey): Promise<StoredTree> {
  const row = (await readOrCreateTreeRow(db, key)) ?? (await readOrCreateTreeRow(db, key));
  if (!row) throw new Error('A tree row was neither found nor created.');
  return { key, entries: withClient(row.entries, key.client), version: row.version, stamp: stampOf(row) };
}

async function readOrCreateTreeRow(
  db: Queryable,
  key: TreeKey,
): Promise<Pick<TreeRow, 'entries' | 'version' | 'updated_at'> | undefined> {
  const [row] = await db.query<Pick<TreeRow, 'entries' | 'version' | 'updated_at'>>(
    `with created as (
       insert into directories (client_id, front_end_type, tree, bin) values ($1, $2, $3, $4)
       on conflict do nothing
       returning entries, version, updated_at::text
     )
     select entries, version, updated_at from created
     union all
     select entries, version, updated_at::text from directories
      where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
    [key.client, key.frontEndType, key.tree, key.bin],
  );
  return row;
}

/** The stamp of a stored tree (see `StoredTree.stamp`) without its entries; null while it does not exist. */
export async function readTreeStamp(db: Queryable, key: TreeKey): Promise<string | null> {
  const [row] = await db.query<Pick<TreeRow, 'version' | 'updated_at'>>(
    `select version, updated_at::text from directories
      where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
    [key.client, key.frontEndType, key.tree, key.bin],
  );
  return row ? stampOf(row) : null;
}

/**
 * Locks every tree of the client of these kinds (all front-end types, directory and bin), creating the
 * directory and bin of `frontEndType` when missing. Rows are locked in one fixed order, so concurrent
 * writers queue instead of deadlocking. The tree `replacing` (about to be replaced whole) comes without
 * its entries (`entries: null`), which spares reading what is about to be overwritten.
 */
export async function lockTrees(
  tx: Queryable,
  client: string,
  frontEndType: string,
  kinds: TreeKind[],
  replacing?: Omit<TreeKey, 'client'>,
): Promise<(Omit<StoredTree, 'entries'> & { entries: FlatEntry[] | null })[]> {
  await tx.query(
    `insert into directories (client_id, front_end_type, tree, bin)
     select $1, $2, kind, bin from unnest($3::text[]) as kind, (values (false), (true)) as bins (bin)
     on conflict do nothing`,
    [client, frontEndType, kinds],
  );
  const rows = await tx.query<Omit<TreeRow, 'entries'> & { entries: EntryInput[] | null }>(
    `select front_end_type, tree, bin, version, updated_at::text,
            case when front_end_type = $3 and tree = $4 and bin = $5 then null else entries end as entries
       from directories
      where client_id = $1 and tree = any($2::text[])
      order by tree, front_end_type, bin
      for update`,
    [client, kinds, replacing?.frontEndType ?? null, replacing?.tree ?? null, replacing?.bin ?? null],
  );
  return rows.map((row) => ({
    key: { client, frontEndType: row.front_end_type, tree: row.tree, bin: row.bin },
    entries: row.entries === null ? null : withClient(row.entries, client),
    version: row.version,
    stamp: stampOf(row),
  }));
}

/** Replaces a whole tree in one statement when it still has `expectedVersion`; returns the new state's version and stamp. */
export async function writeTree(
  tx: Queryable,
  key: TreeKey,
  entries: FlatEntry[],
  expectedVersion: number,
): Promise<{ version: number; stamp: string }> {
  const [row] = await tx.query<{ version: number; updated_at: string }>(
    `update directories set entries = $5::text::jsonb, version = version + 1, updated_at = now()
      where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 and version = $6
      returning version, updated_at::text`,
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
  return { version: row.version, stamp: stampOf(row) };
}
