import { flattenTree } from '../domain/directory/tree-shape';
import type { DirectoryItem } from '../domain/directory/types';
import type { FileDataEntry } from '../domain/file/types';
import type { Database } from '../server/db/database';
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
    await this.db.query(
      `insert into directories (client_id, front_end_type, tree, bin, entries) values ($1, $2, $3, $4, $5::text::jsonb)
       on conflict (client_id, front_end_type, tree, bin) do update set entries = excluded.entries`,
      [...this.#treeParams('DATA'), JSON.stringify(storedEntries(items))],
    );
  }

  /** Reading the tree's row, and serialising the answer the API gave. */
  readTree(answer: unknown): Promise<number[]> {
    return repeat(this.reps, () =>
      timed(async () => {
        await this.db.query(
          `select entries, version from directories
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
          this.#treeParams('DATA'),
        );
        JSON.stringify(answer);
      }),
    );
  }

  /** Locking the row, checking that the files named exist, and writing the serialised tree. */
  writeTree(items: DirectoryItem[]): Promise<number[]> {
    const fileIds = storedEntries(items).flatMap((entry) => (entry.fileId ? [entry.fileId] : []));
    return repeat(this.reps, (index) => {
      const entries = storedEntries(treeVariant(items, index));
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
            `update directories set entries = $5::text::jsonb, version = version + 1, updated_at = now()
              where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
            [...this.#treeParams('DATA'), JSON.stringify(entries)],
          );
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
          `select jsonb_path_query_first(entries, '$[*] ? (@.fileId == $id)', jsonb_build_object('id', $5::text))
             from directories where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
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
          `select entries from directories
            where client_id = $1 and front_end_type = $2 and tree = $3 and bin = $4`,
          this.#treeParams('SCHEMA'),
        );
        JSON.stringify(answer);
      }),
    );
  }
}

/** Entries as a tree row stores them: flat, in tree order, without children or client. */
function storedEntries(items: DirectoryItem[]) {
  return flattenTree(items).map(({ client: _client, ...entry }) => entry);
}
