import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** graphql-js reports a variable that does not fit its type before anything runs, without a code. */
const codeFor = (message: string) => (message.startsWith('Variable "$') ? 'BAD_USER_INPUT' : 'BAD_REQUEST');

function withCode<E extends ErrorLike>(error: E): E | GraphQLError {
  if (typeof error.extensions?.code === 'string') return error;
  const extensions = { ...error.extensions, code: codeFor(error.message) };
  if (!(error instanceof GraphQLError)) return { ...error, extensions };
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

/**
 * The contract promises `extensions.code` on every error; errors raised by graphql-js's variable
 * coercion and by yoga's request parsing (a malformed multipart request) come without one.
 */
export function codeEveryError(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      const results = Array.isArray(result) ? result : [result];
      const coded = results.map((single) =>
        single.errors?.some((error) => typeof error.extensions?.code !== 'string')
          ? { ...single, errors: single.errors.map(withCode) }
          : single,
      );
      setResult(Array.isArray(result) ? coded : (coded[0] ?? result));
    },
  };
}
