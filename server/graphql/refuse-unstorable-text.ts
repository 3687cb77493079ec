import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const NUL = '\u0000';

/** What would not be stored as given: a text PostgreSQL cannot store, or a key JavaScript drops. */
export type Unstorable = 'nul' | 'surrogate' | 'prototypeKey';

/** Each, as the API names it; `UNSTORABLE_GERMAN` names it to a user. */
const UNSTORABLE_ENGLISH: Record<Unstorable, string> = {
  nul: 'the NUL character (U+0000)',
  surrogate: 'a lone UTF-16 surrogate',
  prototypeKey: 'the key "__proto__"',
};

export const UNSTORABLE_GERMAN: Record<Unstorable, string> = {
  nul: 'das Zeichen NUL (U+0000)',
  surrogate: 'ein einzelnes UTF-16-Ersatzzeichen (Surrogat)',
  prototypeKey: 'den Schlüssel „__proto__“',
};

/** Why PostgreSQL could not store a text, or null when it can. */
function unstorable(text: string): Unstorable | null {
  if (text.includes(NUL)) return 'nul';
  if (!text.isWellFormed()) return 'surrogate';
  return null;
}

/** A key JavaScript objects treat as their prototype: copied or validated, it would vanish unnoticed. */
const PROTOTYPE_KEY = '__proto__';

/**
 * Objects as JSON makes them. An upload's file is an object too, whose own keys may hold its bytes: walking
 * those (one key per byte) kept a 5 MB upload busy for seconds, and they are not text anyway.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

interface Found {
  path: string;
  reason: Unstorable;
}

/**
 * The first text among `value`'s strings and keys that PostgreSQL cannot store, or key that would not be
 * stored as given, with its path (`schema.elements.0.props.label`). Walks without recursion: variables
 * may be nested as deep as the body allows.
 */
export function findUnstorable(value: unknown, root: string): Found | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [next, path] = pending.pop() as [unknown, string];
    if (typeof next === 'string') {
      const reason = unstorable(next);
      if (reason) return { path, reason };
    } else if (Array.isArray(next)) {
      for (let index = next.length - 1; index >= 0; index--) pending.push([next[index], `${path}.${index}`]);
    } else if (isPlainObject(next)) {
      const record = next;
      for (const key of Object.keys(record).reverse()) {
        const at = path ? `${path}.${key}` : key;
        const reason = key === PROTOTYPE_KEY ? 'prototypeKey' : unstorable(key);
        if (reason) return { path: at, reason };
        pending.push([record[key], at]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL stores neither the NUL character nor a lone UTF-16 surrogate in text or jsonb (a surrogate
 * is not Unicode text at all) and fails the statement instead, which would surface as an unexpected error:
 * such text is refused up front, in the query or in whichever variable carries it, naming where it is. So
 * is the key `__proto__`, which JavaScript would drop (the JSON scalar refuses it written inline).
 */
export function refuseUnstorableText(): Plugin {
  return {
    onParams({ params }) {
      const { query, variables } = params;
      const inQuery = typeof query === 'string' && (query.includes('\\u0000') ? 'nul' : unstorable(query));
      const found = inQuery ? { path: 'query', reason: inQuery } : findUnstorable(variables, '');
      if (found) {
        throw new GraphQLError(
          `Input may not contain ${UNSTORABLE_ENGLISH[found.reason]}: see "${found.path}".`,
          {
            extensions: { code: 'BAD_USER_INPUT', path: found.path, http: { status: 400 } },
          },
        );
      }
    },
  };
}
