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
  await api.ok('UpdateRecycleBin', { recycleBin: [] });
  schemaId = (await api.saveSchema('Note')).id;
});

describe('moveToRecycleBin', () => {
  it('moves an entry with its subtree to the bin, remembering its parent', async () => {
    await api.ok('UpdateDirectory', {
      directory: [
        folder('top', 'Top', [folder('sub', 'Sub', [folder('leaf', 'Leaf')]), folder('next', 'Next')]),
      ],
    });
    const before = await api.tree();
    const { version } = await api.ok<{ version: number }>('MoveToRecycleBin', {
      directoryId: 'sub',
      version: before.version,
    });
    const directory = await api.tree();
    expect(directory.version).toBe(version);
    expect(outline(directory.nested.map((row) => row.item))).toEqual(['Top', '  Next']);
    expect(directory.nested[0]?.item.children[0]?.position).toBe(1);
    const bin = await api.tree('DATA', true);
    expect(outline(bin.nested.map((row) => row.item))).toEqual(['Sub', '  Leaf']);
    expect(bin.nested[0]?.item).toMatchObject({ parentId: 'bin', restoreParentId: 'top', position: 1 });
  });

  it('answers NOT_FOUND for an unknown entry and CONFLICT for a stale version, changing nothing', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('only', 'Only')] });
    const before = await api.tree();
    await api.failsWith('NOT_FOUND', 'MoveToRecycleBin', { directoryId: 'missing' });
    await api.failsWith('CONFLICT', 'MoveToRecycleBin', { directoryId: 'only', version: before.version - 1 });
    expect(await api.tree()).toEqual(before);
    expect((await api.tree('DATA', true)).flat).toEqual([]);
  });

  it('needs a token and, for the schema tree, the schema permission', async () => {
    await api.failsWith('UNAUTHENTICATED', 'MoveToRecycleBin', { directoryId: 'x' }, null);
    const { directoryId } = await api.saveSchema('Guarded');
    await api.failsWith('FORBIDDEN', 'MoveToRecycleBin', { directoryId, tree: 'SCHEMA' }, api.editor);
    await api.failsWith('FORBIDDEN', 'RestoreFromRecycleBin', { directoryId, tree: 'SCHEMA' }, api.editor);
  });

  it('cannot reach another client’s entry', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('shared-id', 'Acme')] });
    await api.failsWith('NOT_FOUND', 'MoveToRecycleBin', { directoryId: 'shared-id' }, api.otherAdmin);
    expect((await api.tree()).flat.map((row) => row.id)).toEqual(['shared-id']);
  });
});

describe('restoreFromRecycleBin', () => {
  it('brings an entry back under its old parent with its id', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [folder('box', 'Box', [{ id: 'memo', name: 'Memo', fileId }])],
    });
    await api.ok('MoveToRecycleBin', { directoryId: 'memo' });
    const binBefore = await api.tree('DATA', true);
    const restored = await api.ok<{ directoryId: string; id: string; version: number }>(
      'RestoreFromRecycleBin',
      {
        directoryId: 'memo',
        version: binBefore.version,
      },
    );
    expect(restored.directoryId).toBe('memo');
    const after = await api.tree();
    expect((await api.tree('DATA', true)).version).toBe(restored.version);
    const entry = after.flat.find((row) => row.id === restored.directoryId)?.item;
    expect(entry).toMatchObject({ parentId: 'box', fileId, name: 'Memo' });
    expect((await api.tree('DATA', true)).flat).toEqual([]);
  });

  it('gives the restored entries new ids when one of them is in use meanwhile', async () => {
    const { id: fileId } = await api.saveFile(schemaId, 'Memo');
    await api.ok('UpdateDirectory', {
      directory: [folder('box', 'Box', [{ id: 'memo', name: 'Memo', fileId }])],
    });
    await api.ok('MoveToRecycleBin', { directoryId: 'box' });
    await api.ok('UpdateDirectory', { directory: [folder('memo', 'Another folder')] });

    const restored = await api.ok<{ directoryId: string }>('RestoreFromRecycleBin', { directoryId: 'box' });

    expect(restored.directoryId).not.toBe('box');
    const after = (await api.tree()).flat.map((row) => [row.id, row.item.parentId, row.item.name]);
    expect(after).toContainEqual(['memo', null, 'Another folder']);
    expect(after).toContainEqual([restored.directoryId, null, 'Box']);
    expect(after.filter(([, parentId]) => parentId === restored.directoryId)).toEqual([
      [expect.not.stringMatching(/^memo$/), restored.directoryId, 'Memo'],
    ]);
  });

  it('restores at the root when the old parent is gone', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('gone', 'Gone', [folder('child', 'Child')])] });
    await api.ok('MoveToRecycleBin', { directoryId: 'child' });
    await api.ok('UpdateDirectory', { directory: [] });
    const { directoryId } = await api.ok<{ directoryId: string }>('RestoreFromRecycleBin', {
      directoryId: 'child',
    });
    expect((await api.tree()).nested.map((row) => [row.id, row.item.parentId])).toEqual([
      [directoryId, null],
    ]);
  });

  it('answers NOT_FOUND for an unknown bin entry, BAD_USER_INPUT for a nested one, CONFLICT when stale', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('p', 'P', [folder('q', 'Q')])] });
    await api.ok('MoveToRecycleBin', { directoryId: 'p' });
    const directory = await api.tree();
    const bin = await api.tree('DATA', true);
    await api.failsWith('NOT_FOUND', 'RestoreFromRecycleBin', { directoryId: 'nope' });
    await api.failsWith('BAD_USER_INPUT', 'RestoreFromRecycleBin', { directoryId: 'q' });
    await api.failsWith('CONFLICT', 'RestoreFromRecycleBin', {
      directoryId: 'p',
      version: bin.version + 5,
    });
    expect(await api.tree()).toEqual(directory);
    expect(await api.tree('DATA', true)).toEqual(bin);
    await api.failsWith('NOT_FOUND', 'RestoreFromRecycleBin', { directoryId: 'p' }, api.otherAdmin);
  });
});

