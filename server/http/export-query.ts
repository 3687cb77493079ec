import { z } from 'zod';
import { TRANSFER_LIMITS } from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import { findSchema, type SchemaRecord } from '../repositories/schema-repository';
import type { TreeSnapshots } from '../repositories/tree-snapshots';
import type { FileSelection } from '../transfer/file-selection';
import { filesUnderFolder, readDataDirectory } from '../transfer/tree-places';

const id = z.string().min(1).max(200);

const querySchema = z.object({
  schemaId: id.optional(),
  folderId: id.optional(),
  fileIds: z
    .union([
      z.string().transform((list) => list.split(',').filter((item) => item !== '')),
      z.array(z.string()),
    ])
    .pipe(
      z
        .array(id)
        .min(1, 'must name a file')
        .max(TRANSFER_LIMITS.exportFileIds, `names at most ${TRANSFER_LIMITS.exportFileIds} files`),
    )
    .optional(),
});

/** Which files an export of files asks for: a schema's, a folder's subtree's, or a list of ids. */
export type ExportQuery = z.infer<typeof querySchema>;

/**
 * The query of `/export/files.json` (exactly one of `schemaId`, `folderId`, `fileIds`) or, `withSchema`,
 * of `/export/files.csv` (`schemaId`, and at most one of the others): from the address, `fileIds` joined
 * by commas, or from a POST's JSON body, `fileIds` a list; a message when it is none.
 */
export function parseExportQuery(query: unknown, withSchema: boolean): ExportQuery | string {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return `${issue?.path.join('.') || 'query'} ${issue?.message ?? 'is invalid'}.`;
  }
  const { schemaId, folderId, fileIds } = parsed.data;
  const narrowing = [folderId, fileIds].filter((item) => item !== undefined).length;
  if (withSchema) {
    if (schemaId === undefined) return 'schemaId is required.';
    if (narrowing > 1) return 'Give folderId or fileIds, not both.';
  } else if (narrowing + (schemaId === undefined ? 0 : 1) !== 1) {
    return 'Give exactly one of schemaId, folderId and fileIds.';
  }
  return parsed.data;
}

/** The export's files of the client, with a name for the download; null when its schema or folder is not. */
export async function resolveExportQuery(
  db: Queryable,
  snapshots: TreeSnapshots,
  client: string,
  query: ExportQuery,
): Promise<{ selection: FileSelection; name: string; schema: SchemaRecord | null } | null> {
  const schema = query.schemaId === undefined ? null : await findSchema(db, client, query.schemaId);
  if (query.schemaId !== undefined && !schema) return null;
  const schemaId = schema?.id;
  if (query.folderId !== undefined) {
    const directory = await readDataDirectory(db, client, snapshots);
    const fileIds = filesUnderFolder(directory, query.folderId);
    if (!fileIds) return null;
    const folder = directory.get(query.folderId)?.entry.name ?? query.folderId;
    return { selection: { schemaId, fileIds }, name: folder, schema };
  }
  return { selection: { schemaId, fileIds: query.fileIds }, name: schema?.label ?? 'Dateien', schema };
}
