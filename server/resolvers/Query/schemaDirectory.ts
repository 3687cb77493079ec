import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { TREE_READS, treeReadResolver } from '../shared/tree-reads';

/** The schema directory of the caller's client. */
export const schemaDirectory = treeReadResolver(
  TREE_READS.schemaDirectory,
) as QueryResolvers['schemaDirectory'];
