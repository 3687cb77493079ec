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
