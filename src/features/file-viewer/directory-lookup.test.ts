import { describe, expect, it } from 'vitest';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';
import { countDirectChildren, directoryTree, entryIdOf, findDirectoryEntry } from './directory-lookup';

const item = (
  id: string,
  fields: Partial<DirectoryItemFieldsFragment> = {},
): { directory: DirectoryItemFieldsFragment } => ({
  directory: {
    id,
    fileId: null,
    parentId: null,
    position: 1,
    name: id,
    schemaId: null,
    isLeaf: false,
    isVisible: true,
    ...fields,
  },
});

const directory = {
  flat: [
    item('folder'),
    item('b', { parentId: 'folder', fileId: 'file-b', isLeaf: true, position: 2 }),
    item('a', { parentId: 'folder', fileId: 'file-a', isLeaf: true, position: 1 }),
    item('a-again', { fileId: 'file-a', isLeaf: true, position: 2 }),
  ],
};

describe('directory lookup', () => {
  it('finds an entry by id and counts the entries right below a folder', () => {
    expect(findDirectoryEntry(directory, 'b')?.fileId).toBe('file-b');
    expect(findDirectoryEntry(directory, 'nope')).toBeUndefined();
    expect(countDirectChildren(directory, 'folder')).toBe(2);
    expect(countDirectChildren(directory, 'a')).toBe(0);
  });

  it('names the first entry of a file', () => {
    expect(entryIdOf(directory, 'file-a')).toBe('a');
    expect(entryIdOf(directory, 'file-x')).toBeUndefined();
  });

  it('nests the flat list, siblings in position order', () => {
    const tree = directoryTree(directory);
    expect(tree.map((entry) => entry.id)).toEqual(['folder', 'a-again']);
    expect(tree[0]?.children.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
