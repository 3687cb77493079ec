// Named like a React hook, which it is not.
import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { type ExecutionResult, GraphQLError, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';

interface CompiledError extends Error {
  locations?: readonly { line: number; column: number }[];
  positions?: readonly number[];
  path?: readonly (string | number)[];
  originalError?: Error;
  extensions?: Record<string, unknown>;
}

/** Character offsets of the places `locations` name in `source` (lines and columns count from 1). */
function positionsIn(source: Source, locations: readonly { line: number; column: number }[]): number[] {
  const lineStarts = [0];
  for (const match of source.body.matchAll(/\r\n|[\n\r]/g)) lineStarts.push(match.index + match[0].length);
  return locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1);
}

/**
 * graphql-jit's errors name their place as `locations` only, while yoga writes an error's locations from
 * its nodes or source positions; each becomes a graphql-js error at the same place, as graphql-js's own
 * execution would have raised it.
 */
function locatedErrors(): Plugin {
  return {
    onExecute({ args }) {
      const source = args.document.loc?.source;
      return {
        onExecuteDone({ result, setResult }) {
          const { errors } = result as ExecutionResult;
          if (!source || !errors?.length) return;
          setResult({
            ...result,
            errors: errors.map((error: CompiledError) =>
              error.locations?.length && !error.positions
                ? new GraphQLError(error.message, {
                    source,
                    positions: positionsIn(source, error.locations),
                    path: error.path,
                    originalError: error.originalError,
                    extensions: error.extensions,
                  })
                : error,
            ),
          } as ExecutionResult);
        },
      };
    },
  };
}

/**
 * Execution compiled by graphql-jit: each document is turned once into plain JavaScript (kept with yoga's
 * parse cache), which answers a tree of 10,000 entries several times faster than graphql-js's
 * field-by-field execution.
 */
export function compiledExecution() {
  return [graphqlJit(), locatedErrors()];
}
