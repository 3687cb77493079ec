import { describe, expect, it } from 'vitest';
import { validateTreeChangesSearch } from './tree-changes-search';

describe("the explorers' search", () => {
  it('keeps `changes` when it says true, as the router parses it or as text', () => {
    expect(validateTreeChangesSearch({ changes: true })).toEqual({ changes: true });
    expect(validateTreeChangesSearch({ changes: 'true' })).toEqual({ changes: true });
  });

  it('drops any other value, and leaves the rest of the search to the pages below', () => {
    for (const changes of [false, 'false', 1, 'yes', undefined, null]) {
      expect(validateTreeChangesSearch({ changes }).changes).toBeUndefined();
    }
    expect(validateTreeChangesSearch({ history: true })).toEqual({ changes: undefined });
  });
});
