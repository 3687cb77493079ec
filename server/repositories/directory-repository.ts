import type { FlatEntry, TreeKind } from '../../domain/directory/types';
import type { Queryable } from '../db/database';
import { conflict } from '../errors';
import { IndexedTree } from './indexed-tree';
import { orderRows, type RankedEntry, type TreeChanges } from './tree-rows';

/** One stored tree: a directory or a recycle bin of one client, front-end type and kind. */
export interface TreeKey {
  client: string;
  frontEndType: string;
  tree: TreeKind;
  bin: boolean;
}

/** A tree's key as one string, for maps of trees. */
export const treeKeyId = ({ client, frontEndType, tree, bin }: TreeKey) =>
  JSON.stringify([client, frontEndType, tree, bin]);

/** Which stored state of a tree this is. */
export interface TreeState {
  version: number;
  /**
   * The version with the token of the write that made it (`directories.written`, new with every write):
   * a tree deleted and created again, or a write rolled back, never shows the stamp of another state.
   */
  stamp: string;
}

export interface StoredTree extends TreeState {
  key: TreeKey;
  rows: IndexedTree;
}

/** The rows written to a tree after a version: entries added or changed, and ids taken out. */
export interface TreeRowsSince extends TreeState {
  written: RankedEntry[];
  removed: string[];
}

const keyOn = (table: string) =>
  `${table}.client_id = $1 and ${table}.front_end_type = $2 and ${table}.tree = $3 and ${table}.bin = $4`;
const KEY = keyOn('directories');
const keyParams = (key: TreeKey) => [key.client, key.frontEndType, key.tree, key.bin];

/** The SQL of a tree's stamp (see `TreeState.stamp`) from its `directories` row, under that table alias. */
export const stampOf = (table: string) => `${table}.version || '@' || ${table}.written`;
const STAMP = stampOf('directories');

const ENTRY_COLUMNS = `e.id, e.parent_id, e.rank, e.file_id, e.name, e.fixed_number_of_children, e.schema_of_children,
  e.schema_id, e.is_leaf, e.is_visible, e.ticked, e.restore_parent_id`;

interface EntryRow {
  id: string;
  parent_id: string | null;
  rank: string;
  file_id: string | null;
  name: string;
  fixed_number_of_children: number | null;
  schema_of_children: string | null;
  schema_id: string | null;
  is_leaf: boolean;
  is_visible: boolean;
  ticked: boolean;
  restore_parent_id: string | null;
}

function rankedEntryOf(row: EntryRow, client: string, bin: boolean): RankedEntry {
  const entry: FlatEntry = {
    id: row.id,
    fileId: row.file_id,
    parentId: row.parent_id,
    position: 0,
    name: row.name,
    fixedNumberOfChildren: row.fixed_number_of_children,
    schemaOfChildren: row.schema_of_children,
    client,
    schemaId: row.schema_id,
    isLeaf: row.is_leaf,
    isVisible: row.is_visible,
    ticked: row.ticked,
  };
  if (bin || row.restore_parent_id !== null) entry.restoreParentId = row.restore_parent_id;
  return { entry, rank: row.rank };
}

async function createTreeRow(db: Queryable, key: TreeKey): Promise<void> {
  await db.query(
    `insert into directories (client_id, front_end_type, tree, bin) values ($1, $2, $3, $4) on conflict do nothing`,
    keyParams(key),
  );
}

/**
 * Reads one whole tree in one statement (one state of it), creating it empty (version 0) on first use.
 * Inside a transaction that locked the tree it reads what is locked.
 */
export async function readTree(db: Queryable, key: TreeKey): Promise<StoredTree> {
  const read = () =>
    db.query<EntryRow & { tree_version: number; stamp: string; present: boolean }>(
      `select d.version as tree_version, ${stampOf('d')} as stamp, e.id is not null as present, ${ENTRY_COLUMNS}
         from directories d
         left join directory_entries e
           on e.client_id = d.client_id and e.front_end_type = d.front_end_type and e.tree = d.tree
          and e.bin = d.bin and not e.removed
        where ${keyOn('d')}`,
      keyParams(key),
    );
  let rows = await read();
  if (rows.length === 0) {
    await createTreeRow(db, key);
    rows = await read();
  }
  const [first] = rows;
  if (!first) throw new Error('A tree row was neither found nor created.');
  const ranked = rows.filter((row) => row.present).map((row) => rankedEntryOf(row, key.client, key.bin));
  return {
    key,
    version: first.tree_version,
    stamp: first.stamp,
    rows: IndexedTree.ordered(orderRows(ranked)),
  };
}

