import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { treeOfObjectId } from '../../history/revision-context';
import { findRevision } from '../../history/revision-repository';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';
import { restoreFileRevision } from '../shared/restore-file';
import { restoreSchemaRevision } from '../shared/restore-schema';
import { restoreTreeRevision } from '../shared/restore-tree';
import { treePermission } from '../shared/tree-permission';

const MAX_FIELDS = 1_000;

/** Restores a revision of a file or schema (whole or some fields), or puts back a tree revision's moves and renames. */
export const restoreRevision: MutationResolvers['restoreRevision'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const fields = args.fields ?? null;
  if (fields && (fields.length === 0 || fields.length > MAX_FIELDS)) {
    throw badInput(`fields names 1 to ${MAX_FIELDS} fields; leave it out to restore everything.`, {
      path: 'fields',
    });
  }
  const version = args.version ?? null;
  if (version !== null && (!Number.isInteger(version) || version < 0)) {
    throw badInput('version must be a whole number from 0.', { path: 'version' });
  }
  const revision = await findRevision(ctx.db, viewer.client, args.id);
  if (!revision) throw notFound(`Revision "${args.id}" not found.`);
  const requireVersion = () => {
    if (version === null)
      throw badInput('version is the object’s current version; it is required.', { path: 'version' });
    return version;
  };
  switch (revision.kind) {
    case 'FILE':
      requireViewer(ctx, PERMISSION.files);
      return ctx.db.transaction((tx) =>
        restoreFileRevision(tx, ctx.trees, viewer, revision, fields, requireVersion()),
      );
    case 'SCHEMA':
      requireViewer(ctx, PERMISSION.schemas);
      return ctx.db.transaction((tx) =>
        restoreSchemaRevision(tx, ctx.trees, viewer, revision, fields, requireVersion()),
      );
    case 'DIRECTORY': {
      const tree = treeOfObjectId(revision.objectId);
      if (!tree || tree.frontEndType !== DEFAULT_FRONT_END_TYPE) {
        throw badInput(`Only changes of the ${DEFAULT_FRONT_END_TYPE} trees can be put back.`, {
          path: 'id',
        });
      }
      requireViewer(ctx, treePermission(tree.tree));
      return ctx.db.transaction((tx) =>
        restoreTreeRevision(tx, ctx.trees, viewer, revision, tree.tree, fields, version),
      );
    }
  }
};
