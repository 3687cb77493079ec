import type { BundleFile, BundleImage, BundlePlace, BundleSchema } from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import { listSchemas } from '../repositories/schema-repository';
import {
  bundleFilesWhere,
  bundleOpening,
  bundleSchemaOf,
  FILES_PER_PAGE,
  ListWriter,
  writeImagesWhere,
} from './export-bundle';
import { type FileSelection, schemaIdsOfSelection, selectedFileIds } from './file-selection';
import { PlacesReader } from './tree-places';

/**
 * Writes the selected files as a bundle of scope `files` through `write`: their schemas (for reference),
 * the files with their related files, their images and every place of theirs in the data directory. A
 * page of files at a time, each list a pass over the selection's ids; in one read-only snapshot of the
 * database when `db` is a transaction. Answers how many files it wrote.
 */
export async function exportFilesBundle(
  db: Queryable,
  client: string,
  selection: FileSelection,
  write: (chunk: string) => Promise<void>,
): Promise<number> {
  let count = 0;
  const pages = () => selectedFileIds(db, client, selection, FILES_PER_PAGE);
  await write(bundleOpening(client, 'files'));
  const schemaIds = new Set(await schemaIdsOfSelection(db, client, selection));
  const schemas = new ListWriter<BundleSchema>(write);
  await schemas.open();
  await schemas.add(
    (await listSchemas(db, client)).filter((schema) => schemaIds.has(schema.id)).map(bundleSchemaOf),
  );
  await schemas.close();

  await write(',\n"files":');
  const files = new ListWriter<BundleFile>(write);
  await files.open();
  for await (const ids of pages()) {
    await files.add(await bundleFilesWhere(db, client, 'f.id = any($2::text[])', [ids]));
    count += ids.length;
  }
  await files.close();

  await write(',\n"images":');
  const images = new ListWriter<BundleImage>(write);
  await images.open();
  for await (const ids of pages()) {
    await writeImagesWhere(db, client, 'i.file_id = any($3::text[])', [ids], images);
  }
  await images.close();

  await write(',\n"places":');
  const reader = new PlacesReader(db, client);
  const places = new ListWriter<BundlePlace>(write);
  await places.open();
  for await (const ids of pages()) await places.add(await reader.placesOf(ids));
  await places.close();
  await write('}\n');
  return count;
}
