import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Api, folder, outline } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

let schemaId: string;
beforeEach(async () => {
  await api.ok('UpdateDirectory', { directory: [] });
  schemaId = (await api.saveSchema('Note')).id;
});

const picture = async () => outline((await api.tree()).nested.map((row) => row.item));
/** Folders `level-1` … `level-6`, each in the one before: as deep as folders may go. */
function deepestFolders(): unknown[] {
  let chain: unknown[] = [];
  for (let level = 6; level >= 1; level--) chain = [folder(`level-${level}`, `Level ${level}`, chain)];
  return chain;
}

const reasonOf = async (operation: string, variables: Record<string, unknown>) =>
  (await api.failsWith('BAD_USER_INPUT', operation, variables)).extensions?.reason;

describe('moveDirectoryEntry', () => {
  it('moves an entry with its subtree into another folder, at the place asked for', async () => {
    await api.ok('UpdateDirectory', {
      directory: [
        folder('a', 'A', [folder('a1', 'A1', [folder('deep', 'Deep')])]),
        folder('b', 'B', [folder('b1', 'B1')]),
      ],
    });
    const before = await api.tree();
    const { version } = await api.ok<{ version: number }>('MoveDirectoryEntry', {
      directoryId: 'a1',
      parentId: 'b',
      position: 1,
      version: before.version,
    });
    const after = await api.tree();
    expect(after.version).toBe(version);
    expect(await picture()).toEqual(['A', 'B', '  A1', '    Deep', '  B1']);
    expect(after.flat.map((row) => [row.id, row.item.parentId, row.item.position])).toEqual([
      ['a', null, 1],
      ['b', null, 2],
      ['a1', 'b', 1],
      ['deep', 'a1', 1],
      ['b1', 'b', 2],
    ]);
  });

  it('reorders among siblings, clamps the position to the end and moves to the top level', async () => {
    await api.ok('UpdateDirectory', {
      directory: [folder('a', 'A', [folder('x', 'X'), folder('y', 'Y'), folder('z', 'Z')])],
    });
    await api.ok('MoveDirectoryEntry', { directoryId: 'z', parentId: 'a', position: 1 });
    expect(await picture()).toEqual(['A', '  Z', '  X', '  Y']);
    await api.ok('MoveDirectoryEntry', { directoryId: 'z', parentId: 'a', position: 99 });
    expect(await picture()).toEqual(['A', '  X', '  Y', '  Z']);
    await api.ok('MoveDirectoryEntry', { directoryId: 'x', parentId: null, position: 1 });
    expect(await picture()).toEqual(['X', 'A', '  Y', '  Z']);
  });

  it('moves only the place of a file it names, and writes nothing for a move to where it is', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [
        folder('a', 'A', [{ id: 'memo-a', name: 'Memo', fileId }]),
        folder('b', 'B', [{ id: 'memo-b', name: 'Memo', fileId }]),
        folder('c', 'C'),
      ],
    });
    await api.ok('MoveDirectoryEntry', { directoryId: 'memo-a', parentId: 'c', position: 1 });
    expect(await picture()).toEqual(['A', 'B', '  Memo', 'C', '  Memo']);
    const { version } = await api.tree();
    const same = await api.ok<{ version: number }>('MoveDirectoryEntry', {
      directoryId: 'memo-a',
      parentId: 'c',
      position: 1,
      version,
    });
    expect(same.version).toBe(version);
  });

  it('refuses what the tree’s rules refuse, naming the reason, and changes nothing', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [
        folder('a', 'A', [folder('a1', 'A1'), { id: 'memo-a', name: 'Memo', fileId }]),
        folder('b', 'B', [folder('b-a1', 'a1 '), { id: 'memo-b', name: 'Memo', fileId }]),
      ],
    });
    const before = await api.tree();
    const refused = async (variables: Record<string, unknown>, reason: string) => {
      const error = await api.failsWith('BAD_USER_INPUT', 'MoveDirectoryEntry', variables);
      expect(error.extensions?.reason).toBe(reason);
    };
    await refused({ directoryId: 'a', parentId: 'a1', position: 1 }, 'into-itself');
    await refused({ directoryId: 'a1', parentId: 'memo-b', position: 1 }, 'into-file');
    await refused({ directoryId: 'memo-a', parentId: 'b', position: 1 }, 'file-already-there');
    await refused({ directoryId: 'a1', parentId: 'b', position: 1 }, 'name-taken');
    await api.failsWith('BAD_USER_INPUT', 'MoveDirectoryEntry', {
      directoryId: 'a1',
      parentId: null,
      position: 0,
    });
    await api.failsWith('NOT_FOUND', 'MoveDirectoryEntry', {
      directoryId: 'missing',
      parentId: null,
      position: 1,
    });
    await api.failsWith('NOT_FOUND', 'MoveDirectoryEntry', {
      directoryId: 'a1',
      parentId: 'missing',
      position: 1,
    });
    await api.failsWith('CONFLICT', 'MoveDirectoryEntry', {
      directoryId: 'a1',
      parentId: null,
      position: 1,
      version: before.version - 1,
    });
    expect(await api.tree()).toEqual(before);
  });

  it('refuses a move that nests the directory too deep', async () => {
    let chain: unknown[] = [];
    for (let level = 5; level >= 1; level--) chain = [folder(`level-${level}`, `Level ${level}`, chain)];
    await api.ok('UpdateDirectory', {
      directory: [...chain, folder('two', 'Two', [folder('two-1', 'Two 1')])],
    });
    const error = await api.failsWith('BAD_USER_INPUT', 'MoveDirectoryEntry', {
      directoryId: 'two',
      parentId: 'level-5',
      position: 1,
    });
    expect(error.extensions?.reason).toBe('too-deep');
    await api.ok('MoveDirectoryEntry', { directoryId: 'two-1', parentId: 'level-5', position: 1 });
  });

  it('needs a token, the schema permission for the schema tree, and reaches only the caller’s client', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('mine', 'Mine'), folder('other', 'Other')] });
    await api.failsWith('UNAUTHENTICATED', 'MoveDirectoryEntry', { directoryId: 'mine', position: 1 }, null);
    const { directoryId } = await api.saveSchema('Guarded');
    await api.failsWith(
      'FORBIDDEN',
      'MoveDirectoryEntry',
      { directoryId, position: 1, tree: 'SCHEMA' },
      api.editor,
    );
    await api.failsWith(
      'NOT_FOUND',
      'MoveDirectoryEntry',
      { directoryId: 'mine', position: 1 },
      api.otherAdmin,
    );
  });

  it('is made on the current tree when no version is sent, after someone else’s write', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A'), folder('b', 'B')] });
    await api.saveFile(schemaId, 'Elsewhere');
    await api.ok('MoveDirectoryEntry', { directoryId: 'b', parentId: 'a', position: 1 });
    expect(await picture()).toEqual(['A', '  B', 'Elsewhere']);
  });
});

