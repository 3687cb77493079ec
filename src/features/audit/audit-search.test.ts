import { describe, expect, it } from 'vitest';
import { hasFilters, startOfLocalDay, trailFilter, validateAuditSearch } from './audit-search';

describe('validateAuditSearch', () => {
  it('keeps every readable filter, trimmed', () => {
    expect(
      validateAuditSearch({
        userId: ' u1 ',
        operation: 'updateFile',
        objectKind: 'FILE',
        objectId: 'file-1',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      userId: 'u1',
      operation: 'updateFile',
      objectKind: 'FILE',
      objectId: 'file-1',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('leaves out what it cannot read instead of refusing the page', () => {
    expect(
      validateAuditSearch({
        userId: '',
        operation: '   ',
        objectKind: 'FOLDER',
        objectId: 'x'.repeat(201),
        from: '2026-02-30',
        to: '31.03.2026',
        other: 'kept out',
      }),
    ).toEqual({});
    expect(validateAuditSearch({ objectKind: 7, from: 20260301, userId: { id: 'u1' } })).toEqual({});
  });

  it('reads an id that the router took for a number as text', () => {
    expect(validateAuditSearch({ objectId: 42 })).toEqual({ objectId: '42' });
  });

  it('tells whether any filter is in force', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ objectKind: 'IMAGE' })).toBe(true);
  });
});

describe('trailFilter', () => {
  it('asks from the local midnight of the first day to the local midnight after the last', () => {
    expect(trailFilter({ from: '2026-03-28', to: '2026-03-29', userId: 'u1' })).toEqual({
      userId: 'u1',
      from: new Date(2026, 2, 28).toISOString(),
      to: new Date(2026, 2, 30).toISOString(),
    });
  });

  it('ends a month and a year with the first day of the next', () => {
    expect(trailFilter({ to: '2026-12-31' })).toEqual({ to: new Date(2027, 0, 1).toISOString() });
    expect(startOfLocalDay('2028-02-28', 1)).toBe(new Date(2028, 1, 29).toISOString());
  });

  it('sends nothing for an unfiltered view', () => {
    expect(trailFilter({})).toEqual({});
  });
});
