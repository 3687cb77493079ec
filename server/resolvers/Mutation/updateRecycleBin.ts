import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { replaceTree } from '../shared/replace-tree';

export const updateRecycleBin: MutationResolvers['updateRecycleBin'] = (_parent, args, ctx) =>
  replaceTree(ctx, {
    input: args.recycleBin,
    kind: args.tree,
    bin: true,
    frontEndType: args.frontEndType,
    version: args.version,
  });
