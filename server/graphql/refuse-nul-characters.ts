import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const NUL = '\u0000';

/** Walks without recursion: variables may be nested as deep as the body allows. Keys count as text too. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next)) {
      for (let index = 0; index < next.length; index++) pending.push(next[index]);
    } else if (typeof next === 'object' && next !== null) {
      const record = next as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (key.includes(NUL)) return true;
        pending.push(record[key]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL stores no NUL character in text or jsonb and fails the statement instead, which would
 * surface as an unexpected error; such text is refused up front, whichever argument carries it.
 */
export function refuseNulCharacters(): Plugin {
  return {
    onParams({ params }) {
      const { query } = params;
      const inQuery = typeof query === 'string' && (query.includes(NUL) || query.includes('\\u0000'));
      if (inQuery || holdsNul(params.variables)) {
        throw new GraphQLError('Text may not contain the NUL character (U+0000).', {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      }
    },
  };
}
