import { findItem, flattenTree } from './tree-shape';
import {
  nextSiblingPosition,
  removeWhere,
  renumberSiblings,
  rewriteSiblingLists,
  updateChildren,
  updateItem,
} from './tree-update';
import { BIN_PARENT_ID, type DirectoryItem, type DirectoryRow, type FlatEntry } from './types';

export function toggleVisibility(items: DirectoryItem[], id: string): DirectoryItem[] {
  return updateItem(items, id, (item) => ({ ...item, isVisible: !item.isVisible }));
}

/** Appends at the root (no parent) or to the parent's children; a missing parent changes nothing. */
export function addItem(
  items: DirectoryItem[],
  item: DirectoryItem,
  parentId: string | null,
): DirectoryItem[] {
  if (parentId !== null && !findItem(items, parentId)) {
    console.warn(`Parent ${parentId} not found; entry ${item.id} was not added.`);
    return items;
  }
  return updateChildren(items, parentId, (siblings) => [
    ...siblings,
    { ...item, parentId, position: nextSiblingPosition(siblings) },
  ]);
}

export function removeByFileAndParent(
  items: DirectoryItem[],
  fileId: string,
  parentId: string | null,
): DirectoryItem[] {
  return removeWhere(items, (item) => item.fileId === fileId && item.parentId === parentId);
}

export interface RootDeletion {
  items: DirectoryItem[];
  flat: DirectoryRow[];
  deleted: boolean;
}

/** Deletes a root entry from the tree and, with its whole subtree, from the flat list. */
export function deleteAtRoot(items: DirectoryItem[], flat: DirectoryRow[], id: string): RootDeletion {
  const target = items.find((item) => item.id === id);
  if (!target) {
    console.warn(`Entry ${id} is not at the root; nothing was deleted.`);
    return { items, flat, deleted: false };
  }
  const gone = new Set(flattenTree([target]).map((entry) => entry.id));
  return {
    items: renumberSiblings(items.filter((item) => item.id !== id)),
    flat: flat.filter((row) => !gone.has(row.id)),
    deleted: true,
  };
}

/** Moves an entry to a 1-based place among its siblings (clamped to the list) and renumbers them 1..n. */
export function moveWithinSiblings(items: DirectoryItem[], id: string, position: number): DirectoryItem[] {
  if (!Number.isInteger(position) || position < 1) {
    console.warn(`Position ${position} refused: positions start at 1.`);
    return items;
  }
  return rewriteSiblingLists(items, (siblings) => {
    const from = siblings.findIndex((item) => item.id === id);
    const moving = siblings[from];
    if (!moving) return siblings;
    const reordered = siblings.filter((_, index) => index !== from);
    reordered.splice(Math.min(position, siblings.length) - 1, 0, moving);
    return renumberSiblings(reordered);
  });
}

function placeAmongSiblings(items: DirectoryItem[], id: string): { place: number; count: number } | null {
  const found = findItem(items, id);
  if (!found) return null;
  const siblings = found.parent ? found.parent.children : items;
  return { place: siblings.indexOf(found.item) + 1, count: siblings.length };
}

export function moveUp(items: DirectoryItem[], id: string): DirectoryItem[] {
  const at = placeAmongSiblings(items, id);
  return at && at.place > 1 ? moveWithinSiblings(items, id, at.place - 1) : items;
}

export function moveDown(items: DirectoryItem[], id: string): DirectoryItem[] {
  const at = placeAmongSiblings(items, id);
  return at && at.place < at.count ? moveWithinSiblings(items, id, at.place + 1) : items;
}

/** The unique parent ids of every place the file occurs, in tree order. */
export function parentIdsOfFile(items: DirectoryItem[], fileId: string): (string | null)[] {
  const parentIds = flattenTree(items)
    .filter((entry) => entry.fileId === fileId)
    .map((entry) => entry.parentId);
  return [...new Set(parentIds)];
}

export interface DirectoryAndBin {
  directory: DirectoryItem[];
  bin: DirectoryItem[];
}

/** Moves an entry with its subtree to the bin root, remembering where it came from. */
export function moveToBin(
  directory: DirectoryItem[],
  bin: DirectoryItem[],
  entryId: string,
): DirectoryAndBin {
  const found = findItem(directory, entryId);
  if (!found) throw new Error(`Entry ${entryId} is not in the directory.`);
  const binned: DirectoryItem = {
    ...found.item,
    parentId: BIN_PARENT_ID,
    restoreParentId: found.parent?.id ?? null,
    position: nextSiblingPosition(bin),
  };
  return {
    directory: removeWhere(directory, (item) => item.id === entryId),
    bin: [...bin, binned],
  };
}

