import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { RequestContext } from '../../context';
import { notFound } from '../../errors';
import type { FileData, QueryResolvers } from '../../graphql/resolvers-types.gen';
import { findFileView } from '../../repositories/file-repository';
import { fileResponse } from '../shared/file-response';
import { firstEntriesOf } from '../shared/first-entries';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';

/**
 * One statement reads the file, its related files and the stamp of the data directory; the directory's
 * index of first places is kept per stored state (see `TreeSnapshots`), so it is read only after a change.
 */
export async function readFileData(ctx: RequestContext, id: string): Promise<FileData> {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const tree = { frontEndType: DEFAULT_FRONT_END_TYPE, tree: 'DATA', bin: false } as const;
  const view = await findFileView(ctx.db, viewer.client, id, tree);
  if (!view) throw notFound(`File "${id}" not found.`);
  const directory = await ctx.trees.readAt(ctx.db, { client: viewer.client, ...tree }, view.treeStamp);
  const places = firstEntriesOf(directory.rows);
  return fileResponse(view.file, view.related, places);
}

export const queryFileData: QueryResolvers['queryFileData'] = (_parent, { id }, ctx) => readFileData(ctx, id);
