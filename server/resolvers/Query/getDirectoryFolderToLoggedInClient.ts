import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { TREE_READS, treeReadResolver } from '../shared/tree-reads';

/** The data-file directory of the caller's client. */
export const getDirectoryFolderToLoggedInClient = treeReadResolver(
  TREE_READS.getDirectoryFolderToLoggedInClient,
) as QueryResolvers['getDirectoryFolderToLoggedInClient'];
