import { DomainInputError } from '../errors';

export const SEARCH_LIMITS = { maxQuery: 200, maxResults: 50, minQuery: 2 } as const;

/** A query as search runs it. */
export interface SearchQuery {
  /** What the user typed, spaces collapsed. */
  text: string;
  /** Its words (letters and digits), lower case, at most 10. */
  words: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 10;

/**
 * Checks and splits a search query: at most 200 characters, no control characters. A query shorter than
 * two characters is valid and finds nothing.
 */
export function parseSearchQuery(input: string): SearchQuery {
  if (input.length > SEARCH_LIMITS.maxQuery) {
    throw new DomainInputError(`must be at most ${SEARCH_LIMITS.maxQuery} characters`, 'query');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(input)) {
    throw new DomainInputError('must not contain control characters', 'query');
  }
  const text = input.replace(/\s+/g, ' ').trim();
  const words = [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
  return { text, words };
}

/** Only letters and digits: quoting such a word is all a tsquery needs. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The query for PostgreSQL's `to_tsquery('german', …)`: every word required, each as a prefix (so
 * "Häuse" finds "Häuser" while the user types) or as one of the words it may stand for (`standIns`,
 * mistyped or partial); null when the query has no word.
 */
export function fullTextQuery(words: string[], standIns: ReadonlyMap<string, string[]>): string | null {
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const others = (standIns.get(word) ?? []).filter((other) => other !== word && PLAIN_WORD.test(other));
      const alternatives = [`'${word}':*`, ...others.map((other) => `'${other}'`)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** Whether the query is long enough to search for. */
export const searchable = (query: SearchQuery) => [...query.text].length >= SEARCH_LIMITS.minQuery;
