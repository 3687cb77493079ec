import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const MAX_QUERY_LENGTH = 100_000;

const refuse = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/**
 * What graphql-armor does not bound. Every distinct query text is kept in yoga's parse cache, so its
 * length is checked before parsing begins. graphql-js parses nesting recursively, so a query nested deep
 * enough (`[[[[…` or `a { a { a {…`) overflows the stack well within the token limit. Each is refused with
 * a 400. Must come after armor, whose token limit replaces the parse function this one wraps.
 */
export function parseLimits(): Plugin {
  return {
    onParams({ params }) {
      const { query } = params;
      if (typeof query === 'string' && query.length > MAX_QUERY_LENGTH) {
        throw refuse(`The query has ${query.length} characters; at most ${MAX_QUERY_LENGTH} are allowed.`);
      }
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (error) {
          if (error instanceof RangeError) throw refuse('The query is nested too deeply.');
          throw error;
        }
      });
    },
  };
}
