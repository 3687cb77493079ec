import { request } from '../graphql/client';
import { RenewTokenDocument } from '../graphql/generated/graphql';
import { createAuthSession } from './session';
import { startTokenRenewal } from './token-renewal';

/** The one session of the running app, shared by the router context, the GraphQL client and the layout. */
export const authSession = createAuthSession();

startTokenRenewal({
  session: authSession,
  renew: async () => (await request(RenewTokenDocument, {})).renewToken.token,
});
