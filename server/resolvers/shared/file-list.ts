import type { Queryable } from '../../db/database';
import { badInput, notFound } from '../../errors';
import { type FileRecord, findFiles } from '../../repositories/file-repository';

/** Files one bulk write takes at most. */
const MAX_FILES = 500;

/** The caller's client's files `ids` (each once, 1 to 500); NOT_FOUND names the first it lacks. */
export async function filesToWrite(
  tx: Queryable,
  client: string,
  ids: readonly string[],
): Promise<FileRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_FILES) {
    throw badInput(`fileIds must hold 1 to ${MAX_FILES} files.`, { path: 'fileIds' });
  }
  const found = new Map((await findFiles(tx, client, unique)).map((file) => [file.id, file]));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`File "${missing}" not found.`);
  return unique.map((id) => found.get(id) as FileRecord);
}
