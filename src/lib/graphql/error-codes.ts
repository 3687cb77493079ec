import type { ClientError } from 'graphql-request';

type ErrorEntry = NonNullable<ClientError['response']['errors']>[number];

/** The GraphQL errors of a refused request (graphql-request's `ClientError`, which loads lazily). */
export function graphQLErrors(error: unknown): readonly ErrorEntry[] {
  if (!(error instanceof Error)) return [];
  // A write's own error carries the answer as its cause.
  if (!('response' in error)) return graphQLErrors(error.cause);
  const errors = (error as ClientError).response?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** The `extensions.code` values the API answers with (see graphql/schema.graphql). */
export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS';

export function errorCodes(error: unknown): string[] {
  return graphQLErrors(error).flatMap((entry) => {
    const code = entry.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/**
 * How often a write refused for an older version is made again on the current state before it is given up.
 * Two editors each changing the same tree several times a second overtake each other's writes often (a
 * write is made again after a reload of the tree, during which the other's next one may land).
 */
export const MAX_REBASES = 10;

/** A CONFLICT because the write named an older version of what it changes (the answer names the current one). */
export function isStaleVersion(error: unknown): boolean {
  return graphQLErrors(error).some(
    (entry) => entry.extensions?.code === 'CONFLICT' && typeof entry.extensions.version === 'number',
  );
}

/** The first message the server gave, for the catalogue's "the server's message" toasts. */
export function serverMessage(error: unknown): string | null {
  const [first] = graphQLErrors(error);
  if (first) return first.message;
  return error instanceof Error ? error.message : null;
}
