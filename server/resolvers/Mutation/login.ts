import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { apiError, unauthenticated } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { findLoginCandidate } from '../../users';

const MAX_USERNAME_LENGTH = 64;
const MAX_PASSWORD_LENGTH = 256;

export const login: MutationResolvers['login'] = async (_parent, { username, password }, ctx) => {
  const { tokens, loginRateLimit, passwordCost } = ctx.auth;
  // Counted as a failed login until it turns out to be right.
  const attempt = await loginRateLimit.admit(ctx.db, ctx.ip, username);
  if (!attempt) {
    throw apiError('TOO_MANY_REQUESTS', 'Too many failed logins. Please try again later.');
  }
  const plausible = username.length <= MAX_USERNAME_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
  const user = plausible ? await findLoginCandidate(ctx.db, username) : null;
  // An unknown name is checked against a dummy hash so that it takes as long as a wrong password.
  const storedHash = user?.passwordHash ?? (await dummyPasswordHash(passwordCost));
  const matches = await verifyPassword(plausible ? password : '', storedHash);
  if (!user || !matches) throw unauthenticated('Invalid username or password.');
  await loginRateLimit.recordSuccess(ctx.db, attempt);
  return { token: await tokens.issue(user) };
};
