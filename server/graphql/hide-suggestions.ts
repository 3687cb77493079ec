import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean .*\?$/s;

function withoutSuggestion<E extends GraphQLError>(error: E): E | GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

/** Drops graphql-js's "Did you mean …?" hints, which would spell out the schema that introspection hides. */
export function hideSuggestions(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result) return;
      const { errors } = result;
      if (!errors?.length) return;
      setResult({
        ...result,
        errors: errors.map(withoutSuggestion),
      });
    },
  };
}