/**
 * The rows written to a tree after `version`, in one statement; null when the tree does not exist or no
 * longer keeps what was taken out since then (the caller reads it whole).
 */
export async function readTreeRowsSince(
  db: Queryable,
  key: TreeKey,
  version: number,
): Promise<TreeRowsSince | null> {
  const rows = await db.query<
    EntryRow & { tree_version: number; stamp: string; purged_through: number; removed: boolean | null }
  >(
    `select d.version as tree_version, ${stampOf('d')} as stamp, d.purged_through, e.removed, ${ENTRY_COLUMNS}
       from directories d
       left join directory_entries e
         on e.client_id = d.client_id and e.front_end_type = d.front_end_type and e.tree = d.tree
        and e.bin = d.bin and e.version > $5
      where ${keyOn('d')}`,
    [...keyParams(key), version],
  );
  const [first] = rows;
  if (!first || first.purged_through > version) return null;
  const changed = rows.filter((row) => row.removed !== null);
  return {
    version: first.tree_version,
    stamp: first.stamp,
    written: changed.filter((row) => !row.removed).map((row) => rankedEntryOf(row, key.client, key.bin)),
    removed: changed.filter((row) => row.removed).map((row) => row.id),
  };
}

/** An entry of a tree as the places of files name it: where it is and what it is called. */
export interface PlaceRow {
  id: string;
  parent_id: string | null;
  file_id: string | null;
  name: string;
}

/**
 * The entries of a tree that are entries of `fileIds` (`by: 'file'`) or have the ids `ids` (`by: 'id'`),
 * in one statement, without reading the rest of the tree.
 */
export async function readPlaceRows(
  db: Queryable,
  key: TreeKey,
  by: 'file' | 'id',
  ids: readonly string[],
): Promise<PlaceRow[]> {
  return db.query<PlaceRow>(
    `select e.id, e.parent_id, e.file_id, e.name from directory_entries e
      where ${keyOn('e')} and not e.removed and e.${by === 'file' ? 'file_id' : 'id'} = any($5::text[])`,
    [...keyParams(key), ids],
  );
}

/** The stamp of a stored tree (see `TreeState.stamp`); null while it does not exist. */
export async function readTreeStamp(db: Queryable, key: TreeKey): Promise<string | null> {
  const [row] = await db.query<{ stamp: string }>(
    `select ${STAMP} as stamp from directories where ${KEY}`,
    keyParams(key),
  );
  return row?.stamp ?? null;
}

interface LockedTreeRow {
  front_end_type: string;
  tree: TreeKind;
  bin: boolean;
  version: number;
  stamp: string;
}

function lockTreeRows(tx: Queryable, client: string, kinds: TreeKind[]): Promise<LockedTreeRow[]> {
  return tx.query<LockedTreeRow>(
    `select front_end_type, tree, bin, version, ${STAMP} as stamp
       from directories
      where client_id = $1 and tree = any($2::text[])
      order by tree, front_end_type, bin
      for update`,
    [client, kinds],
  );
}

/**
 * Locks every tree of the client of these kinds (all front-end types, directory and bin), creating the
 * directory and bin of `frontEndType` when missing, and answers their states. Rows are locked in one
 * fixed order, so concurrent writers queue instead of deadlocking. Trees are created once and kept, so
 * a write locks them with one statement; only one that misses some creates them and locks again.
 */
export async function lockTrees(
  tx: Queryable,
  client: string,
  frontEndType: string,
  kinds: TreeKind[],
): Promise<(TreeState & { key: TreeKey })[]> {
  let rows = await lockTreeRows(tx, client, kinds);
  const held = rows.filter((row) => row.front_end_type === frontEndType).length;
  if (held < kinds.length * 2) {
    await tx.query(
      `insert into directories (client_id, front_end_type, tree, bin)
       select $1, $2, kind, bin from unnest($3::text[]) as kind, (values (false), (true)) as bins (bin)
       on conflict do nothing`,
      [client, frontEndType, kinds],
    );
    rows = await lockTreeRows(tx, client, kinds);
  }
  return rows.map((row) => ({
    key: { client, frontEndType: row.front_end_type, tree: row.tree, bin: row.bin },
    version: row.version,
    stamp: row.stamp,
  }));
}

/** The locked trees of these kinds that hold an entry of one of the files or schemas, and which of them. */
export async function treesReferencing(
  tx: Queryable,
  client: string,
  kind: TreeKind,
  fileIds: string[],
): Promise<{ frontEndType: string; bin: boolean; fileId: string }[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx.query<{ front_end_type: string; bin: boolean; file_id: string }>(
    `select distinct front_end_type, bin, file_id from directory_entries
      where client_id = $1 and tree = $2 and file_id = any($3::text[]) and not removed`,
    [client, kind, fileIds],
  );
  return rows.map((row) => ({ frontEndType: row.front_end_type, bin: row.bin, fileId: row.file_id }));
}

