import { siblingNameTaken } from './tree-ops';
import { findItem, treeDepth } from './tree-shape';
import { removeWhere, renumberSiblings, rewriteSiblingLists, updateChildren } from './tree-update';
import type { DirectoryItem } from './types';

/** Where an entry goes: under `parentId` (null: the top level), at the 1-based `position` among its new siblings. */
export interface MoveDestination {
  parentId: string | null;
  position: number;
}

/** Why a move is refused. */
export type MoveRefusal =
  /** The entry or the folder it should go into is not in the tree. */
  | 'missing'
  /** A folder into itself or a folder inside it. */
  | 'into-itself'
  /** Only folders take entries. */
  | 'into-file'
  /** The entry, or the deepest entry inside it, would lie below the tree's deepest level. */
  | 'too-deep'
  /** The folder already holds another place of the same file. */
  | 'file-already-there'
  /** A folder's name must differ from its siblings' names, as when it is named. */
  | 'name-taken';

export class MoveRefusedError extends Error {
  constructor(readonly reason: MoveRefusal) {
    super(`Move refused: ${reason}`);
    this.name = 'MoveRefusedError';
  }
}

/** Whether entries can go into this one: only folders take entries. */
export const takesEntries = (item: Pick<DirectoryItem, 'fileId' | 'isLeaf'>) =>
  item.fileId === null && !item.isLeaf;

function contains(item: DirectoryItem, id: string): boolean {
  return item.children.some((child) => child.id === id || contains(child, id));
}

/**
 * Why the entry may not go under `parentId` (null: the top level), or null when it may. Moving among its
 * own siblings is always allowed. `maxDepth` is the deepest level an entry may have, the root counting as one.
 */
export function moveRefusal(
  items: DirectoryItem[],
  id: string,
  parentId: string | null,
  maxDepth = Number.POSITIVE_INFINITY,
): MoveRefusal | null {
  const found = findItem(items, id);
  if (!found) return 'missing';
  if ((found.parent?.id ?? null) === parentId) return null;
  const { item } = found;
  let depth = 1;
  let siblings = items;
  if (parentId !== null) {
    if (parentId === id || contains(item, parentId)) return 'into-itself';
    const parent = findItem(items, parentId);
    if (!parent) return 'missing';
    if (!takesEntries(parent.item)) return 'into-file';
    depth = parent.depth + 1;
    siblings = parent.item.children;
  }
  if (depth + treeDepth([item]) - 1 > maxDepth) return 'too-deep';
  if (item.fileId !== null && siblings.some((sibling) => sibling.fileId === item.fileId)) {
    return 'file-already-there';
  }
  if (item.fileId === null && siblingNameTaken(items, parentId, item.name, id)) return 'name-taken';
  return null;
}

/**
 * Moves one entry with its subtree to `to`: only that place of a file moves, its other places stay. Both
 * sibling lists are renumbered 1..n; the position is clamped to the end of the new list. A move to the place
 * the entry has already returns `items` itself.
 * @throws MoveRefusedError when `moveRefusal` names a reason; RangeError for a position below 1.
 */
export function moveEntry(
  items: DirectoryItem[],
  id: string,
  to: MoveDestination,
  maxDepth?: number,
): DirectoryItem[] {
  if (!Number.isInteger(to.position) || to.position < 1) {
    throw new RangeError(`Position ${to.position} refused: positions start at 1.`);
  }
  const refusal = moveRefusal(items, id, to.parentId, maxDepth);
  if (refusal) throw new MoveRefusedError(refusal);
  const found = findItem(items, id);
  if (!found) throw new MoveRefusedError('missing');
  const insert = (siblings: DirectoryItem[], moving: DirectoryItem) => {
    const next = siblings.filter((sibling) => sibling.id !== id);
    next.splice(Math.min(to.position, next.length + 1) - 1, 0, moving);
    return renumberSiblings(next);
  };
  if ((found.parent?.id ?? null) === to.parentId) {
    const siblings = found.parent ? found.parent.children : items;
    if (Math.min(to.position, siblings.length) === siblings.indexOf(found.item) + 1) return items;
    return rewriteSiblingLists(items, (list) =>
      list.includes(found.item) ? insert(list, found.item) : list,
    );
  }
  const moving = { ...found.item, parentId: to.parentId };
  const without = removeWhere(items, (entry) => entry.id === id);
  return updateChildren(without, to.parentId, (siblings) => insert(siblings, moving));
}

/** The siblings of the entries under `parentId` (null: the top level), without the entry `exceptId`. */
function othersUnder(items: DirectoryItem[], parentId: string | null, exceptId: string): DirectoryItem[] {
  const siblings = parentId === null ? items : (findItem(items, parentId)?.item.children ?? []);
  return siblings.filter((sibling) => sibling.id !== exceptId);
}

/** Just before or after `targetId`, among the target's siblings; null when the target is not in the tree. */
export function destinationBeside(
  items: DirectoryItem[],
  id: string,
  targetId: string,
  side: 'before' | 'after',
): MoveDestination | null {
  const target = findItem(items, targetId);
  if (!target) return null;
  const parentId = target.parent?.id ?? null;
  const index = othersUnder(items, parentId, id).indexOf(target.item);
  return { parentId, position: index + (side === 'before' ? 1 : 2) };
}

/** The last place under `parentId` (null: the top level). */
export function destinationAtEnd(
  items: DirectoryItem[],
  id: string,
  parentId: string | null,
): MoveDestination {
  return { parentId, position: othersUnder(items, parentId, id).length + 1 };
}

/** Into the sibling just above the entry, as its last child; null for the first of its siblings. */
export function destinationIntoPrevious(items: DirectoryItem[], id: string): MoveDestination | null {
  const found = findItem(items, id);
  if (!found) return null;
  const siblings = found.parent ? found.parent.children : items;
  const previous = siblings[siblings.indexOf(found.item) - 1];
  return previous ? destinationAtEnd(items, id, previous.id) : null;
}

/** One place up (-1) or down (1) among its siblings, as `moveUp` and `moveDown` move it; null at that end. */
export function destinationOneStep(items: DirectoryItem[], id: string, step: -1 | 1): MoveDestination | null {
  const found = findItem(items, id);
  if (!found) return null;
  const siblings = found.parent ? found.parent.children : items;
  const position = siblings.indexOf(found.item) + 1 + step;
  return position < 1 || position > siblings.length ? null : { parentId: found.parent?.id ?? null, position };
}

/** Out of its folder, just after that folder; null at the top level. */
export function destinationOutOfParent(items: DirectoryItem[], id: string): MoveDestination | null {
  const parent = findItem(items, id)?.parent;
  return parent ? destinationBeside(items, id, parent.id, 'after') : null;
}
