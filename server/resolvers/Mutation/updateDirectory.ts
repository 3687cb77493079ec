import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { replaceTree } from '../shared/replace-tree';

export const updateDirectory: MutationResolvers['updateDirectory'] = (_parent, args, ctx) =>
  replaceTree(ctx, {
    input: args.directory,
    kind: args.tree,
    bin: false,
    frontEndType: args.frontEndType,
    version: args.version,
  });
