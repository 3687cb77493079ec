import type { Queryable } from '../db/database';

export interface ImageRecord {
  id: string;
  fileId: string;
  elementId: string;
  contentType: string;
  fileName: string;
  size: number;
  sha256: string;
}

export interface StoredImage extends ImageRecord {
  bytes: Buffer;
}

interface ImageRow {
  id: string;
  file_id: string;
  element_id: string;
  content_type: string;
  file_name: string;
  size: number;
  sha256: string;
}

const COLUMNS = 'id, file_id, element_id, content_type, file_name, size, sha256';

const toRecord = (row: ImageRow): ImageRecord => ({
  id: row.id,
  fileId: row.file_id,
  elementId: row.element_id,
  contentType: row.content_type,
  fileName: row.file_name,
  size: row.size,
  sha256: row.sha256,
});

export interface NewImage extends ImageRecord {
  bytes: Uint8Array;
}

export async function insertImage(
  tx: Queryable,
  client: string,
  image: NewImage,
  userId: string,
): Promise<ImageRecord> {
  const stored = await insertImageRow(tx, client, image, userId, '');
  if (!stored) throw new Error(`Image ${image.id} was not stored.`);
  return stored;
}

/** Stores an image unless the client has one of that id already (an import run again); null then. */
export function insertImageIfMissing(
  tx: Queryable,
  client: string,
  image: NewImage,
  userId: string,
): Promise<ImageRecord | null> {
  return insertImageRow(tx, client, image, userId, 'on conflict do nothing');
}

async function insertImageRow(
  tx: Queryable,
  client: string,
  image: NewImage,
  userId: string,
  onConflict: string,
): Promise<ImageRecord | null> {
  const [row] = await tx.query<ImageRow>(
    `insert into images (client_id, id, file_id, element_id, content_type, file_name, size, sha256, bytes, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ${onConflict}
     returning ${COLUMNS}`,
    [
      client,
      image.id,
      image.fileId,
      image.elementId,
      image.contentType,
      image.fileName,
      image.size,
      image.sha256,
      image.bytes,
      userId,
    ],
  );
  return row ? toRecord(row) : null;
}

/** The image with its bytes, when the client has it. */
export async function findImage(db: Queryable, client: string, id: string): Promise<StoredImage | null> {
  const [row] = await db.query<ImageRow & { bytes: Uint8Array }>(
    `select ${COLUMNS}, bytes from images where client_id = $1 and id = $2`,
    [client, id],
  );
  return row
    ? { ...toRecord(row), bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) }
    : null;
}

/** Whether an image of the client was deleted. */
export async function deleteImage(tx: Queryable, client: string, id: string): Promise<boolean> {
  const rows = await tx.query('delete from images where client_id = $1 and id = $2 returning id', [
    client,
    id,
  ]);
  return rows.length > 0;
}
