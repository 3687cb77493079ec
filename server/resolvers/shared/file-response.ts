import type { Queryable } from '../../db/database';
import type { FileData } from '../../graphql/resolvers-types.gen';
import type { FileRecord } from '../../repositories/file-repository';
import { listRelatedFiles, type RelatedRecord } from '../../repositories/related-file-repository';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { type FirstEntries, firstEntries } from './first-entries';

/** A file as `queryFileData` returns it, given its related files and the first places of files. */
export function fileResponse(file: FileRecord, related: RelatedRecord[], places: FirstEntries): FileData {
  const place = places.get(file.id);
  return {
    id: file.id,
    label: file.label,
    schemaId: file.schemaId,
    parentId: place?.parentId ?? null,
    directoryId: place?.id ?? null,
    data: file.data,
    relatedFiles: related.map((link) => ({
      id: places.get(link.relatedFileId)?.id ?? null,
      fileId: link.relatedFileId,
      relationshipId: link.relationshipId,
      position: link.position,
      label: link.label,
      elementId: link.elementId,
    })),
    version: file.version,
    updatedAt: file.updatedAt,
  };
}

/** Files as `queryFileData` returns them, with their directory places and related files. */
export async function fileResponses(
  db: Queryable,
  client: string,
  files: FileRecord[],
  trees: TreeSnapshots,
): Promise<FileData[]> {
  if (files.length === 0) return [];
  const places = await firstEntries(db, client, 'DATA', trees);
  const related = await listRelatedFiles(
    db,
    client,
    files.map((file) => file.id),
  );
  return files.map((file) => fileResponse(file, related.get(file.id) ?? [], places));
}