describe('removeItemFromDirectory', () => {
  it('removes a directory entry with its subtree and renumbers its siblings', async () => {
    await api.ok('UpdateDirectory', {
      directory: [folder('a', 'A', [folder('a1', 'A1')]), folder('b', 'B')],
    });
    const before = await api.tree();
    const { success } = await api.ok<{ success: boolean }>('RemoveItemFromDirectory', { directoryId: 'a' });
    const after = await api.tree();
    expect(success).toBe(true);
    expect(after.version).toBe(before.version + 1);
    expect(after.flat.map((row) => [row.id, row.item.position])).toEqual([['b', 1]]);
  });

  it('deletes a file for good with its last entry, but not while it has another', async () => {
    const { id: fileId, directoryId } = await api.saveFile(schemaId, 'Twice');
    const { id: otherId } = await api.saveFile(schemaId, 'Other');
    const { id: thirdId } = await api.saveFile(schemaId, 'Third');
    await api.ok('AddRelatedFiles', {
      data: { fileId: otherId, relationship: [{ fileId }, { fileId: thirdId }] },
    });
    const directory = await api.tree();
    await api.ok('UpdateDirectory', {
      directory: [...directory.nested.map((row) => row.item), { id: 'second', name: 'Twice', fileId }],
    });
    await api.ok('MoveToRecycleBin', { directoryId });
    await api.ok('RemoveItemFromDirectory', { directoryId });
    expect((await api.file(fileId)).label).toBe('Twice');

    const linkedBefore = await api.file(otherId);
    await api.ok('RemoveItemFromDirectory', { directoryId: 'second' });
    await api.failsWith('NOT_FOUND', 'QueryFileData', { id: fileId });
    const linkedAfter = await api.file(otherId);
    expect(linkedAfter.relatedFiles.map((link) => [link.fileId, link.position])).toEqual([[thirdId, 1]]);
    expect(linkedAfter.version).toBe(linkedBefore.version + 1);
  });

  it('deletes an unused schema with its last entry and refuses one that files use', async () => {
    const unused = await api.saveSchema('Unused');
    await api.ok('RemoveItemFromDirectory', { directoryId: unused.directoryId });
    const labels = (await api.ok<{ id: string }[]>('Schemas')).map((schema) => schema.id);
    expect(labels).not.toContain(unused.id);

    const used = await api.saveSchema('In use');
    await api.saveFile(used.id, 'Uses it');
    const before = await api.tree('SCHEMA');
    const error = await api.failsWith('CONFLICT', 'RemoveItemFromDirectory', {
      directoryId: used.directoryId,
    });
    expect(error.message).toBe('Schema is still used by 1 files.');
    expect(error.extensions?.fileCount).toBe(1);
    expect(await api.tree('SCHEMA')).toEqual(before);
  });

  it('finds entries in the bins too', async () => {
    await api.ok('UpdateRecycleBin', { recycleBin: [{ id: 'in-bin', name: 'In bin' }] });
    await api.ok('RemoveItemFromDirectory', { directoryId: 'in-bin' });
    expect((await api.tree('DATA', true)).flat).toEqual([]);
  });

  it('answers NOT_FOUND for unknown or foreign ids, FORBIDDEN for an editor on the schema tree', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('mine', 'Mine')] });
    await api.failsWith('NOT_FOUND', 'RemoveItemFromDirectory', { directoryId: 'unknown' });
    await api.failsWith('NOT_FOUND', 'RemoveItemFromDirectory', { directoryId: 'mine' }, api.otherAdmin);
    expect((await api.tree()).flat.map((row) => row.id)).toEqual(['mine']);
    const { directoryId } = await api.saveSchema('Admins only');
    await api.failsWith('FORBIDDEN', 'RemoveItemFromDirectory', { directoryId }, api.editor);
    await api.failsWith('UNAUTHENTICATED', 'RemoveItemFromDirectory', { directoryId }, null);
  });
});
