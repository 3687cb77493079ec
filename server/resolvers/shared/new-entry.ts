import type { DirectoryItem } from '../../../domain/directory/types';

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
