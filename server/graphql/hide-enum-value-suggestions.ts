import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js words its hint for a mistyped enum value `Did you mean the enum value "…"?`, which armor's
 * suggestion blocking does not match, and gives it for a variable too, after validation.
 */
const ENUM_VALUE_SUGGESTION = /\s*Did you mean the enum value .*\?$/s;

function withoutSuggestion<E extends GraphQLError>(error: E): E | GraphQLError {
  if (!ENUM_VALUE_SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(ENUM_VALUE_SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

/** Drops the enum values a hint would name: with introspection hidden, they are part of what it hides. */
export function hideEnumValueSuggestions(): Plugin {
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
