import { ClientError, type GraphQLClient } from 'graphql-request';
import { readTokenCookie } from '../auth/token-storage';
import { hasErrorCode } from './error-codes';
import { getSdk, type SdkFunctionWrapper } from './generated';

let onUnauthenticated: () => unknown = () => undefined;

/** Set once by the app: what to do when the server no longer accepts the token. */
export function setUnauthenticatedHandler(handler: () => unknown): void {
  onUnauthenticated = handler;
}

const ENDPOINT = new URL('/', window.location.origin).href;
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+(\w+)/;

interface RequestOptions {
  /** The operation's text (the generated documents are `String` objects). */
  document: string | { toString(): string };
  variables?: object;
  requestHeaders?: HeadersInit;
  signal?: AbortSignal;
}

/**
 * Sends one operation the way graphql-request does (JSON POST to the host root, the token as
 * `authorization`) and fails with its `ClientError` on an error answer, without shipping a GraphQL parser:
 * the documents are query text, and the operation name is read from it.
 */
async function request<T>({ document, variables, requestHeaders, signal }: RequestOptions): Promise<T> {
  const query = String(document);
  const headers = new Headers(requestHeaders);
  headers.set('authorization', readTokenCookie() ?? '');
  headers.set('accept', 'application/graphql-response+json, application/json');
  headers.set('content-type', 'application/json');
  const operationName = OPERATION_NAME.exec(query)?.[1];
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables, operationName }),
    signal,
  });
  const body = await response.text();
  let result: { data?: T; errors?: ClientError['response']['errors']; extensions?: unknown } | undefined;
  try {
    result = JSON.parse(body);
  } catch (error) {
    if (response.ok) throw error;
  }
  if (!response.ok || (result?.errors?.length ?? 0) > 0) {
    throw new ClientError(
      { ...result, status: response.status, headers: response.headers, body },
      { query, variables },
    );
  }
  return result?.data as T;
}

/** What the generated request functions call: `request(options)`. */
export const graphQLClient = { request } as unknown as GraphQLClient;

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
