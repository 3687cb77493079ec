import { PERMISSION } from '../../../domain/auth/permissions';
import { removeWhere } from '../../../domain/directory/tree-update';
import type { TreeKind } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';
import { treePermission } from '../shared/tree-permission';
import { deleteUnreferenced, removedFileIds } from '../shared/tree-references';
import { TreeSet } from '../shared/tree-set';

/** Where an entry id is looked up, in this order. */
const PLACES: { kind: TreeKind; bin: boolean }[] = [
  { kind: 'DATA', bin: false },
  { kind: 'DATA', bin: true },
  { kind: 'SCHEMA', bin: false },
  { kind: 'SCHEMA', bin: true },
];

export const removeItemFromDirectory: MutationResolvers['removeItemFromDirectory'] = async (
  _parent,
  { directoryId },
  ctx,
) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, [
      'DATA',
      'SCHEMA',
    ]);
    let place: { kind: TreeKind; bin: boolean } | undefined;
    for (const candidate of PLACES) {
      const entries = await trees.entries(candidate.kind, candidate.bin);
      if (entries.some((entry) => entry.id === directoryId)) {
        place = candidate;
        break;
      }
    }
    if (!place) throw notFound(`Directory entry "${directoryId}" not found.`);
    const { kind, bin } = place;
    requireViewer(ctx, treePermission(kind));
    const before = await trees.entries(kind, bin);
    trees.replaceItems(
      kind,
      bin,
      removeWhere(await trees.items(kind, bin), (item) => item.id === directoryId),
    );
    const after = await trees.entries(kind, bin);
    await deleteUnreferenced(tx, viewer, trees, kind, removedFileIds(before, after));
    await trees.save();
    return { success: true, version: trees.version(kind, bin) };
  });
};
