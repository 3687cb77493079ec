import type { Queryable } from '../db/database';

/**
 * The files an export holds: a schema's, those of a list of ids (a folder's subtree, a selection), or
 * with both, those of the list that are the schema's. One of the two is given.
 */
export interface FileSelection {
  schemaId?: string;
  fileIds?: readonly string[];
}

/** The client's files of the selection, a page of ids at a time in id order: memory stays bounded. */
export async function* selectedFileIds(
  db: Queryable,
  client: string,
  selection: FileSelection,
  pageSize: number,
): AsyncGenerator<string[]> {
  const schemaId = selection.schemaId ?? null;
  if (selection.fileIds) {
    const ids = [...new Set(selection.fileIds)].sort();
    for (let start = 0; start < ids.length; start += pageSize) {
      const rows = await db.query<{ id: string }>(
        `select id from files where client_id = $1 and id = any($2::text[]) and ($3::text is null or schema_id = $3)
          order by id`,
        [client, ids.slice(start, start + pageSize), schemaId],
      );
      if (rows.length > 0) yield rows.map((row) => row.id);
    }
    return;
  }
  for (let after = ''; ; ) {
    const rows = await db.query<{ id: string }>(
      `select id from files where client_id = $1 and schema_id = $2 and id > $3 order by id limit ${pageSize}`,
      [client, schemaId, after],
    );
    if (rows.length > 0) yield rows.map((row) => row.id);
    if (rows.length < pageSize) return;
    after = (rows.at(-1) as { id: string }).id;
  }
}

/** How many of the client's files the selection holds. */
export async function countSelectedFiles(
  db: Queryable,
  client: string,
  selection: FileSelection,
): Promise<number> {
  const [row] = await db.query<{ files: number }>(
    `select count(*)::int as files from files
      where client_id = $1 and ($2::text is null or schema_id = $2) and ($3::text[] is null or id = any($3::text[]))`,
    [client, selection.schemaId ?? null, selection.fileIds ? [...selection.fileIds] : null],
  );
  return row?.files ?? 0;
}

/** The ids of the schemas of the selected files. */
export async function schemaIdsOfSelection(
  db: Queryable,
  client: string,
  selection: FileSelection,
): Promise<string[]> {
  if (selection.schemaId !== undefined) return [selection.schemaId];
  const rows = await db.query<{ schema_id: string }>(
    'select distinct schema_id from files where client_id = $1 and id = any($2::text[]) order by schema_id',
    [client, [...(selection.fileIds ?? [])]],
  );
  return rows.map((row) => row.schema_id);
}
