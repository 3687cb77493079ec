import type { DirectoryItem } from '../../../domain/directory/types';

/** The folder of the schema directory new schemas go to when no usable parent is named. */
export const DEFAULT_SCHEMA_FOLDER = { id: 'schemas', name: 'Schemas' } as const;

/** A directory entry with the defaults of an entry the server creates itself. */
export function newEntry(
  client: string,
  fields: Pick<DirectoryItem, 'id' | 'name'> & Partial<Pick<DirectoryItem, 'fileId' | 'schemaId'>>,
): DirectoryItem {
  const fileId = fields.fileId ?? null;
  return {
    id: fields.id,
    name: fields.name,
    fileId,
    schemaId: fields.schemaId ?? null,
    parentId: null,
    position: 1,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client,
    isLeaf: fileId !== null,
    isVisible: true,
    ticked: false,
    children: [],
  };
}
