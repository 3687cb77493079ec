import { describe, expect, it } from 'vitest';
import {
  bestSnippet,
  foldForSearch,
  markMatches,
  SNIPPET_LENGTH,
  snippetAround,
  trigramSimilarity,
} from './search-marks';

const marked = (text: string, words: string[]) =>
  markMatches(text, words).marks.map((mark) => text.slice(mark.start, mark.start + mark.length));

describe('foldForSearch', () => {
  it('lowers case and drops accents one character for one, so positions stay', () => {
    expect(foldForSearch('Häuser GRÜSSE Straße Café')).toBe('hauser grusse strase cafe');
    expect(foldForSearch('Ærø 😀 İ')).toHaveLength('Ærø 😀 İ'.length);
  });
});

describe('trigramSimilarity', () => {
  it('is 1 for the same word, 0 for words without a trigram in common', () => {
    expect(trigramSimilarity('haus', 'haus')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
    expect(trigramSimilarity('heizung', 'heizng')).toBe(0.5);
  });
});

describe('markMatches', () => {
  it('marks a word typed in full or begun, or a part inside a word', () => {
    expect(marked('Haus am See', ['haus'])).toEqual(['Haus']);
    expect(marked('Wärmepumpe', ['wärme'])).toEqual(['Wärmepumpe']);
    expect(marked('Code ABC-123', ['123'])).toEqual(['123']);
    expect(marked('Wärmepumpe', ['pumpe'])).toEqual(['pumpe']);
  });

  it('marks across umlauts and case, and a word of the same stem', () => {
    expect(marked('Die HÄUSER am See', ['hauser'])).toEqual(['HÄUSER']);
    expect(marked('Ein Haus am See', ['häuser'])).toEqual(['Haus']);
  });

  it('marks a mistyped word, never an unrelated one', () => {
    expect(marked('Die Heizung läuft', ['heizng'])).toEqual(['Heizung']);
    expect(marked('Die Heizung läuft', ['fenster'])).toEqual([]);
    expect(markMatches('Die Heizung läuft', ['fenster']).score).toBe(0);
  });

  it('scores a whole word above a prefix above a typo, and sums over the query words', () => {
    const score = (text: string, words: string[]) => markMatches(text, words).score;
    expect(score('Haus', ['haus'])).toBeGreaterThan(score('Hausmeister', ['haus']));
    expect(score('Hausmeister', ['haus'])).toBeGreaterThan(score('Heizung', ['heizng']));
    expect(score('Haus am See', ['haus', 'see'])).toBeGreaterThan(score('Haus am Berg', ['haus', 'see']));
  });
});

describe('snippetAround', () => {
  it('keeps a short value whole, its lines joined', () => {
    expect(snippetAround('Zeile eins\nZeile zwei', [{ start: 11, length: 5 }])).toEqual({
      text: 'Zeile eins Zeile zwei',
      marks: [{ start: 11, length: 5 }],
    });
  });

  it('cuts a long value around its first mark, at a word, and moves the marks along', () => {
    const text = `${'Wort '.repeat(40)}Treffer ${'mehr '.repeat(40)}`;
    const start = text.indexOf('Treffer');
    const snippet = snippetAround(text, [{ start, length: 7 }]);
    expect(snippet.text.startsWith('…Wort')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    const [mark] = snippet.marks;
    expect(mark && snippet.text.slice(mark.start, mark.start + mark.length)).toBe('Treffer');
  });
});

describe('bestSnippet', () => {
  it('picks the value that matches best, first of equals, or none', () => {
    const values = [{ text: 'Heizung defekt' }, { text: 'Haus' }, { text: 'Haus am See' }];
    expect(bestSnippet(values, ['haus'])?.value).toBe(values[1]);
    expect(bestSnippet(values, ['haus', 'see'])?.value).toBe(values[2]);
    expect(bestSnippet(values, ['fenster'])).toBeNull();
  });
});
