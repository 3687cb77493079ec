import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const MAX_QUERY_LENGTH = 100_000;
/**
 * Brackets (`{`, `[`, `(`) open at once, at most: far above what any valid operation needs (16 levels of
 * fields, JSON arguments of 100 levels), far below what overflows graphql-js's recursive parser.
 */
export const MAX_NESTING = 256;

const refuse = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

const OPENING = new Set(['{', '[', '(']);
const CLOSING = new Set(['}', ']', ')']);

/**
 * The deepest bracket nesting of a GraphQL text, outside strings, block strings and comments. Unbalanced
 * brackets are left to the parser, which names them.
 */
export function nestingOf(query: string): number {
  let depth = 0;
  let deepest = 0;
  let at = 0;
  while (at < query.length) {
    const char = query.charAt(at);
    if (char === '#') {
      while (at < query.length && query[at] !== '\n' && query[at] !== '\r') at++;
    } else if (query.startsWith('"""', at)) {
      at += 3;
      while (at < query.length && !query.startsWith('"""', at)) at += query.startsWith('\\"""', at) ? 4 : 1;
      at += 2;
    } else if (char === '"') {
      at++;
      while (at < query.length && query[at] !== '"' && query[at] !== '\n') at += query[at] === '\\' ? 2 : 1;
    } else if (OPENING.has(char)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (CLOSING.has(char)) {
      depth = Math.max(0, depth - 1);
    }
    at++;
  }
  return deepest;
}

/**
 * What graphql-armor does not bound. Every distinct query text is kept in yoga's parse cache, so its
 * length is checked before parsing begins. graphql-js parses nesting recursively, so a query nested deep
 * enough (`[[[[…` or `a { a { a {…`) would overflow the stack, and whether it does depends on how far the
 * parser's code was optimised: the nesting is counted first, so the same text always gets the same answer.
 * Must come after armor, whose token limit replaces the parse function this one wraps.
 */
export function parseLimits(): Plugin {
  return {
    onParams({ params }) {
      const { query } = params;
      if (typeof query === 'string' && query.length > MAX_QUERY_LENGTH) {
        throw refuse(`The query has ${query.length} characters; at most ${MAX_QUERY_LENGTH} are allowed.`);
      }
    },
    // Parsing runs once per distinct text (yoga keeps parsed documents), and so does the count.
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        if (nestingOf(text) > MAX_NESTING) throw refuse('The query is nested too deeply.');
        return parseFn(source, options);
      });
    },
  };
}
