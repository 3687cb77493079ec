import type { DirectoryItem } from './types';

/** Rewrites one sibling list; returns the same array when nothing in it changes. */
export type SiblingRewrite = (siblings: DirectoryItem[], parent: DirectoryItem | null) => DirectoryItem[];

/**
 * Applies `rewrite` to the root list and every children list, deepest first. Lists and entries that do
 * not change keep their identity, so memoised rows of a large tree do not re-render.
 */
export function rewriteSiblingLists(
  items: DirectoryItem[],
  rewrite: SiblingRewrite,
  parent: DirectoryItem | null = null,
): DirectoryItem[] {
  let changed = false;
  const next = items.map((item) => {
    const children = rewriteSiblingLists(item.children, rewrite, item);
    if (children === item.children) return item;
    changed = true;
    return { ...item, children };
  });
  return rewrite(changed ? next : items, parent);
}

/** Replaces every entry with that id by `update(entry)`. */
export function updateItem(
  items: DirectoryItem[],
  id: string,
  update: (item: DirectoryItem) => DirectoryItem,
): DirectoryItem[] {
  return rewriteSiblingLists(items, (siblings) =>
    siblings.some((item) => item.id === id)
      ? siblings.map((item) => (item.id === id ? update(item) : item))
      : siblings,
  );
}

/** Rewrites the children of `parentId` (the root list when null). */
export function updateChildren(
  items: DirectoryItem[],
  parentId: string | null,
  update: (siblings: DirectoryItem[]) => DirectoryItem[],
): DirectoryItem[] {
  return rewriteSiblingLists(items, (siblings, parent) =>
    (parent?.id ?? null) === parentId ? update(siblings) : siblings,
  );
}

/** Drops matching entries (with their subtrees) at any depth and renumbers the lists they left. */
export function removeWhere(
  items: DirectoryItem[],
  matches: (item: DirectoryItem) => boolean,
): DirectoryItem[] {
  return rewriteSiblingLists(items, (siblings) => {
    const kept = siblings.filter((item) => !matches(item));
    return kept.length === siblings.length ? siblings : renumberSiblings(kept);
  });
}

/** Positions 1..n in list order; entries already in place keep their identity. */
export function renumberSiblings(siblings: DirectoryItem[]): DirectoryItem[] {
  return siblings.map((item, index) =>
    item.position === index + 1 ? item : { ...item, position: index + 1 },
  );
}

/** Highest sibling position + 1 (1 for an empty list). */
export function nextSiblingPosition(siblings: DirectoryItem[]): number {
  return siblings.reduce((highest, item) => Math.max(highest, item.position), 0) + 1;
}
