import { ClientError } from 'graphql-request';

/** The `extensions.code` values the API answers with (see graphql/schema.graphql). */
export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS';

export function errorCodes(error: unknown): string[] {
  if (!(error instanceof ClientError)) return [];
  return (error.response.errors ?? []).flatMap((entry) => {
    const code = entry.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** A CONFLICT because the write named an older version of what it changes (the answer names the current one). */
export function isStaleVersion(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false;
  return (error.response.errors ?? []).some(
    (entry) => entry.extensions?.code === 'CONFLICT' && typeof entry.extensions.version === 'number',
  );
}

/** The first message the server gave, for the catalogue's "the server's message" toasts. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ClientError) return error.response.errors?.[0]?.message ?? null;
  return error instanceof Error ? error.message : null;
}
