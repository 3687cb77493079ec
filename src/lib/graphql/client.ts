import type { GraphQLClient } from 'graphql-request';
import { readTokenCookie } from '../auth/token-storage';
import { hasErrorCode } from './error-codes';
import { LoginDocument, type TypedDocumentString } from './generated/graphql';

let onUnauthenticated: () => unknown = () => undefined;

/** Set once by the app: what to do when the server no longer accepts the token. */
export function setUnauthenticatedHandler(handler: () => unknown): void {
  onUnauthenticated = handler;
}

let client: Promise<GraphQLClient> | undefined;

// graphql-request brings graphql-js along: it loads with the first request, not with the login page.
function graphQLClient(): Promise<GraphQLClient> {
  client ??= import('graphql-request').then(
    ({ GraphQLClient }) =>
      new GraphQLClient(new URL('/', window.location.origin).href, {
        headers: () => ({ authorization: readTokenCookie() ?? '' }),
      }),
  );
  return client;
}

/**
 * Sends one of the generated operations (graphql/operations) to the API. An answer with errors rejects
 * with graphql-request's `ClientError`; an ended session is handed to the app, except a refused login,
 * which is a wrong password.
 */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  try {
    return await (await graphQLClient()).request<TResult>({
      document: document.toString(),
      variables: variables as object,
      signal,
    });
  } catch (error) {
    if (document.toString() !== LoginDocument.toString() && hasErrorCode(error, 'UNAUTHENTICATED'))
      onUnauthenticated();
    throw error;
  }
}
