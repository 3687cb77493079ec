import { PERMISSION } from '../../../domain/auth/permissions';
import { tableColumns } from '../../../domain/table/file-table';
import { parseTableQuery, tableCursor } from '../../../domain/table/table-query';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { fileTablePage } from '../../repositories/file-table-repository';
import { findSchema } from '../../repositories/schema-repository';
import { folderPath } from '../shared/folder-path';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';

/** A page of the table of a schema's files, each placed in the product's data directory. */
export const filesOfSchema: QueryResolvers['filesOfSchema'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const client = viewer.client;
  const schema = await findSchema(ctx.db, client, args.schemaId);
  if (!schema) throw notFound(`Schema "${args.schemaId}" not found.`);
  const columns = tableColumns(schema.elements);
  const query = parseArgument(() =>
    parseTableQuery(
      { filter: args.filter, sort: args.sort, first: args.first ?? Number.NaN, after: args.after },
      columns,
    ),
  );
  const page = await fileTablePage(ctx.db, client, schema.id, query);
  const key = { client, frontEndType: DEFAULT_FRONT_END_TYPE, tree: 'DATA' as const, bin: false };
  const tree = (await ctx.trees.read(ctx.db, key)).rows;
  const last = page.rows.at(-1);
  return {
    columns,
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.id,
      label: row.label,
      directoryId: tree.firstEntryOfFile(row.id)?.id ?? null,
      folders: tree.entriesOfFile(row.id).map((entryId) => folderPath(tree, entryId)),
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      cells: [...row.cells].map(([elementId, text]) => ({ elementId, text })),
    })),
    endCursor: page.more && last ? tableCursor(query.sort, last.cursor) : null,
  };
};
