import type { DirectoryItem } from '../../../domain/directory/types';

/** One rendered line of the tree: an entry whose ancestors are all expanded. */
export interface VisibleRow {
  item: DirectoryItem;
  /** Root = 1. */
  level: number;
  /** 1-based place among the siblings shown. */
  posInSet: number;
  setSize: number;
  /** The id of the row above it in the hierarchy; null at the root. */
  parentRowId: string | null;
  hasChildren: boolean;
  expanded: boolean;
}

/** The rows to render, in tree order: every entry whose ancestors are all in `expanded`. */
export function visibleRows(items: DirectoryItem[], expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const addLevel = (siblings: DirectoryItem[], level: number, parentRowId: string | null) => {
    siblings.forEach((item, index) => {
      const hasChildren = item.children.length > 0;
      const isExpanded = hasChildren && expanded.has(item.id);
      rows.push({
        item,
        level,
        posInSet: index + 1,
        setSize: siblings.length,
        parentRowId,
        hasChildren,
        expanded: isExpanded,
      });
      if (isExpanded) addLevel(item.children, level + 1, item.id);
    });
  };
  addLevel(items, 1, null);
  return rows;
}

/** Ids of the entries that have children: in a filtered tree, exactly the ancestors of the matches. */
export function branchIds(items: DirectoryItem[]): string[] {
  const ids: string[] = [];
  const stack = [...items];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.children.length === 0) continue;
    ids.push(item.id);
    stack.push(...item.children);
  }
  return ids;
}

/** Ids of every ancestor of the entries that satisfy `matches`. */
export function ancestorIdsOf(items: DirectoryItem[], matches: (item: DirectoryItem) => boolean): string[] {
  const ids = new Set<string>();
  const visit = (siblings: DirectoryItem[], path: string[]) => {
    for (const item of siblings) {
      if (matches(item)) for (const id of path) ids.add(id);
      if (item.children.length > 0) visit(item.children, [...path, item.id]);
    }
  };
  visit(items, []);
  return [...ids];
}

export interface SiblingPlace {
  isFirst: boolean;
  isLast: boolean;
}

/** Where every entry sits among its siblings in the whole (unfiltered) tree. */
export function siblingPlaces(items: DirectoryItem[]): Map<string, SiblingPlace> {
  const places = new Map<string, SiblingPlace>();
  const stack = [items];
  for (let siblings = stack.pop(); siblings; siblings = stack.pop()) {
    siblings.forEach((item, index) => {
      places.set(item.id, { isFirst: index === 0, isLast: index === siblings.length - 1 });
      if (item.children.length > 0) stack.push(item.children);
    });
  }
  return places;
}
