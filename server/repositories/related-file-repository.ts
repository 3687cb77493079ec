import type { Queryable } from '../db/database';

export interface RelatedRecord {
  relationshipId: string;
  fileId: string;
  relatedFileId: string;
  elementId: string | null;
  position: number;
  /** The related file's label. */
  label: string;
}

interface RelatedRow {
  relationship_id: string;
  file_id: string;
  related_file_id: string;
  element_id: string | null;
  position: number;
  label: string;
}

const toRecord = (row: RelatedRow): RelatedRecord => ({
  relationshipId: row.relationship_id,
  fileId: row.file_id,
  relatedFileId: row.related_file_id,
  elementId: row.element_id,
  position: row.position,
  label: row.label,
});

/** The related files of each of `fileIds`, in position order. */
export async function listRelatedFiles(
  db: Queryable,
  client: string,
  fileIds: string[],
): Promise<Map<string, RelatedRecord[]>> {
  const byFile = new Map<string, RelatedRecord[]>(fileIds.map((id) => [id, []]));
  if (fileIds.length === 0) return byFile;
  const rows = await db.query<RelatedRow>(
    `select r.relationship_id, r.file_id, r.related_file_id, r.element_id, r.position, f.label
       from related_files r
       join files f on f.client_id = r.client_id and f.id = r.related_file_id
      where r.client_id = $1 and r.file_id = any($2::text[])
      order by r.file_id, r.position, r.relationship_id`,
    [client, fileIds],
  );
  for (const row of rows) byFile.get(row.file_id)?.push(toRecord(row));
  return byFile;
}

/** The files, other than `fileIds` themselves, that link to any of `fileIds`. */
export async function filesLinkingTo(db: Queryable, client: string, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db.query<{ file_id: string }>(
    `select distinct file_id from related_files
      where client_id = $1 and related_file_id = any($2::text[]) and not (file_id = any($2::text[]))`,
    [client, fileIds],
  );
  return rows.map((row) => row.file_id);
}

export async function findRelationship(
  db: Queryable,
  client: string,
  relationshipId: string,
): Promise<Pick<RelatedRecord, 'relationshipId' | 'fileId'> | null> {
  const [row] = await db.query<Pick<RelatedRow, 'relationship_id' | 'file_id'>>(
    'select relationship_id, file_id from related_files where client_id = $1 and relationship_id = $2',
    [client, relationshipId],
  );
  return row ? { relationshipId: row.relationship_id, fileId: row.file_id } : null;
}

export type NewRelated = Pick<RelatedRecord, 'relationshipId' | 'relatedFileId' | 'elementId' | 'position'>;

export async function insertRelatedFiles(
  tx: Queryable,
  client: string,
  fileId: string,
  related: NewRelated[],
): Promise<void> {
  if (related.length === 0) return;
  await tx.query(
    `insert into related_files (client_id, file_id, relationship_id, related_file_id, element_id, position)
     select $1, $2, relationship_id, related_file_id, element_id, position
       from unnest($3::text[], $4::text[], $5::text[], $6::int[])
         as added (relationship_id, related_file_id, element_id, position)`,
    [
      client,
      fileId,
      related.map((row) => row.relationshipId),
      related.map((row) => row.relatedFileId),
      related.map((row) => row.elementId),
      related.map((row) => row.position),
    ],
  );
}

/** Sets the positions of a file's related files in one statement. */
export async function setRelatedPositions(
  tx: Queryable,
  client: string,
  positions: Pick<RelatedRecord, 'relationshipId' | 'position'>[],
): Promise<void> {
  if (positions.length === 0) return;
  await tx.query(
    `update related_files r set position = moved.position
       from unnest($2::text[], $3::int[]) as moved (relationship_id, position)
      where r.client_id = $1 and r.relationship_id = moved.relationship_id and r.position <> moved.position`,
    [client, positions.map((row) => row.relationshipId), positions.map((row) => row.position)],
  );
}

export async function deleteRelationship(
  tx: Queryable,
  client: string,
  relationshipId: string,
): Promise<void> {
  await tx.query('delete from related_files where client_id = $1 and relationship_id = $2', [
    client,
    relationshipId,
  ]);
}

/** Removes every related file of a file. */
export async function deleteRelatedFilesOf(tx: Queryable, client: string, fileId: string): Promise<void> {
  await tx.query('delete from related_files where client_id = $1 and file_id = $2', [client, fileId]);
}
