import { takesEntries } from '../../../domain/directory/move-entry';
import { TREE_DEPTH, type TreeKind } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import type { RequestContext, Viewer } from '../../context';
import { badInput, notFound } from '../../errors';
import type { IndexedTree } from '../../repositories/indexed-tree';
import { assertVersion } from './assert-version';
import { DEFAULT_FRONT_END_TYPE, parseTreeKind } from './parse-argument';
import { treePermission } from './tree-permission';
import { type EntryRows, TreeSet } from './tree-set';

/** What a single-entry write of a directory writes (null: nothing, the tree is as asked) and answers. */
export interface EntryWrite<T> {
  rows: EntryRows | null;
  answer: T;
}

/**
 * A write of single entries of the caller's `alloy` directory of kind `tree`: locked, refused as stale
 * when `version` is not the directory's, worked out on the directory's index by `work`, saved. Answers
 * `work`'s answer with the directory's version after the write.
 */
export async function directoryEntryWrite<T extends object>(
  ctx: RequestContext,
  args: { tree?: TreeKind | null; version?: number | null },
  work: (directory: IndexedTree, kind: TreeKind, viewer: Viewer) => EntryWrite<T>,
): Promise<T & { success: true; version: number }> {
  const kind = parseTreeKind(args.tree);
  const viewer = requireViewer(ctx, treePermission(kind));
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, [kind]);
    assertVersion(args.version, trees.version(kind, false), 'directory');
    const { rows, answer } = work(await trees.indexed(kind, false), kind, viewer);
    if (rows) {
      await trees.change(kind, false, rows);
      await trees.save();
    }
    return { ...answer, success: true as const, version: trees.version(kind, false) };
  });
}

/** Why the directory's rules refuse a write: BAD_USER_INPUT with `extensions.reason`. */
export const refused = (reason: string, message: string, path: string) => badInput(message, { reason, path });

/** Why `parentId` takes no new entry: unknown, a file's entry, or at the deepest level; null when it does. */
export function whyNoEntries(
  directory: IndexedTree,
  parentId: string,
  kind: TreeKind,
): 'not-found' | 'into-file' | 'too-deep' | null {
  const parent = directory.get(parentId)?.entry;
  if (!parent) return 'not-found';
  if (!takesEntries(parent)) return 'into-file';
  return directory.depthOf(parentId) >= TREE_DEPTH[kind].directory ? 'too-deep' : null;
}

/** Refuses `parentId` as a folder for a new entry (see `whyNoEntries`). */
export function assertTakesEntries(
  directory: IndexedTree,
  parentId: string,
  kind: TreeKind,
  path: string,
): void {
  const why = whyNoEntries(directory, parentId, kind);
  if (why === 'not-found') throw notFound(`Folder "${parentId}" not found in the directory.`);
  if (why === 'into-file') throw refused(why, 'Only folders take entries.', path);
  if (why === 'too-deep')
    throw refused(why, 'The folder is at the deepest level the directory allows.', path);
}
