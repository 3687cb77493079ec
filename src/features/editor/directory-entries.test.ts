import { describe, expect, it } from 'vitest';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated';
import {
  byPosition,
  countChildren,
  directoryEntries,
  entryOf,
  findEntry,
  recycleBinEntries,
  type TreeEntry,
} from './directory-entries';

function item(id: string, parentId: string | null, position: number, fileId: string | null = null) {
  const entry: DirectoryItemFieldsFragment = {
    id,
    fileId,
    parentId,
    position,
    name: id,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: 'c',
    schemaId: null,
    isLeaf: fileId !== null,
    isVisible: true,
    ticked: false,
    restoreParentId: null,
  };
  return entry;
}

const folder: TreeEntry = {
  ...item('folder', null, 1),
  children: [item('b', 'folder', 2, 'file-b'), item('a', 'folder', 1, 'file-a')],
};
const response = {
  flat: [folder, ...(folder.children ?? [])].map((directory) => ({ id: directory.id, directory })),
  nested: [{ id: folder.id, directory: folder }],
};

describe('directory entries', () => {
  it('reads the flat and nested entries of a directory and of a bin', () => {
    expect(directoryEntries(response).nested).toEqual([folder]);
    expect(directoryEntries(response).flat.map((entry) => entry.id)).toEqual(['folder', 'b', 'a']);
    const bin = recycleBinEntries({
      flat: response.flat.map(({ id, directory }) => ({ id, recycleBin: directory })),
      nested: response.nested.map(({ id, directory }) => ({ id, recycleBin: directory })),
    });
    expect(bin.nested).toEqual([folder]);
  });

  it('orders siblings by position without changing the input', () => {
    const children = folder.children ?? [];
    expect(byPosition(children).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(children.map((entry) => entry.id)).toEqual(['b', 'a']);
  });

  it('finds entries at any depth, by entry id or by the file they hold', () => {
    const entries = directoryEntries(response);
    expect(findEntry(entries, 'a')?.fileId).toBe('file-a');
    expect(findEntry(entries, 'missing')).toBeUndefined();
    expect(entryOf(entries, 'file-b')?.id).toBe('b');
    expect(countChildren(entries, 'folder')).toBe(2);
    expect(countChildren(entries, 'a')).toBe(0);
  });
});
