import { describe, expect, it } from 'vitest';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';
import { historyTarget } from './history-target';

const entry = (id: string, fields: Partial<DirectoryItemFieldsFragment>) => ({
  directory: {
    id,
    fileId: null,
    parentId: null,
    position: 1,
    name: id,
    schemaId: null,
    isLeaf: true,
    isVisible: true,
    ...fields,
  },
});

const data = {
  flat: [
    entry('folder', { isLeaf: false }),
    entry('house-first', { fileId: 'house', schemaId: 'building', parentId: 'folder' }),
    entry('house-second', { fileId: 'house', schemaId: 'building' }),
  ],
};
const schema = {
  flat: [entry('building-entry', { fileId: 'building' }), entry('legacy-entry', { schemaId: 'legacy' })],
};
const directories = { data, schema };

describe('historyTarget', () => {
  it("opens a file's history at its first entry in the data tree", () => {
    expect(historyTarget({ objectKind: 'FILE', objectId: 'house' }, directories)).toEqual({
      kind: 'file',
      entryId: 'house-first',
    });
  });

  it("opens a schema's history at its entry in the schema tree, however the entry names it", () => {
    expect(historyTarget({ objectKind: 'SCHEMA', objectId: 'building' }, directories)).toEqual({
      kind: 'schema',
      entryId: 'building-entry',
    });
    expect(historyTarget({ objectKind: 'SCHEMA', objectId: 'legacy' }, directories)).toEqual({
      kind: 'schema',
      entryId: 'legacy-entry',
    });
  });

  it("does not take a file's schema for the file, nor a data entry for a schema", () => {
    expect(historyTarget({ objectKind: 'FILE', objectId: 'building' }, directories)).toBeNull();
    expect(historyTarget({ objectKind: 'SCHEMA', objectId: 'house' }, directories)).toBeNull();
  });

  it("opens the changes of the app's two trees", () => {
    expect(historyTarget({ objectKind: 'DIRECTORY', objectId: 'alloy/DATA' }, directories)).toEqual({
      kind: 'dataTree',
    });
    expect(historyTarget({ objectKind: 'DIRECTORY', objectId: 'alloy/SCHEMA' }, directories)).toEqual({
      kind: 'schemaTree',
    });
  });

  it('opens nothing for an object with no history to show', () => {
    const none = [
      { objectKind: 'FILE', objectId: 'deleted' },
      { objectKind: 'IMAGE', objectId: 'img-1' },
      { objectKind: 'RECYCLE_BIN', objectId: 'alloy/DATA/bin' },
      { objectKind: 'DIRECTORY', objectId: 'other/DATA' },
    ] as const;
    for (const event of none) expect(historyTarget(event, directories)).toBeNull();
    expect(
      historyTarget({ objectKind: 'FILE', objectId: 'house' }, { data: undefined, schema: undefined }),
    ).toBeNull();
  });
});
