import { api } from '../graphql/client';
import { createAuthSession } from './session';
import { startTokenRenewal } from './token-renewal';

/** The one session of the running app, shared by the router context, the GraphQL client and the layout. */
export const authSession = createAuthSession();

startTokenRenewal({ session: authSession, renew: async () => (await api.RenewToken()).renewToken.token });
