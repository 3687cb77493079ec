import { requireViewer } from '../../auth/require-viewer';
import { SESSION_MAX_AGE_SECONDS } from '../../auth/tokens';
import { unauthenticated } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { findTokenUser } from '../../users';

/**
 * A fresh token for the caller's valid one, carrying the user's current name and role. The session's
 * login time travels along, so renewing cannot stretch a session past `SESSION_MAX_AGE_SECONDS`.
 */
export const renewToken: MutationResolvers['renewToken'] = async (_parent, _args, ctx) => {
  const viewer = requireViewer(ctx);
  const now = Math.floor(Date.now() / 1000);
  if (viewer.authTime === undefined || now - viewer.authTime > SESSION_MAX_AGE_SECONDS) {
    throw unauthenticated('The session has ended; please log in again.');
  }
  const user = await findTokenUser(ctx.db, viewer.userId);
  if (!user || user.clientId !== viewer.client) throw unauthenticated();
  return { token: await ctx.auth.tokens.issue(user, viewer.authTime) };
};
