import { maskError as yogaMaskError } from 'graphql-yoga';

/**
 * Whether `error` is a GraphQLError raised on purpose (by a resolver, validation or parsing) rather than
 * wrapping an unexpected exception. Compared by name, not class: when graphql is loaded twice (its ESM
 * and CommonJS builds, as under vitest), errors from one copy are not instances of the other's class.
 */
function isDeliberate(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error && current.name === 'GraphQLError') {
    const { originalError } = current as Error & { originalError?: unknown };
    if (originalError == null) return true;
    current = originalError;
  }
  return false;
}

/** Deliberate errors pass unchanged; anything else becomes `message`, never with stack or cause attached. */
export function maskError(error: unknown, message: string): Error {
  return isDeliberate(error) ? (error as Error) : yogaMaskError(error, message, false);
}
