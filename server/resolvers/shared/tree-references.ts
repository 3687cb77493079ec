import type { FlatEntry, TreeKind } from '../../../domain/directory/types';
import { renumberRelated } from '../../../domain/file/related-ops';
import type { Viewer } from '../../context';
import type { Queryable } from '../../db/database';
import { badInput, conflict } from '../../errors';
import { readRelatedStates } from '../../history/record-revision';
import { bumpFileVersions, deleteFiles, findFiles, missingFileIds } from '../../repositories/file-repository';
import {
  filesLinkingTo,
  listRelatedFiles,
  setRelatedPositions,
} from '../../repositories/related-file-repository';
import { deleteSchemas, fileCountsBySchema, missingSchemaIds } from '../../repositories/schema-repository';
import type { TreeSet } from './tree-set';

/** Refuses entries that name a file (data tree) or schema (schema tree) the client does not have. */
export async function assertKnownReferences(
  db: Queryable,
  client: string,
  kind: TreeKind,
  entries: FlatEntry[],
): Promise<void> {
  const fileIds = [...new Set(entries.flatMap((entry) => (entry.fileId === null ? [] : [entry.fileId])))];
  const schemaIds = [
    ...new Set(entries.flatMap((entry) => (entry.schemaId === null ? [] : [entry.schemaId]))),
  ];
  const unknownFiles =
    kind === 'DATA' ? await missingFileIds(db, client, fileIds) : await missingSchemaIds(db, client, fileIds);
  const unknownSchemas = await missingSchemaIds(db, client, schemaIds);
  const thing = kind === 'DATA' ? 'file' : 'schema';
  if (unknownFiles.size === 0 && unknownSchemas.size === 0) return;
  for (const entry of entries) {
    if (entry.fileId !== null && unknownFiles.has(entry.fileId)) {
      throw badInput(`Entry "${entry.id}" names the unknown ${thing} "${entry.fileId}".`, {
        id: entry.fileId,
      });
    }
    if (entry.schemaId !== null && unknownSchemas.has(entry.schemaId)) {
      throw badInput(`Entry "${entry.id}" names the unknown schema "${entry.schemaId}".`, {
        id: entry.schemaId,
      });
    }
  }
}

/** The file or schema ids of entries that are in `before` but not in `after`. */
export function removedFileIds(before: FlatEntry[], after: FlatEntry[]): string[] {
  const kept = new Set(after.map((entry) => entry.id));
  const removed = before.flatMap((entry) =>
    kept.has(entry.id) || entry.fileId === null ? [] : [entry.fileId],
  );
  return [...new Set(removed)];
}

/**
 * Deletes for good the files (data tree) or schemas (schema tree) among `candidates` that no tree of the
 * client names any more. A schema that files still use is never deleted: CONFLICT, and the transaction
 * changes nothing.
 */
export async function deleteUnreferenced(
  tx: Queryable,
  viewer: Viewer,
  trees: TreeSet,
  kind: TreeKind,
  candidates: string[],
): Promise<void> {
  const client = viewer.client;
  const stillNamed = await trees.referenced(kind, candidates);
  const orphans = candidates.filter((id) => !stillNamed.has(id));
  if (orphans.length === 0) return;
  if (kind === 'DATA') {
    await deleteFilesAndLinks(tx, viewer, orphans);
    return;
  }
  const [used] = await fileCountsBySchema(tx, client, orphans);
  if (used) {
    const [schemaId, fileCount] = used;
    throw conflict(`Schema is still used by ${fileCount} files.`, { fileCount, schemaId });
  }
  await deleteSchemas(tx, client, orphans);
}

/** Deletes files; the files that linked to them lose those links, keep positions 1..n and get a new version. */
async function deleteFilesAndLinks(tx: Queryable, viewer: Viewer, fileIds: string[]): Promise<void> {
  const client = viewer.client;
  const linking = await findFiles(tx, client, await filesLinkingTo(tx, client, fileIds));
  const before = await readRelatedStates(
    tx,
    client,
    linking.map((file) => file.id),
  );
  await deleteFiles(tx, client, fileIds);
  if (linking.length === 0) return;
  const lists = await listRelatedFiles(
    tx,
    client,
    linking.map((file) => file.id),
  );
  await setRelatedPositions(
    tx,
    client,
    [...lists.values()].flatMap((list) => renumberRelated(list)),
  );
  await bumpFileVersions(tx, client, linking, viewer.userId, before);
}
