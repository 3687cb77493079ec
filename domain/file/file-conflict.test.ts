import { describe, expect, it } from 'vitest';
import { mergeConflicts, seenAfterOwnWrites, splitConflict } from './file-conflict';
import { type FileDataEntry, MODEL_VALUE_KEY, SUFFIX_KEY } from './types';

const entry = (elementId: string, value: unknown, extra: Partial<FileDataEntry> = {}): FileDataEntry => ({
  elementId,
  [MODEL_VALUE_KEY]: value,
  ...extra,
});

describe('seenAfterOwnWrites', () => {
  it("lets a save queued behind the tab's own save of the same field build on it, not clash with it", () => {
    const startedFrom = [entry('tasks', [{ a: '1' }])];
    const own = new Map([['tasks', entry('tasks', [{ a: '1' }, { a: '2' }])]]);
    const stored = [entry('tasks', [{ a: '1' }, { a: '2' }]), entry('city', 'Basel')];
    const sent = [entry('tasks', [{ a: '1' }, { a: '2' }, { a: '3' }])];

    const seen = seenAfterOwnWrites(startedFrom, stored, own);
    expect(seen).toEqual([entry('tasks', [{ a: '1' }, { a: '2' }])]);
    expect(splitConflict(sent, seen, stored)).toEqual({ clashes: [], replayable: sent });
  });

  it('keeps what the user saw where someone else wrote after the tab', () => {
    const startedFrom = [entry('tasks', [{ a: '1' }])];
    const own = new Map([['tasks', entry('tasks', [{ a: '1' }, { a: '2' }])]]);
    const stored = [entry('tasks', [{ a: 'theirs' }])];

    expect(seenAfterOwnWrites(startedFrom, stored, own)).toEqual(startedFrom);
    expect(splitConflict([entry('tasks', [])], startedFrom, stored).clashes).toHaveLength(1);
  });
});

describe('splitConflict', () => {
  it('saves again what nobody else changed and reports what someone else changed to another value', () => {
    const seen = [entry('name', 'Ada'), entry('city', 'London'), entry('price', '10')];
    const sent = [entry('name', 'Ada L.'), entry('city', 'Paris'), entry('price', '12')];
    const stored = [entry('name', 'Ada'), entry('city', 'Berlin'), entry('price', '12')];

    expect(splitConflict(sent, seen, stored)).toEqual({
      replayable: [entry('name', 'Ada L.')],
      clashes: [{ elementId: 'city', stored: entry('city', 'Berlin'), mine: entry('city', 'Paris') }],
    });
  });

  it('treats a value someone else added where the user saw none as a clash', () => {
    const split = splitConflict([entry('note', 'mine')], [], [entry('note', 'theirs')]);
    expect(split.clashes).toEqual([
      { elementId: 'note', stored: entry('note', 'theirs'), mine: entry('note', 'mine') },
    ]);
    expect(split.replayable).toEqual([]);
  });

  it('treats a value someone else removed as a clash, and one nobody had as replayable', () => {
    const split = splitConflict([entry('a', 'x'), entry('b', 'y')], [entry('a', 'old')], []);
    expect(split.clashes).toEqual([{ elementId: 'a', stored: undefined, mine: entry('a', 'x') }]);
    expect(split.replayable).toEqual([entry('b', 'y')]);
  });

  it('compares whole entries: structured values by content, prefix and suffix too', () => {
    const table = [{ a: '1', b: '2' }];
    const seen = [entry('t', table), entry('price', '5', { [SUFFIX_KEY]: '€' })];
    const sent = [entry('t', [{ b: '2', a: '1' }, { a: '3' }]), entry('price', '5', { [SUFFIX_KEY]: '$' })];
    const stored = [entry('t', [{ b: '2', a: '1' }]), entry('price', '5', { [SUFFIX_KEY]: 'CHF' })];
    const split = splitConflict(sent, seen, stored);
    expect(split.replayable.map((e) => e.elementId)).toEqual(['t']);
    expect(split.clashes.map((c) => c.elementId)).toEqual(['price']);
  });
});

describe('mergeConflicts', () => {
  it('keeps per field the latest clash or entry to save again', () => {
    const clash = (elementId: string, mine: string) => ({
      elementId,
      stored: entry(elementId, 'x'),
      mine: entry(elementId, mine),
    });
    const merged = mergeConflicts([
      { clashes: [clash('a', '1'), clash('b', '1')], replayable: [entry('c', '1')] },
      { clashes: [clash('a', '2'), clash('c', '2')], replayable: [entry('b', '2')] },
    ]);
    expect(merged.clashes).toEqual([clash('a', '2'), clash('c', '2')]);
    expect(merged.replayable).toEqual([entry('b', '2')]);
  });
});
