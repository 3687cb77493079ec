import type { FlatEntry } from '../../domain/directory/types';

/** A stored entry for tests: a visible, unticked folder named after its id, under `parentId`. */
export function entry(
  id: string,
  parentId: string | null = null,
  fields: Partial<FlatEntry> = {},
): FlatEntry {
  return {
    id,
    parentId,
    position: 1,
    name: id.toUpperCase(),
    fileId: null,
    schemaId: null,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: 'acme',
    isLeaf: false,
    isVisible: true,
    ticked: false,
    ...fields,
  };
}
