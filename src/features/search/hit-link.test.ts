import { describe, expect, it } from 'vitest';
import { hitLink } from './hit-link';

describe('hitLink', () => {
  it('opens data hits in the data editor and schema hits in the schema editor', () => {
    expect(hitLink({ tree: 'DATA', directoryId: 'e1' })).toEqual({
      to: '/DataEditor/$id',
      params: { id: 'e1' },
    });
    expect(hitLink({ tree: 'SCHEMA', directoryId: 's1' })).toEqual({
      to: '/SchemaEditor/$id',
      params: { id: 's1' },
    });
  });

  it('opens nothing for a hit in no folder', () => {
    expect(hitLink({ tree: 'DATA', directoryId: null })).toBeNull();
  });
});
