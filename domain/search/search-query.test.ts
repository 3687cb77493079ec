import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import { fullTextQuery, parseSearchQuery, SEARCH_LIMITS, searchable } from './search-query';

describe('parseSearchQuery', () => {
  it('collapses spaces and splits words of letters and digits, lower case, once each', () => {
    expect(parseSearchQuery('  Häuser   am See, häuser ')).toEqual({
      text: 'Häuser am See, häuser',
      words: ['häuser', 'am', 'see'],
    });
  });

  it('keeps no quote, operator or bracket of the input', () => {
    expect(parseSearchQuery("it's a & (b | !c) <-> d:*").words).toEqual(['it', 's', 'a', 'b', 'c', 'd']);
    expect(parseSearchQuery('---').words).toEqual([]);
  });

  it('keeps ten words at most', () => {
    expect(parseSearchQuery('a b c d e f g h i j k l').words).toHaveLength(10);
  });

  it('refuses a query that is too long or holds control characters', () => {
    expect(() => parseSearchQuery('x'.repeat(SEARCH_LIMITS.maxQuery + 1))).toThrow(DomainInputError);
    expect(() => parseSearchQuery('a\u0000b')).toThrow(/control characters/);
    expect(parseSearchQuery('x'.repeat(SEARCH_LIMITS.maxQuery)).words).toHaveLength(1);
  });

  it('searches from two characters on', () => {
    expect(searchable(parseSearchQuery(' a '))).toBe(false);
    expect(searchable(parseSearchQuery('ab'))).toBe(true);
  });
});

describe('fullTextQuery', () => {
  it('requires every word, as a prefix or as one of the words it may stand for', () => {
    const standIns = new Map([
      ['wärmpumpe', ['wärmepumpe', 'wärmpumpe']],
      ['haus', ['hausmeister']],
    ]);
    expect(fullTextQuery(['wärmpumpe', 'haus', 'see'], standIns)).toBe(
      "('wärmpumpe':* | 'wärmepumpe') & ('haus':* | 'hausmeister') & 'see':*",
    );
  });

  it('takes no stand-in that is more than letters and digits, and nothing for no words', () => {
    expect(fullTextQuery(['a'], new Map([['a', ["a'b", 'a | b']]]))).toBe("'a':*");
    expect(fullTextQuery([], new Map())).toBeNull();
  });
});
