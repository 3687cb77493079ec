import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The app's largest operation has a few hundred tokens in a few kilobytes; JSON arguments travel as variables. */
export const MAX_QUERY_TOKENS = 10_000;
export const MAX_QUERY_LENGTH = 100_000;

const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * Bounds parsing before any other rule runs. A query of a million tokens would keep the parser and the
 * validation rules busy for a minute; every distinct query text is kept in yoga's parse cache, so large
 * ones would fill memory; and graphql-js parses nesting recursively, so a deep enough query (`[[[[…` or
 * `a { a { a {…`) overflows the stack. Each is refused with a 400 instead.
 */
export function parseLimits(): Plugin {
  return {
    onParse({ params, parseFn, setParseFn }) {
      const length = String(params.source.body ?? params.source).length;
      if (length > MAX_QUERY_LENGTH) {
        throw refuse(`The query has ${length} characters; at most ${MAX_QUERY_LENGTH} are allowed.`);
      }
      setParseFn((source, options) => {
        try {
          return parseFn(source, { ...options, maxTokens: MAX_QUERY_TOKENS });
        } catch (error) {
          if (error instanceof RangeError) throw refuse('The query is nested too deeply.');
          throw error;
        }
      });
    },
  };
}
