import { describe, expect, it } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { mergeWaitingSaves } from './waiting-saves';

const entry = (elementId: string, value: string): FileDataEntry => ({ elementId, [MODEL_VALUE_KEY]: value });

describe('mergeWaitingSaves', () => {
  it('keeps the latest entry per element and the value seen before the first change', () => {
    const merged = mergeWaitingSaves([
      { entries: [entry('name', 'A')], seen: [entry('name', 'start')] },
      { entries: [entry('city', 'Rom')], seen: [] },
      { entries: [entry('name', 'AB')], seen: [entry('name', 'A')] },
    ]);
    expect(merged.entries).toEqual([entry('name', 'AB'), entry('city', 'Rom')]);
    expect(merged.seen).toEqual([entry('name', 'start')]);
  });

  it('merges nothing into nothing', () => {
    expect(mergeWaitingSaves([])).toEqual({ entries: [], seen: [] });
  });
});
