import type { AuditEvent } from '../../api/audit-trail-query';
import { FRONT_END_TYPE } from '../../lib/front-end-type';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';

/** A directory as the directory queries return it: every entry at every depth under `flat`. */
export interface FlatDirectory {
  flat: readonly { directory: DirectoryItemFieldsFragment }[];
}

/** Where an event's object shows its history: a file's or schema's entry, or a whole tree's changes. */
export type HistoryTarget =
  | { kind: 'file'; entryId: string }
  | { kind: 'schema'; entryId: string }
  | { kind: 'dataTree' }
  | { kind: 'schemaTree' };

/** The first entry of a tree that holds the file or schema `id` (a schema's entry may name it either way). */
function firstEntryOf(directory: FlatDirectory | undefined, id: string, orSchemaId: boolean) {
  return directory?.flat.find(
    ({ directory: entry }) =>
      entry.fileId === id || (orSchemaId && entry.fileId === null && entry.schemaId === id),
  )?.directory.id;
}

/**
 * Where the "Verlauf" link of an event leads; null for an object with no history to open: an image, a
 * recycle bin, or a file or schema in no folder of its tree (deleted, or only in the bin).
 */
export function historyTarget(
  event: Pick<AuditEvent, 'objectKind' | 'objectId'>,
  directories: { data: FlatDirectory | undefined; schema: FlatDirectory | undefined },
): HistoryTarget | null {
  switch (event.objectKind) {
    case 'FILE': {
      const entryId = firstEntryOf(directories.data, event.objectId, false);
      return entryId ? { kind: 'file', entryId } : null;
    }
    case 'SCHEMA': {
      const entryId = firstEntryOf(directories.schema, event.objectId, true);
      return entryId ? { kind: 'schema', entryId } : null;
    }
    case 'DIRECTORY':
      if (event.objectId === `${FRONT_END_TYPE}/DATA`) return { kind: 'dataTree' };
      if (event.objectId === `${FRONT_END_TYPE}/SCHEMA`) return { kind: 'schemaTree' };
      return null;
    default:
      return null;
  }
}
