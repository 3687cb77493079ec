import { requireViewer } from '../../auth/require-viewer';
import { endSessions } from '../../auth/session-versions';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';

/** Ends every session of the caller, this one included: every device has to log in again. */
export const logoutEverywhere: MutationResolvers['logoutEverywhere'] = async (_parent, _args, ctx) => {
  const viewer = requireViewer(ctx);
  await ctx.db.transaction((tx) => endSessions(tx, viewer.userId));
  return { success: true };
};
