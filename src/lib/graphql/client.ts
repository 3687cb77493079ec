import { GraphQLClient } from 'graphql-request';
import { readTokenCookie } from '../auth/token-storage';
import { hasErrorCode } from './error-codes';
import { getSdk, type SdkFunctionWrapper } from './generated';

let onUnauthenticated: () => unknown = () => undefined;

/** Set once by the app: what to do when the server no longer accepts the token. */
export function setUnauthenticatedHandler(handler: () => unknown): void {
  onUnauthenticated = handler;
}

export const graphQLClient = new GraphQLClient(new URL('/', window.location.origin).href, {
  headers: () => ({ authorization: readTokenCookie() ?? '' }),
});

// A failed login answers UNAUTHENTICATED too; that is a wrong password, not an ended session.
const handleUnauthenticated: SdkFunctionWrapper = async (action, operationName) => {
  try {
    return await action();
  } catch (error) {
    if (operationName !== 'Login' && hasErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
    throw error;
  }
};

/** Typed functions for every operation in graphql/operations. */
export const api = getSdk(graphQLClient, handleUnauthenticated);
