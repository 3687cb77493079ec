import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

describe('directory and recycle-bin queries', () => {
  it('answer an empty tree at version 0 before anything is written', async () => {
    for (const [tree, bin] of [
      ['DATA', false],
      ['DATA', true],
      ['SCHEMA', false],
      ['SCHEMA', true],
    ] as const) {
      const read = await api.tree(tree, bin);
      expect(read).toEqual({
        filter: { frontEndType: 'alloy', tree, bin },
        version: 0,
        flat: [],
        nested: [],
      });
    }
  });

  it('return flat rows in tree order and nested rows with children, under the client id', async () => {
    const { success } = await api.ok('UpdateDirectory', {
      directory: [
        folder('a', 'A', [folder('a1', 'A1', [folder('a11', 'A11')]), folder('a2', 'A2')]),
        folder('b', 'B'),
      ],
    });
    expect(success).toBe(true);
    const read = await api.tree();
    expect(read.version).toBe(1);
    expect(read.flat.map((row) => [row.id, row.item.parentId, row.item.position])).toEqual([
      ['a', null, 1],
      ['a1', 'a', 1],
      ['a11', 'a1', 1],
      ['a2', 'a', 2],
      ['b', null, 2],
    ]);
    expect(read.flat.every((row) => row.item.client === 'acme')).toBe(true);
    expect(read.nested.map((row) => row.id)).toEqual(['a', 'b']);
    expect(read.nested[0]?.item.children.map((child) => child.id)).toEqual(['a1', 'a2']);
    expect(read.nested[0]?.item.children[0]?.children[0]).toMatchObject({
      id: 'a11',
      isLeaf: false,
      isVisible: true,
      ticked: false,
      fileId: null,
      restoreParentId: null,
    });
  });

  it('keep trees apart per front-end type', async () => {
    const other = await api.server.gql<{
      getDirectoryFolderToLoggedInClient: { flat: unknown[]; filter: unknown };
    }>(
      'query { getDirectoryFolderToLoggedInClient(frontEndType: "kiosk") { filter flat { id } } }',
      {},
      api.admin,
    );
    expect(other.body.data?.getDirectoryFolderToLoggedInClient).toEqual({
      filter: { frontEndType: 'kiosk', tree: 'DATA', bin: false },
      flat: [],
    });
  });

  it('refuse a malformed front-end type', async () => {
    for (const frontEndType of ['', 'Alloy', 'a b', 'x'.repeat(41)]) {
      await api.failsWith('BAD_USER_INPUT', 'RecycleBin', { frontEndType });
    }
  });

  it('refuse a caller without a token', async () => {
    for (const operation of [
      'GetDirectoryFolderToLoggedInClient',
      'RecycleBin',
      'SchemaDirectory',
      'SchemaRecycleBin',
    ]) {
      await api.failsWith('UNAUTHENTICATED', operation, { frontEndType: 'alloy' }, null);
    }
  });

  it('show another client nothing of this client', async () => {
    const read = await api.tree('DATA', false, api.otherAdmin);
    expect(read.flat).toEqual([]);
    expect(read.version).toBe(0);
  });
});
