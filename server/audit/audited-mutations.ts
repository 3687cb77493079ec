import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context';
import { withAuditActor } from './audit-actor';

type Resolver = (parent: unknown, args: unknown, ctx: RequestContext, info: GraphQLResolveInfo) => unknown;

/** Each mutation resolver, given a database that records the caller and the mutation's name with every write. */
export function auditedMutations<Resolvers extends Record<string, unknown>>(resolvers: Resolvers): Resolvers {
  const audited = Object.entries(resolvers).map(([operation, resolver]) => {
    const resolve = resolver as Resolver;
    const wrapped: Resolver = (parent, args, ctx, info) => {
      const { viewer } = ctx;
      if (!viewer) return resolve(parent, args, ctx, info);
      const actor = { userId: viewer.userId, userName: viewer.userName, operation };
      return resolve(parent, args, { ...ctx, db: withAuditActor(ctx.db, actor) }, info);
    };
    return [operation, wrapped];
  });
  return Object.fromEntries(audited) as Resolvers;
}
