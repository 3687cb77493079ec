import { MoveRefusedError } from '../../../domain/directory/move-entry';
import { TREE_DEPTH, type TreeKind } from '../../../domain/directory/types';
import { canPutBack, type TreeEntryChange } from '../../../domain/history/tree-changes';
import type { Viewer } from '../../context';
import type { Queryable } from '../../db/database';
import { badInput, conflict } from '../../errors';
import type { TreeRevisionChange } from '../../history/record-revision';
import type { RevisionRecord } from '../../history/revision-repository';
import { stillAsLeft } from '../../history/revision-response';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { assertVersion } from './assert-version';
import { refused } from './directory-entry-write';
import { moveEntryRows, siblingNameTakenIn, updatedRows } from './entry-rows';
import { DEFAULT_FRONT_END_TYPE } from './parse-argument';
import { TreeSet } from './tree-set';

/**
 * Puts back the moves and folder renames of a tree's revision (only those of the entries `fields` names,
 * when given), newest first, each where the entry still is as the revision left it; `version` is the
 * directory's (a stale one is refused).
 */
export async function restoreTreeRevision(
  tx: Queryable,
  snapshots: TreeSnapshots,
  viewer: Viewer,
  revision: RevisionRecord,
  kind: TreeKind,
  fields: string[] | null,
  version: number | null,
) {
  const trees = await TreeSet.lock(tx, snapshots, viewer.client, DEFAULT_FRONT_END_TYPE, [kind]);
  assertVersion(version, trees.version(kind, false), 'directory');
  const { entries } = revision.change as TreeRevisionChange;
  const putBack = entries.filter(canPutBack);
  const unknown = (fields ?? []).filter((id) => !putBack.some((change) => change.entryId === id));
  if (unknown.length > 0) {
    throw badInput(`The revision moved or renamed no entry ${unknown.map((id) => `"${id}"`).join(', ')}.`, {
      path: 'fields',
    });
  }
  const chosen = putBack.filter((change) => fields === null || fields.includes(change.entryId)).reverse();
  if (chosen.length === 0) throw badInput('The revision has nothing to put back.', { path: 'id' });
  for (const change of chosen) {
    const tree = await trees.indexed(kind, false);
    if (!stillAsLeft(change, tree)) {
      throw conflict(`Entry "${change.entryId}" was changed, moved or removed since; it is not put back.`, {
        entryId: change.entryId,
      });
    }
    const rows = putBackRows(change, tree, kind);
    if (rows) await trees.change(kind, false, rows);
  }
  await trees.save();
  return { success: true, version: trees.version(kind, false), orphaned: [] };
}

function putBackRows(change: TreeEntryChange, tree: Awaited<ReturnType<TreeSet['indexed']>>, kind: TreeKind) {
  const from = change.from as NonNullable<TreeEntryChange['from']>;
  if (change.kind === 'RENAMED') {
    if (siblingNameTakenIn(tree, tree.parentOf(change.entryId), from.name, change.entryId)) {
      throw refused('name-taken', 'The folder already holds a folder of that name.', 'fields');
    }
    return updatedRows(tree, change.entryId, { name: from.name });
  }
  if (from.parentId !== null && !tree.get(from.parentId)) {
    throw conflict(`The folder entry "${change.entryId}" came from no longer exists.`, {
      entryId: change.entryId,
    });
  }
  try {
    return moveEntryRows(
      tree,
      change.entryId,
      { parentId: from.parentId, position: from.position },
      TREE_DEPTH[kind].directory,
    );
  } catch (error) {
    if (!(error instanceof MoveRefusedError)) throw error;
    throw refused(error.reason, `The entry cannot go back: ${error.reason}.`, 'fields');
  }
}
