import { nestEntries } from '../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../domain/directory/types';
import type { FileDataEntry } from '../../domain/file/types';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  type BundleFile,
  type BundleImage,
  type BundleSchema,
  type BundleTree,
} from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import { readTree } from '../repositories/directory-repository';
import { listSchemas } from '../repositories/schema-repository';

/** Files and images read (and written out) at a time: memory stays bounded however many there are. */
const BATCH = 500;

/** What an export has written so far. */
export interface ExportProgress {
  files: number;
  totalFiles: number;
}

/** Items of a tree as a bundle keeps them: without the client, which the import sets. */
function withoutClient(items: DirectoryItem[]): unknown[] {
  return items.map(({ client: _client, children, ...item }) => ({
    ...item,
    children: withoutClient(children),
  }));
}

/**
 * Writes the whole client as one JSON bundle (`domain/transfer/bundle.ts`) through `write`, a batch of
 * files and of images at a time, in one read-only snapshot of the database when `db` is a transaction.
 */
export async function exportBundle(
  db: Queryable,
  client: string,
  write: (chunk: string) => Promise<void>,
  onProgress: (progress: ExportProgress) => void = () => undefined,
): Promise<ExportProgress> {
  const [count] = await db.query<{ files: number }>(
    'select count(*)::int as files from files where client_id = $1',
    [client],
  );
  const progress = { files: 0, totalFiles: count?.files ?? 0 };
  const header = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    client,
    exportedAt: new Date().toISOString(),
  };
  await write(`${JSON.stringify(header).slice(0, -1)},\n"schemas":[`);
  const schemas: BundleSchema[] = (await listSchemas(db, client)).map((schema) => ({
    id: schema.id,
    label: schema.label,
    metadata: schema.metadata as Record<string, unknown>,
    elements: schema.elements,
    version: schema.version,
  }));
  await write(schemas.map((schema) => `\n${JSON.stringify(schema)}`).join(','));

  await write('],\n"trees":[');
  const kinds = await db.query<{ front_end_type: string; tree: 'DATA' | 'SCHEMA' }>(
    `select distinct front_end_type, tree from directories where client_id = $1 order by front_end_type, tree`,
    [client],
  );
  const trees: BundleTree[] = [];
  for (const { front_end_type: frontEndType, tree } of kinds) {
    const read = async (bin: boolean) =>
      withoutClient(nestEntries((await readTree(db, { client, frontEndType, tree, bin })).rows.entries));
    trees.push({ frontEndType, tree, directory: await read(false), recycleBin: await read(true) });
  }
  await write(trees.map((item) => `\n${JSON.stringify(item)}`).join(','));

  await write('],\n"files":[');
  let first = true;
  for (let after = ''; ; ) {
    const rows = await db.query<{
      id: string;
      schema_id: string;
      label: string;
      data: FileDataEntry[];
      version: number;
      related: { fileId: string; elementId: string | null }[];
    }>(
      `select f.id, f.schema_id, f.label, f.data, f.version,
              coalesce((select json_agg(json_build_object('fileId', r.related_file_id, 'elementId', r.element_id)
                                        order by r.position, r.relationship_id)
                          from related_files r where r.client_id = f.client_id and r.file_id = f.id), '[]') as related
         from files f where f.client_id = $1 and f.id > $2 order by f.id limit ${BATCH}`,
      [client, after],
    );
    if (rows.length === 0) break;
    const files: BundleFile[] = rows.map((row) => ({
      id: row.id,
      schemaId: row.schema_id,
      label: row.label,
      data: row.data,
      version: row.version,
      related: row.related,
    }));
    await write(`${first ? '' : ','}${files.map((file) => `\n${JSON.stringify(file)}`).join(',')}`);
    first = false;
    progress.files += rows.length;
    onProgress(progress);
    after = (rows.at(-1) as { id: string }).id;
  }

  await write('],\n"images":[');
  first = true;
  for (let after = ''; ; ) {
    const rows = await db.query<{
      id: string;
      file_id: string;
      element_id: string;
      content_type: BundleImage['contentType'];
      file_name: string;
      bytes: Uint8Array;
    }>(
      `select id, file_id, element_id, content_type, file_name, bytes from images
        where client_id = $1 and id > $2 order by id limit ${BATCH / 10}`,
      [client, after],
    );
    if (rows.length === 0) break;
    const images: BundleImage[] = rows.map((row) => ({
      id: row.id,
      fileId: row.file_id,
      elementId: row.element_id,
      contentType: row.content_type,
      fileName: row.file_name,
      bytes: Buffer.from(row.bytes).toString('base64'),
    }));
    await write(`${first ? '' : ','}${images.map((image) => `\n${JSON.stringify(image)}`).join(',')}`);
    first = false;
    after = (rows.at(-1) as { id: string }).id;
  }
  await write('\n]}\n');
  return progress;
}
