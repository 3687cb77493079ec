import { createAuthSession } from './session';

/** The one session of the running app, shared by the router context, the GraphQL client and the layout. */
export const authSession = createAuthSession();
