import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertVersion } from '../shared/assert-version';
import { binEntry } from '../shared/entry-rows';
import { filesToWrite } from '../shared/file-list';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';
import { TreeSet } from '../shared/tree-set';

/** Moves every place of many files from the data directory to its recycle bin in one write. */
export const moveFilesToRecycleBin: MutationResolvers['moveFilesToRecycleBin'] = async (
  _parent,
  args,
  ctx,
) => {
  const viewer = requireViewer(ctx, PERMISSION.folders);
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, ['DATA']);
    assertVersion(args.version, trees.version('DATA', false), 'directory');
    const files = await filesToWrite(tx, viewer.client, args.fileIds);
    for (const file of files) {
      for (const place of (await trees.indexed('DATA', false)).entriesOfFile(file.id)) {
        const moved = binEntry(await trees.indexed('DATA', false), await trees.indexed('DATA', true), place);
        await trees.change('DATA', false, moved.directory);
        await trees.change('DATA', true, moved.bin);
      }
    }
    await trees.save();
    return { success: true, version: trees.version('DATA', false) };
  });
};
