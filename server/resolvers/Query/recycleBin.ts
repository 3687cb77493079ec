import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { TREE_READS, treeReadResolver } from '../shared/tree-reads';

/** The data-file recycle bin of the caller's client. */
export const recycleBin = treeReadResolver(TREE_READS.recycleBin) as QueryResolvers['recycleBin'];
