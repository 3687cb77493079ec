import { flattenTree } from '../domain/directory/tree-shape';
import type { DirectoryItem } from '../domain/directory/types';
import type { FileDataEntry } from '../domain/file/types';
import type { Database, Queryable } from '../server/db/database';
import { entryRowOf } from '../server/repositories/directory-repository';
import { type RankedEntries, type TreeChanges, treeChanges } from '../server/repositories/tree-rows';
import { fieldEdit, treeVariant } from './api-bench';
import { type Repetitions, repeat, timed } from './stats';

/**
 * The same work done bare: the SQL a request needs, run straight on a PGlite holding the same rows, plus
 * `JSON.stringify` of what the request sends or answers. No GraphQL, HTTP, validation or auth.
 */
export class BareWork {
  constructor(
    private readonly db: Database,
    private readonly client: string,
    private readonly reps: Repetitions,
  ) {}

  #treeParams(tree: 'DATA' | 'SCHEMA') {
    return [this.client, 'alloy', tree, false];
  }

  /** Stores `items` as the data directory, the state the server had when it answered. */
  async storeTree(items: DirectoryItem[]): Promise<void> {
    const empty = { entries: [], ranks: new Map<string, string>() };
    const changes = treeChanges(empty, flattenTree(items));
    await this.db.transaction(async (tx) => {
      await tx.query(
        `delete from directory_entries where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
        this.#treeParams('DATA'),
      );
      await upsertRows(tx, this.#treeParams('DATA'), changes);
    });
    this.#stored = { entries: flattenTree(items), ranks: changes.ranks };
  }

  #stored: RankedEntries = { entries: [], ranks: new Map() };

  /** Reading the tree's rows, and serialising the answer the API gave. */
  readTree(answer: unknown): Promise<number[]> {
    return repeat(this.reps, () =>
      timed(async () => {
        await this.db.query(
          `select version, written from directories
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
          this.#treeParams('DATA'),
        );
        await this.db.query(
          `select ${ENTRY_COLUMNS} from directory_entries
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 and not removed`,
          this.#treeParams('DATA'),
        );
        JSON.stringify(answer);
      }),
    );
  }

  /**
   * Locking the tree, checking that the files named exist, and writing the rows the whole tree sent
   * changes (which rows is worked out beforehand, untimed).
   */
  writeTree(items: DirectoryItem[]): Promise<number[]> {
    const fileIds = flattenTree(items).flatMap((entry) => (entry.fileId ? [entry.fileId] : []));
    return repeat(this.reps, (index) => {
      const entries = flattenTree(treeVariant(items, index));
      const changes = treeChanges(this.#stored, entries);
      this.#stored = { entries, ranks: changes.ranks };
      return timed(() =>
        this.db.transaction(async (tx) => {
          await tx.query(
            `select version from directories
              where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 for update`,
            this.#treeParams('DATA'),
          );
          await tx.query('select count(*) from files where client_id = $1 and id = any($2::text[])', [
            this.client,
            fileIds,
          ]);
          await tx.query(
            `update directories set version = version + 1, written = md5(random()::text), updated_at = now()
              where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
            this.#treeParams('DATA'),
          );
          await upsertRows(tx, this.#treeParams('DATA'), changes);
        }),
      );
    });
  }

  /** The file's row, its related files with their labels, its first directory place; serialising the answer. */
  readFile(fileId: string, answer: unknown): Promise<number[]> {
    return repeat(this.reps, () =>
      timed(async () => {
        await this.db.query(
          'select id, schema_id, label, data, version, updated_at from files where client_id = $1 and id = $2',
          [this.client, fileId],
        );
        await this.db.query(
          `select r.relationship_id, r.related_file_id, r.element_id, r.position, f.label
             from related_files r join files f on f.client_id = r.client_id and f.id = r.related_file_id
            where r.client_id = $1 and r.file_id = $2 order by r.position`,
          [this.client, fileId],
        );
        await this.db.query(
          `select id, parent_id from directory_entries
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 and file_id = $5 and not removed`,
          [...this.#treeParams('DATA'), fileId],
        );
        JSON.stringify(answer);
      }),
    );
  }

  /** Locking the file, merging the one changed field into its data and writing it back. */
  updateFile(fileId: string): Promise<number[]> {
    return repeat(this.reps, (index) => {
      const [edit] = fieldEdit(fileId, index, 0).data;
      return timed(() =>
        this.db.transaction(async (tx) => {
          const [row] = await tx.query<{ data: FileDataEntry[] }>(
            'select data, version from files where client_id = $1 and id = $2 for update',
            [this.client, fileId],
          );
          const data = (row?.data ?? []).map((entry) => (entry.elementId === edit?.elementId ? edit : entry));
          await tx.query(
            `update files set data = $3::text::jsonb, version = version + 1, updated_at = now()
              where client_id = $1 and id = $2`,
            [this.client, fileId, JSON.stringify(data)],
          );
        }),
      );
    });
  }

  /** Every schema of the client and the schema directory (for their parent folders); serialising the answer. */
  readSchemas(answer: unknown): Promise<number[]> {
    return repeat(this.reps, () =>
      timed(async () => {
        await this.db.query(
          'select id, label, metadata, elements, version, updated_at from schemas where client_id = $1 order by label',
          [this.client],
        );
        await this.db.query(
          `select ${ENTRY_COLUMNS} from directory_entries
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4 and not removed`,
          this.#treeParams('SCHEMA'),
        );
        JSON.stringify(answer);
      }),
    );
  }
}

const ENTRY_COLUMNS = `id, parent_id, rank, file_id, name, fixed_number_of_children, schema_of_children,
  schema_id, is_leaf, is_visible, ticked, restore_parent_id`;

/** The rows of `changes`, written as a tree write writes them (one statement), the tombstones left out. */
async function upsertRows(tx: Queryable, key: unknown[], changes: TreeChanges): Promise<void> {
  const rows = changes.written.map(entryRowOf);
  await tx.query(
    `insert into directory_entries (client_id, front_end_type, tree, bin, version, ${ENTRY_COLUMNS})
     select $1, $2, $3, $4, 1, r.* from json_to_recordset($5::text::json) as r (id text, parent_id text,
       rank text, file_id text, name text, fixed_number_of_children integer, schema_of_children text,
       schema_id text, is_leaf boolean, is_visible boolean, ticked boolean, restore_parent_id text)
     on conflict (client_id, front_end_type, tree, bin, id) do update set
       parent_id = excluded.parent_id, rank = excluded.rank, name = excluded.name, removed = false`,
    [...key, JSON.stringify(rows)],
  );
}
