import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS';

/** An expected error: its message and code reach the client (unexpected errors are masked). */
export function apiError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const badInput = (message: string, extensions?: Record<string, unknown>) =>
  apiError('BAD_USER_INPUT', message, extensions);
export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const conflict = (message: string, extensions?: Record<string, unknown>) =>
  apiError('CONFLICT', message, extensions);
export const forbidden = (message: string) => apiError('FORBIDDEN', message);
export const unauthenticated = (message = 'Not logged in or the session has expired.') =>
  apiError('UNAUTHENTICATED', message);
