import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { TREE_READS, treeReadResolver } from '../shared/tree-reads';

/** The schema recycle bin of the caller's client. */
export const schemaRecycleBin = treeReadResolver(
  TREE_READS.schemaRecycleBin,
) as QueryResolvers['schemaRecycleBin'];
