import { nestEntries } from '../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../domain/directory/types';
import type { FileDataEntry } from '../../domain/file/types';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  type BundleFile,
  type BundleImage,
  type BundleSchema,
  type BundleScope,
  type BundleTree,
} from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import { readTree } from '../repositories/directory-repository';
import { listSchemas, type SchemaRecord } from '../repositories/schema-repository';

/** Files read (and written out) at a time: memory stays bounded however many there are. */
export const FILES_PER_PAGE = 500;
/** Images read at a time: each may be megabytes. */
const IMAGES_PER_PAGE = 50;

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

/** A bundle's opening up to the name of its first list, `"schemas":` (the caller writes the list). */
export function bundleOpening(client: string, scope: BundleScope): string {
  const header = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    scope,
    client,
    exportedAt: new Date().toISOString(),
  };
  return `${JSON.stringify(header).slice(0, -1)},\n"schemas":`;
}

export const bundleSchemaOf = (schema: SchemaRecord): BundleSchema => ({
  id: schema.id,
  label: schema.label,
  metadata: schema.metadata as Record<string, unknown>,
  elements: schema.elements,
  version: schema.version,
});

/** A bundle of scope `schemas` holding one schema. */
export const schemaBundle = (client: string, schema: SchemaRecord): string =>
  `${bundleOpening(client, 'schemas')}[\n${JSON.stringify(bundleSchemaOf(schema))}\n]}\n`;

/** Writes a bundle's list, one item a line, as pages of items arrive. */
export class ListWriter<T> {
  #first = true;

  constructor(private readonly write: (chunk: string) => Promise<void>) {}

  async open(): Promise<void> {
    await this.write('[');
  }

  async add(items: readonly T[]): Promise<void> {
    if (items.length === 0) return;
    await this.write(
      `${this.#first ? '' : ','}${items.map((item) => `\n${JSON.stringify(item)}`).join(',')}`,
    );
    this.#first = false;
  }

  async close(): Promise<void> {
    await this.write('\n]');
  }
}

/**
 * The client's files matching `condition` (SQL on `f`, its parameters from `$2` on) as a bundle keeps
 * them, with their related files in order, in id order; the first `limit`.
 */
export async function bundleFilesWhere(
  db: Queryable,
  client: string,
  condition: string,
  params: unknown[],
  limit?: number,
): Promise<BundleFile[]> {
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
       from files f where f.client_id = $1 and ${condition} order by f.id ${limit ? `limit ${limit}` : ''}`,
    [client, ...params],
  );
  return rows.map((row) => ({
    id: row.id,
    schemaId: row.schema_id,
    label: row.label,
    data: row.data,
    version: row.version,
    related: row.related,
  }));
}

/**
 * Writes the client's images matching `condition` (SQL on `i`, its parameters from `$3` on), a page at a
 * time in id order.
 */
export async function writeImagesWhere(
  db: Queryable,
  client: string,
  condition: string,
  params: unknown[],
  list: ListWriter<BundleImage>,
): Promise<void> {
  for (let after = ''; ; ) {
    const rows = await db.query<{
      id: string;
      file_id: string;
      element_id: string;
      content_type: BundleImage['contentType'];
      file_name: string;
      bytes: Uint8Array;
    }>(
      `select i.id, i.file_id, i.element_id, i.content_type, i.file_name, i.bytes from images i
        where i.client_id = $1 and i.id > $2 and ${condition} order by i.id limit ${IMAGES_PER_PAGE}`,
      [client, after, ...params],
    );
    await list.add(
      rows.map((row) => ({
        id: row.id,
        fileId: row.file_id,
        elementId: row.element_id,
        contentType: row.content_type,
        fileName: row.file_name,
        bytes: Buffer.from(row.bytes).toString('base64'),
      })),
    );
    if (rows.length < IMAGES_PER_PAGE) return;
    after = (rows.at(-1) as { id: string }).id;
  }
}

/**
 * Writes the whole client as one JSON bundle (`domain/transfer/bundle.ts`) through `write`, a page of
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
  await write(bundleOpening(client, 'client'));
  const schemas = new ListWriter<BundleSchema>(write);
  await schemas.open();
  await schemas.add((await listSchemas(db, client)).map(bundleSchemaOf));
  await schemas.close();

  await write(',\n"trees":');
  const kinds = await db.query<{ front_end_type: string; tree: 'DATA' | 'SCHEMA' }>(
    `select distinct front_end_type, tree from directories where client_id = $1 order by front_end_type, tree`,
    [client],
  );
  const trees = new ListWriter<BundleTree>(write);
  await trees.open();
  for (const { front_end_type: frontEndType, tree } of kinds) {
    const read = async (bin: boolean) =>
      withoutClient(nestEntries((await readTree(db, { client, frontEndType, tree, bin })).rows.entries));
    await trees.add([{ frontEndType, tree, directory: await read(false), recycleBin: await read(true) }]);
  }
  await trees.close();

  await write(',\n"files":');
  const files = new ListWriter<BundleFile>(write);
  await files.open();
  for (let after = ''; ; ) {
    const page = await bundleFilesWhere(db, client, 'f.id > $2', [after], FILES_PER_PAGE);
    await files.add(page);
    progress.files += page.length;
    onProgress(progress);
    if (page.length < FILES_PER_PAGE) break;
    after = (page.at(-1) as BundleFile).id;
  }
  await files.close();

  await write(',\n"images":');
  const images = new ListWriter<BundleImage>(write);
  await images.open();
  await writeImagesWhere(db, client, 'true', [], images);
  await images.close();
  await write('}\n');
  return progress;
}
