import type { DirectoryItem } from './types';

/** Test entry with neutral defaults: a visible, unticked folder at the root. */
export function entry(id: string, overrides: Partial<DirectoryItem> = {}): DirectoryItem {
  return {
    id,
    fileId: null,
    parentId: null,
    position: 1,
    name: id,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: 'client-a',
    schemaId: null,
    isLeaf: false,
    isVisible: true,
    ticked: false,
    children: [],
    ...overrides,
  };
}

export const folder = (id: string, children: DirectoryItem[] = [], overrides: Partial<DirectoryItem> = {}) =>
  entry(id, { children, ...overrides });

export const file = (id: string, fileId = `file-${id}`, overrides: Partial<DirectoryItem> = {}) =>
  entry(id, { fileId, isLeaf: true, ...overrides });

/** Sets parentIds and 1-based positions from the nesting, the way the server returns a tree. */
export function linked(items: DirectoryItem[], parentId: string | null = null): DirectoryItem[] {
  return items.map((item, index) => ({
    ...item,
    parentId,
    position: index + 1,
    children: linked(item.children, item.id),
  }));
}

/** A chain of folders `level-1` … `level-n`, each inside the previous one. */
export function chain(levels: number): DirectoryItem[] {
  let items: DirectoryItem[] = [];
  for (let level = levels; level >= 1; level--) items = [folder(`level-${level}`, items)];
  return linked(items);
}

/** Ids per level, in order: a compact picture of a tree for assertions. */
export function outline(items: DirectoryItem[]): unknown[] {
  return items.map((item) => (item.children.length > 0 ? { [item.id]: outline(item.children) } : item.id));
}