describe('renameDirectoryEntry', () => {
  it('renames a folder, trimmed, as a new version', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A', [folder('a1', 'A1')])] });
    const before = await api.tree();
    const { version } = await api.ok<{ version: number }>('RenameDirectoryEntry', {
      directoryId: 'a1',
      name: '  Akten  ',
      version: before.version,
    });
    expect(version).toBe(before.version + 1);
    expect(await picture()).toEqual(['A', '  Akten']);
  });

  it('refuses a name a sibling folder has, a file’s entry, a blank name, and changes nothing', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [folder('a', 'A'), folder('b', 'B'), { id: 'memo', name: 'Memo', fileId }],
    });
    const before = await api.tree();
    expect(await reasonOf('RenameDirectoryEntry', { directoryId: 'b', name: ' a ' })).toBe('name-taken');
    expect(await reasonOf('RenameDirectoryEntry', { directoryId: 'memo', name: 'Other' })).toBe('file-entry');
    await api.failsWith('BAD_USER_INPUT', 'RenameDirectoryEntry', { directoryId: 'b', name: '   ' });
    await api.failsWith('NOT_FOUND', 'RenameDirectoryEntry', { directoryId: 'missing', name: 'X' });
    await api.failsWith('CONFLICT', 'RenameDirectoryEntry', {
      directoryId: 'b',
      name: 'C',
      version: before.version - 1,
    });
    expect(await api.tree()).toEqual(before);
  });
});