function withParent(item: DirectoryItem, parentId: string | null): DirectoryItem {
  const { restoreParentId: _restoreParentId, ...entry } = item;
  return { ...entry, parentId };
}

function withNewIds(item: DirectoryItem, parentId: string | null, newId: () => string): DirectoryItem {
  const id = newId();
  return {
    ...withParent(item, parentId),
    id,
    children: item.children.map((child) => withNewIds(child, id, newId)),
  };
}

function subtreeIds(items: DirectoryItem[]): string[] {
  return items.flatMap((item) => [item.id, ...subtreeIds(item.children)]);
}

/**
 * Brings a bin root entry with its subtree back under its old parent when that still exists, otherwise at
 * the root. The entries keep their ids (what was open stays open, links stay valid), unless one of them is
 * in use meanwhile: then all get new ids, so none collides.
 */
export function restoreFromBin(
  directory: DirectoryItem[],
  bin: DirectoryItem[],
  binEntryId: string,
  newId: () => string,
): DirectoryAndBin & { restoredId: string } {
  const entry = bin.find((item) => item.id === binEntryId);
  if (!entry) throw new Error(`Entry ${binEntryId} is not at the root of the bin.`);
  const oldParentId = entry.restoreParentId ?? null;
  const parentId = oldParentId !== null && findItem(directory, oldParentId) ? oldParentId : null;
  const inUse = new Set([
    ...subtreeIds(directory),
    ...subtreeIds(bin.filter((item) => item.id !== binEntryId)),
  ]);
  const restored = subtreeIds([entry]).some((id) => inUse.has(id))
    ? withNewIds(entry, parentId, newId)
    : withParent(entry, parentId);
  return {
    directory: addItem(directory, restored, parentId),
    bin: renumberSiblings(bin.filter((item) => item.id !== binEntryId)),
    restoredId: restored.id,
  };
}

/** Puts the file under exactly these parents: adds the missing places, removes the unlisted ones. */
export function setParents(
  items: DirectoryItem[],
  fileEntry: FlatEntry,
  parentIds: (string | null)[],
  newId: () => string,
): DirectoryItem[] {
  const { fileId } = fileEntry;
  if (fileId === null) throw new Error(`Entry ${fileEntry.id} is a folder, not a file.`);
  const wanted = new Set(parentIds);
  const current = parentIdsOfFile(items, fileId);
  const { restoreParentId: _restoreParentId, ...entry } = fileEntry;
  let next = items;
  for (const parentId of current) {
    if (!wanted.has(parentId)) next = removeByFileAndParent(next, fileId, parentId);
  }
  for (const parentId of wanted) {
    if (!current.includes(parentId)) next = addItem(next, { ...entry, id: newId(), children: [] }, parentId);
  }
  return next;
}

/**
 * Keeps entries whose property contains the text (case-insensitive) and the ancestors of such entries;
 * every level keeps only its matching branches.
 */
export function filterTree(
  items: DirectoryItem[],
  text: string,
  property: keyof FlatEntry = 'name',
): DirectoryItem[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return items;
  const matches = (item: DirectoryItem) => {
    const value = item[property];
    return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
  };
  // A loop rather than flatMap: a filter keystroke runs this over every entry (100,000 in a large tree),
  // and the empty array flatMap allocates per entry that does not match cost more than the matching.
  const keep = (siblings: DirectoryItem[]): DirectoryItem[] => {
    const kept: DirectoryItem[] = [];
    for (const item of siblings) {
      const children = item.children.length > 0 ? keep(item.children) : item.children;
      if (children.length > 0 || matches(item)) kept.push({ ...item, children });
    }
    return kept;
  };
  return keep(items);
}

export function renameItem(items: DirectoryItem[], id: string, name: string): DirectoryItem[] {
  return updateItem(items, id, (item) => ({ ...item, name: name.trim() }));
}

/** Whether two entry names are the same to a user: ignoring case and the spaces at their edges. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a sibling under `parentId` (root when null) already has this name, ignoring case and edges. */
export function siblingNameTaken(
  items: DirectoryItem[],
  parentId: string | null,
  name: string,
  exceptId?: string,
): boolean {
  const siblings = parentId === null ? items : (findItem(items, parentId)?.item.children ?? []);
  return siblings.some((item) => item.id !== exceptId && sameName(item.name, name));
}