/** Versions between purges of the tombstones of a tree; a server that holds an older state reads it whole. */
const TOMBSTONE_VERSIONS = 64;

/**
 * Writes the changed rows of a tree that still has `expectedVersion`, as its next version; returns the
 * new state. Every `TOMBSTONE_VERSIONS` versions the tombstones older than that many are purged.
 */
export async function writeTreeChanges(
  tx: Queryable,
  key: TreeKey,
  changes: Pick<TreeChanges, 'written' | 'removed'>,
  expectedVersion: number,
): Promise<TreeState> {
  const [row] = await tx.query<{ version: number; stamp: string }>(
    `update directories set version = version + 1, written = md5(random()::text), updated_at = now()
      where ${KEY} and version = $5
      returning version, ${STAMP} as stamp`,
    [...keyParams(key), expectedVersion],
  );
  if (!row) throw conflict('The tree was changed meanwhile; reload it and try again.');
  const { version } = row;
  if (changes.written.length > 0) {
    await tx.query(
      `insert into directory_entries (client_id, front_end_type, tree, bin, version, id, parent_id, rank, file_id,
         name, fixed_number_of_children, schema_of_children, schema_id, is_leaf, is_visible, ticked,
         restore_parent_id)
       select $1, $2, $3, $4, $5, r.* from json_to_recordset($6::text::json) as r (id text, parent_id text,
         rank text, file_id text, name text, fixed_number_of_children integer, schema_of_children text,
         schema_id text, is_leaf boolean, is_visible boolean, ticked boolean, restore_parent_id text)
       on conflict (client_id, front_end_type, tree, bin, id) do update set
         version = excluded.version, parent_id = excluded.parent_id, rank = excluded.rank,
         file_id = excluded.file_id, name = excluded.name,
         fixed_number_of_children = excluded.fixed_number_of_children,
         schema_of_children = excluded.schema_of_children, schema_id = excluded.schema_id,
         is_leaf = excluded.is_leaf, is_visible = excluded.is_visible, ticked = excluded.ticked,
         restore_parent_id = excluded.restore_parent_id, removed = false`,
      [...keyParams(key), version, JSON.stringify(changes.written.map(entryRowOf))],
    );
  }
  if (changes.removed.length > 0) {
    await tx.query(
      `update directory_entries set removed = true, version = $5 where ${keyOn('directory_entries')} and id = any($6::text[])`,
      [...keyParams(key), version, changes.removed],
    );
  }
  if (version % TOMBSTONE_VERSIONS === 0) {
    const purged = version - TOMBSTONE_VERSIONS;
    await tx.query(
      `delete from directory_entries where ${keyOn('directory_entries')} and removed and version <= $5`,
      [...keyParams(key), purged],
    );
    await tx.query(`update directories set purged_through = $5 where ${KEY}`, [...keyParams(key), purged]);
  }
  return { version, stamp: row.stamp };
}

/** Files from which their tables' statistics are gathered with the trees' (see `analyzeTreeRows`). */
const FILES_FOR_STATISTICS = 1_000;

/**
 * Gathers the planner's statistics of the tree rows (see `TreeSnapshots.statisticsOutgrown`), and of the
 * files with their values and words once there are thousands: without them the planner takes a file's
 * values for few and looks them up once per file of a table. Statistics of tables gathered while empty
 * would be worse than none: the planner would take them for empty however they grow, and check every
 * new value's file by reading all files.
 */
export async function analyzeTreeRows(tx: Queryable): Promise<void> {
  await tx.query('analyze directory_entries');
  const [files] = await tx.query<{ many: boolean }>(
    `select count(*) >= ${FILES_FOR_STATISTICS} as many from (select 1 from files limit ${FILES_FOR_STATISTICS}) f`,
  );
  if (files?.many) await tx.query('analyze files, file_values, search_vocabulary');
}

/** An entry and its rank as the columns of its row. */
export function entryRowOf({ entry, rank }: RankedEntry) {
  return {
    id: entry.id,
    parent_id: entry.parentId,
    rank,
    file_id: entry.fileId,
    name: entry.name,
    fixed_number_of_children: entry.fixedNumberOfChildren,
    schema_of_children: entry.schemaOfChildren,
    schema_id: entry.schemaId,
    is_leaf: entry.isLeaf,
    is_visible: entry.isVisible,
    ticked: entry.ticked,
    restore_parent_id: entry.restoreParentId ?? null,
  };
}
