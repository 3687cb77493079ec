/** A run of characters of a text that matches the query: `start` and `length` in UTF-16 code units. */
export interface TextMark {
  start: number;
  length: number;
}

export interface MarkedText {
  text: string;
  marks: TextMark[];
}

/** How well a word of the text matches a word of the query. */
const SCORE = { word: 4, prefix: 3, inside: 2, stem: 2, typo: 1 } as const;
/** Trigram similarity from which a word counts as the query's word mistyped (as search matches it). */
const TYPO_SIMILARITY = 0.5;
/** Letters a word and a query word share at the start, from which they count as one stem. */
const STEM_LETTERS = 4;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Lower case without accents, one code unit for one (`Häuser` → `hauser`, `ß` → `s`), so a position in
 * the folded text is the same position in the text. The database folds alike (`search_folded`).
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char === 'ß' ? 's' : char.toLowerCase().normalize('NFD').charAt(0);
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** Shared trigrams over all trigrams of two words, as PostgreSQL's `similarity` counts them. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** How a folded word of the text matches a folded query word, and which part of it to mark. */
function matchWord(word: string, queryWord: string): { score: number; start: number; length: number } | null {
  const inside = word.indexOf(queryWord);
  // A word that starts with the query word is what the user is typing: the whole of it is marked.
  if (inside === 0)
    return {
      score: word.length === queryWord.length ? SCORE.word : SCORE.prefix,
      start: 0,
      length: word.length,
    };
  if (inside > 0) return { score: SCORE.inside, start: inside, length: queryWord.length };
  const shared = commonPrefix(word, queryWord);
  if (shared >= STEM_LETTERS && shared >= Math.min(word.length, queryWord.length) - 1) {
    return { score: SCORE.stem, start: 0, length: word.length };
  }
  if (queryWord.length >= 3 && trigramSimilarity(word, queryWord) >= TYPO_SIMILARITY) {
    return { score: SCORE.typo, start: 0, length: word.length };
  }
  return null;
}

/**
 * The words of `text` that match the query's words (as a prefix, inside, by stem or mistyped), and a score:
 * for each query word its best match, summed. Zero when nothing matches.
 */
export function markMatches(text: string, queryWords: string[]): { marks: TextMark[]; score: number } {
  const folded = foldForSearch(text);
  const foldedQuery = queryWords.map(foldForSearch);
  const best = new Array<number>(foldedQuery.length).fill(0);
  const marks: TextMark[] = [];
  for (const token of folded.matchAll(WORD)) {
    let mark: TextMark | null = null;
    for (const [index, queryWord] of foldedQuery.entries()) {
      const match = matchWord(token[0], queryWord);
      if (!match) continue;
      best[index] = Math.max(best[index] as number, match.score);
      if (!mark || match.length > mark.length)
        mark = { start: token.index + match.start, length: match.length };
    }
    if (mark) marks.push(mark);
  }
  return { marks, score: best.reduce((sum, score) => sum + score, 0) };
}

/** Characters of a value a snippet shows at most. */
export const SNIPPET_LENGTH = 120;
/** Characters a snippet shows before its first mark, when it has to leave out the start of the value. */
const LEAD = 30;

/**
 * A value's text cut to `SNIPPET_LENGTH` characters around its first mark, lines joined, the parts left
 * out shown as "…"; the marks moved along.
 */
export function snippetAround(text: string, marks: TextMark[]): MarkedText {
  const flat = text.replace(/[\n\r\t]/g, ' ');
  if (flat.length <= SNIPPET_LENGTH) return { text: flat, marks };
  const first = marks[0]?.start ?? 0;
  let start = Math.max(0, first - LEAD);
  const space = flat.indexOf(' ', start);
  if (start > 0 && space !== -1 && space < first) start = space + 1;
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  const lead = start > 0 ? '…' : '';
  const shift = lead.length - start;
  return {
    text: `${lead}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`,
    marks: marks
      .filter((mark) => mark.start >= start && mark.start + mark.length <= end)
      .map((mark) => ({ start: mark.start + shift, length: mark.length })),
  };
}

/** The value that matches the query best (the first of equals), as a snippet; null when none matches. */
export function bestSnippet<Value extends { text: string }>(
  values: Value[],
  queryWords: string[],
): (MarkedText & { value: Value }) | null {
  let best: { value: Value; marks: TextMark[]; score: number } | null = null;
  for (const value of values) {
    const { marks, score } = markMatches(value.text, queryWords);
    if (score > 0 && (!best || score > best.score)) best = { value, marks, score };
  }
  return best && { value: best.value, ...snippetAround(best.value.text, best.marks) };
}
