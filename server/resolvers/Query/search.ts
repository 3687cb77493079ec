import { PERMISSION } from '../../../domain/auth/permissions';
import { parseSearchQuery, SEARCH_LIMITS, searchable } from '../../../domain/search/search-query';
import { requireViewer } from '../../auth/require-viewer';
import { badInput } from '../../errors';
import type { QueryResolvers, SearchGroup, SearchHit } from '../../graphql/resolvers-types.gen';
import { findMatches } from '../../repositories/search-repository';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';
import { fileHits, folderHit, schemaHit } from '../shared/search-hits';

const NOTHING: SearchGroup = { hits: [], more: false };

/** The first `limit` hits, and whether there were more (the matches were asked for one more). */
const group = (hits: SearchHit[], limit: number): SearchGroup => ({
  hits: hits.slice(0, limit),
  more: hits.length > limit,
});

/** Files, folders and schemas of the caller's client that match the query, placed in the product's trees. */
export const search: QueryResolvers['search'] = async (_parent, { query, limit }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMITS.maxResults) {
    throw badInput(`limit must be between 1 and ${SEARCH_LIMITS.maxResults}.`, { path: 'limit' });
  }
  const parsed = parseArgument(() => parseSearchQuery(query));
  if (!searchable(parsed)) return { files: NOTHING, folders: NOTHING, schemas: NOTHING };
  const client = viewer.client;
  const matches = await findMatches(ctx.db, client, DEFAULT_FRONT_END_TYPE, parsed, limit + 1);
  const tree = async (kind: 'DATA' | 'SCHEMA') =>
    (await ctx.trees.read(ctx.db, { client, frontEndType: DEFAULT_FRONT_END_TYPE, tree: kind, bin: false }))
      .rows;
  const trees = { DATA: await tree('DATA'), SCHEMA: await tree('SCHEMA') };
  const { words } = parsed;
  return {
    files: group(fileHits(matches.files, matches.fileSchemas, trees.DATA, words), limit),
    folders: group(
      matches.folders.map((folder) => folderHit(folder, trees[folder.tree], words)),
      limit,
    ),
    schemas: group(
      matches.schemas.map((schema) => schemaHit(schema, trees.SCHEMA, words)),
      limit,
    ),
  };
};
