import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { badInput } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { countContent, recentFiles } from '../../repositories/overview-repository';
import { firstEntriesOf } from '../shared/first-entries';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';

const MAX_RECENT = 50;

/** Counts for the start page; folders are the non-leaf entries of the product's data directory. */
export const overview: QueryResolvers['overview'] = async (_parent, { recentLimit }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  if (!Number.isInteger(recentLimit) || recentLimit < 1 || recentLimit > MAX_RECENT) {
    throw badInput(`recentLimit must be between 1 and ${MAX_RECENT}.`, { path: 'recentLimit' });
  }
  const client = viewer.client;
  const counts = await countContent(ctx.db, client);
  const recent = await recentFiles(ctx.db, client, recentLimit);
  const directory = await ctx.trees.read(ctx.db, {
    client,
    frontEndType: DEFAULT_FRONT_END_TYPE,
    tree: 'DATA',
    bin: false,
  });
  const places = firstEntriesOf(directory.rows);
  return {
    ...counts,
    folderCount: directory.memo(
      'folderCount',
      () => directory.entries.filter((entry) => !entry.isLeaf).length,
    ),
    recentFiles: recent.map((file) => ({ ...file, directoryId: places.get(file.id)?.id ?? null })),
  };
};
