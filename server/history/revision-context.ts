import type { TreeKind } from '../../domain/directory/types';
import type { RevisionKind } from '../../domain/history/revision-state';
import type { RequestContext } from '../context';
import { findFile } from '../repositories/file-repository';
import { findSchema } from '../repositories/schema-repository';
import type { RevisionRecord } from './revision-repository';
import { fileLabels, type RevisionContext, relatedFileIdsOf } from './revision-response';

/** A tree's object id (`alloy/DATA`) as its front-end type and kind; null for another id. */
export function treeOfObjectId(objectId: string): { frontEndType: string; tree: TreeKind } | null {
  const match = /^([^/]+)\/(DATA|SCHEMA)$/.exec(objectId);
  return match ? { frontEndType: match[1] as string, tree: match[2] as TreeKind } : null;
}

/** What revisions of one object are told in (see `RevisionContext`), read once for all of them. */
export async function revisionContext(
  ctx: RequestContext,
  client: string,
  kind: RevisionKind,
  objectId: string,
  revisions: RevisionRecord[],
): Promise<RevisionContext> {
  const labels = await fileLabels(ctx.db, client, relatedFileIdsOf(revisions));
  const context: RevisionContext = {
    elements: [],
    fileLabel: (fileId) => labels.get(fileId) ?? fileId,
    tree: null,
    treeVersion: null,
  };
  if (kind === 'FILE') {
    const file = await findFile(ctx.db, client, objectId);
    const schema = file ? await findSchema(ctx.db, client, file.schemaId) : null;
    context.elements = schema?.elements ?? [];
  } else if (kind === 'DIRECTORY') {
    const tree = treeOfObjectId(objectId);
    if (tree) {
      const stored = await ctx.trees.read(ctx.db, { client, ...tree, bin: false });
      context.tree = stored.rows;
      context.treeVersion = stored.version;
    }
  }
  return context;
}
