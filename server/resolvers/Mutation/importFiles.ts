import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { findSchema } from '../../repositories/schema-repository';
import { importRows } from '../../transfer/import-rows';

/** Imports a batch of a table's rows as files of a schema (or checks them, `dryRun`). */
export const importFiles: MutationResolvers['importFiles'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  requireViewer(ctx, PERMISSION.folders);
  const firstRow = args.firstRow ?? 1;
  if (!Number.isInteger(firstRow) || firstRow < 1)
    throw badInput('firstRow counts from 1.', { path: 'firstRow' });
  return ctx.db.transaction(async (tx) => {
    const schema = await findSchema(tx, viewer.client, args.schemaId);
    if (!schema) throw notFound(`Schema "${args.schemaId}" not found.`);
    return importRows(tx, ctx.trees, viewer, {
      schema,
      rows: args.rows,
      columns: args.columns,
      folderId: args.folderId ?? null,
      matchBy: args.matchBy ?? 'id',
      firstRow,
      dryRun: args.dryRun ?? false,
    });
  });
};