describe('createDirectoryFolder', () => {
  it('adds a folder at the end of its parent with the id given, or a new one', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A', [folder('a1', 'A1')])] });
    const given = await api.ok<{ directoryId: string }>('CreateDirectoryFolder', {
      parentId: 'a',
      name: 'Neu',
      id: 'neu-1',
    });
    expect(given.directoryId).toBe('neu-1');
    const made = await api.ok<{ directoryId: string }>('CreateDirectoryFolder', { name: 'Oben' });
    expect(made.directoryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await picture()).toEqual(['A', '  A1', '  Neu', 'Oben']);
    expect((await api.tree()).flat.find((row) => row.id === 'neu-1')?.item).toMatchObject({
      parentId: 'a',
      position: 2,
      isLeaf: false,
      fileId: null,
    });
  });

  it('refuses a taken name or id, a file as parent and a folder too deep', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [...deepestFolders(), { id: 'memo', name: 'Memo', fileId }],
    });
    const before = await api.tree();
    expect(await reasonOf('CreateDirectoryFolder', { name: 'level 1' })).toBe('name-taken');
    expect(await reasonOf('CreateDirectoryFolder', { name: 'X', id: 'memo' })).toBe('id-taken');
    expect(await reasonOf('CreateDirectoryFolder', { name: 'X', parentId: 'memo' })).toBe('into-file');
    expect(await reasonOf('CreateDirectoryFolder', { name: 'X', parentId: 'level-6' })).toBe('too-deep');
    await api.failsWith('BAD_USER_INPUT', 'CreateDirectoryFolder', { name: 'X', id: 'not an id' });
    await api.failsWith('NOT_FOUND', 'CreateDirectoryFolder', { name: 'X', parentId: 'missing' });
    expect(await api.tree()).toEqual(before);
  });
});

describe('setDirectoryEntryVisibility', () => {
  it('hides and shows an entry, and writes nothing when it already is so', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A')] });
    const hidden = await api.ok<{ version: number }>('SetDirectoryEntryVisibility', {
      directoryId: 'a',
      isVisible: false,
    });
    expect((await api.tree()).flat[0]?.item.isVisible).toBe(false);
    const again = await api.ok<{ version: number }>('SetDirectoryEntryVisibility', {
      directoryId: 'a',
      isVisible: false,
    });
    expect(again.version).toBe(hidden.version);
    await api.ok('SetDirectoryEntryVisibility', { directoryId: 'a', isVisible: true });
    expect((await api.tree()).flat[0]?.item.isVisible).toBe(true);
    await api.failsWith('NOT_FOUND', 'SetDirectoryEntryVisibility', {
      directoryId: 'missing',
      isVisible: true,
    });
  });
});

describe('setFileParents', () => {
  it('files a file under exactly the folders given, keeping the places it keeps', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [
        folder('a', 'A', [{ id: 'memo-a', name: 'Memo', fileId }]),
        folder('b', 'B'),
        folder('c', 'C'),
      ],
    });
    await api.ok('SetFileParents', { directoryId: 'memo-a', parentIds: ['c', null, 'a'] });
    expect(await picture()).toEqual(['A', '  Memo', 'B', 'C', '  Memo', 'Memo']);
    const tree = await api.tree();
    expect(tree.flat.find((row) => row.id === 'memo-a')?.item.parentId).toBe('a');
    await api.ok('SetFileParents', { directoryId: 'memo-a', parentIds: ['b'] });
    expect(await picture()).toEqual(['A', 'B', '  Memo', 'C']);
    expect((await api.file(fileId)).label).toBe('Memo');
  });

  it('refuses no place, a folder’s entry, a file or too deep folder as parent, and changes nothing', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [...deepestFolders(), { id: 'memo', name: 'Memo', fileId }],
    });
    const before = await api.tree();
    await api.failsWith('BAD_USER_INPUT', 'SetFileParents', { directoryId: 'memo', parentIds: [] });
    expect(await reasonOf('SetFileParents', { directoryId: 'level-1', parentIds: [null] })).toBe(
      'not-a-file',
    );
    expect(await reasonOf('SetFileParents', { directoryId: 'memo', parentIds: ['memo'] })).toBe('into-file');
    expect(await reasonOf('SetFileParents', { directoryId: 'memo', parentIds: ['level-6'] })).toBe(
      'too-deep',
    );
    await api.failsWith('NOT_FOUND', 'SetFileParents', { directoryId: 'memo', parentIds: ['missing'] });
    expect(await api.tree()).toEqual(before);
  });

  it('needs the folder permission of the tree and reaches only the caller’s client', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A')] });
    await api.failsWith(
      'UNAUTHENTICATED',
      'SetDirectoryEntryVisibility',
      { directoryId: 'a', isVisible: false },
      null,
    );
    const { directoryId } = await api.saveSchema('Guarded');
    await api.failsWith(
      'FORBIDDEN',
      'RenameDirectoryEntry',
      { directoryId, name: 'X', tree: 'SCHEMA' },
      api.editor,
    );
    await api.failsWith('NOT_FOUND', 'RenameDirectoryEntry', { directoryId: 'a', name: 'X' }, api.otherAdmin);
  });
});
