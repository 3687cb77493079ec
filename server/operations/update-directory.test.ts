import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder, outline } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

const chain = (levels: number, prefix = 'n'): unknown[] => {
  let children: unknown[] = [];
  for (let level = levels; level >= 1; level -= 1)
    children = [folder(`${prefix}${level}`, `N${level}`, children)];
  return children;
};

describe('updateDirectory', () => {
  it('stores the nested list and a read-then-write round trip keeps it as it was', async () => {
    const first = await api.ok<{ version: number }>('UpdateDirectory', {
      directory: [folder('docs', 'Docs', [folder('letters', 'Letters')]), folder('misc', 'Misc')],
    });
    const read = await api.tree();
    expect(read.version).toBe(first.version);
    expect(outline(read.nested.map((row) => row.item))).toEqual(['Docs', '  Letters', 'Misc']);

    const again = await api.ok<{ version: number }>('UpdateDirectory', {
      directory: read.nested.map((row) => ({ id: row.id, directory: row.item })),
      version: read.version,
    });
    expect(again.version).toBe(read.version + 1);
    const reread = await api.tree();
    expect(reread.nested).toEqual(read.nested);
  });

  it('accepts the whole response object and orders siblings by position', async () => {
    await api.ok('UpdateDirectory', {
      directory: {
        nested: [
          { id: 'z', directory: { id: 'z', name: 'Z', position: 2 } },
          { id: 'y', directory: { id: 'y', name: 'Y', position: 1 } },
        ],
      },
    });
    const read = await api.tree();
    expect(read.nested.map((row) => [row.id, row.item.position])).toEqual([
      ['y', 1],
      ['z', 2],
    ]);
  });

  it('refuses malformed trees with BAD_USER_INPUT and keeps the stored one', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('keep', 'Keep')] });
    const before = await api.tree();
    const bad: [unknown, RegExp][] = [
      ['not a list', /directory/],
      [42, /directory/],
      [[{ id: 'a' }], /directory\[0\]\.name/],
      [[{ id: 'a', name: 5 }], /directory\[0\]\.name/],
      [[folder('a', 'A', [folder('a', 'Again')])], /duplicate id "a"/],
      [[{ id: 'a', name: 'A', parentId: 'elsewhere' }], /directory\[0\]\.parentId/],
      [[folder('a', 'A', [{ id: 'b', name: 'B', parentId: 'b' }])], /children\[0\]\.parentId/],
      [
        [
          { id: 'a', name: 'A', position: 1 },
          { id: 'b', name: 'B', position: 1 },
        ],
        /position 1 is taken/,
      ],
      [[{ id: 'a', name: 'A', position: 0 }], /directory\[0\]\.position/],
      [[{ id: 'bad id', name: 'A' }], /directory\[0\]\.id/],
      [chain(7), /at most 6 levels/],
    ];
    for (const [directory, message] of bad) {
      const error = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', { directory });
      expect(error.message).toMatch(message);
    }
    expect(await api.tree()).toEqual(before);
  });

  it('accepts the deepest tree the client reads and no deeper for the schema tree', async () => {
    await api.ok('UpdateDirectory', { directory: chain(6) });
    expect((await api.tree()).flat).toHaveLength(6);
    await api.ok('UpdateDirectory', { directory: chain(3), tree: 'SCHEMA' });
    const error = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', {
      directory: chain(4),
      tree: 'SCHEMA',
    });
    expect(error.message).toMatch(/at most 3 levels/);
  });

  it('refuses more than 200,000 entries', async () => {
    const many = Array.from({ length: 200_001 }, (_, index) => ({ id: `e${index}`, name: 'E' }));
    const error = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', { directory: many });
    expect(error.message).toMatch(/at most 200000 entries/);
  });

  it('refuses entries naming unknown files or schemas, naming the id', async () => {
    const { id: schemaId } = await api.saveSchema('Letter');
    const unknownFile = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', {
      directory: [{ id: 'f', name: 'F', fileId: 'no-such-file', schemaId }],
    });
    expect(unknownFile.message).toContain('no-such-file');
    const unknownSchema = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', {
      directory: [{ id: 'f', name: 'F', schemaId: 'no-such-schema' }],
    });
    expect(unknownSchema.message).toContain('no-such-schema');
    const unknownInSchemaTree = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', {
      tree: 'SCHEMA',
      directory: [{ id: 's', name: 'S', fileId: 'no-such-schema' }],
    });
    expect(unknownInSchemaTree.message).toContain('no-such-schema');
  });

  it('refuses a leaf with children', async () => {
    const { id: schemaId } = await api.saveSchema('Leafy');
    const { id: fileId } = await api.saveFile(schemaId, 'Leaf');
    const error = await api.failsWith('BAD_USER_INPUT', 'UpdateDirectory', {
      directory: [{ id: 'leaf', name: 'Leaf', fileId, children: [folder('c', 'C')] }],
    });
    expect(error.message).toMatch(/leaf/);
  });

  it('refuses a stale version with CONFLICT and changes nothing', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('v', 'V')] });
    const current = await api.tree();
    await api.ok('UpdateDirectory', { directory: [folder('w', 'W')], version: current.version });
    const after = await api.tree();
    const error = await api.failsWith('CONFLICT', 'UpdateDirectory', {
      directory: [folder('stale', 'Stale')],
      version: current.version,
    });
    expect(error.extensions?.version).toBe(after.version);
    expect(await api.tree()).toEqual(after);
  });

  it('lets exactly one of two concurrent writes of the same version win', async () => {
    const current = await api.tree();
    const results = await Promise.all(
      ['first', 'second'].map((name) =>
        api.call('UpdateDirectory', { directory: [folder(name, name)], version: current.version }),
      ),
    );
    const codes = results.map((result) => result.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect((await api.tree()).version).toBe(current.version + 1);
  });

  it('never deletes a file whose entry it drops', async () => {
    const { id: schemaId } = await api.saveSchema('Keeper');
    const { id: fileId } = await api.saveFile(schemaId, 'Kept');
    await api.ok('UpdateDirectory', { directory: [] });
    expect((await api.file(fileId)).label).toBe('Kept');
  });

  it('needs a token, and the schema permission for the schema tree', async () => {
    await api.failsWith('UNAUTHENTICATED', 'UpdateDirectory', { directory: [] }, null);
    await api.failsWith('FORBIDDEN', 'UpdateDirectory', { directory: [], tree: 'SCHEMA' }, api.editor);
    await api.failsWith('FORBIDDEN', 'UpdateRecycleBin', { recycleBin: [], tree: 'SCHEMA' }, api.editor);
    await api.ok('UpdateDirectory', { directory: [folder('by-editor', 'By editor')] }, api.editor);
    expect((await api.tree()).flat.map((row) => row.id)).toEqual(['by-editor']);
  });

  it('keeps two clients apart even with the same entry ids', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('same', 'Acme')] });
    await api.ok('UpdateDirectory', { directory: [folder('same', 'Globex')] }, api.otherAdmin);
    expect((await api.tree()).flat.map((row) => row.item.name)).toEqual(['Acme']);
    expect((await api.tree('DATA', false, api.otherAdmin)).flat.map((row) => row.item.name)).toEqual([
      'Globex',
    ]);

    const { id: acmeFile } = await api.saveFile((await api.saveSchema('Private')).id, 'Private');
    const error = await api.failsWith(
      'BAD_USER_INPUT',
      'UpdateDirectory',
      { directory: [{ id: 'steal', name: 'Steal', fileId: acmeFile }] },
      api.otherAdmin,
    );
    expect(error.message).toContain(acmeFile);
  });
});

describe('updateRecycleBin', () => {
  it('stores bin entries under "bin" and deletes a file whose last entry it drops', async () => {
    const { id: schemaId } = await api.saveSchema('Binned');
    const { id: fileId, directoryId } = await api.saveFile(schemaId, 'Doomed');
    const { id: keptId } = await api.saveFile(schemaId, 'Survivor');
    await api.ok('MoveToRecycleBin', { directoryId });
    const bin = await api.tree('DATA', true);
    expect(bin.nested[0]?.item).toMatchObject({ parentId: 'bin', fileId });

    await api.ok('UpdateRecycleBin', {
      recycleBin: [...bin.nested.map((row) => row.item), { id: 'extra', name: 'Survivor', fileId: keptId }],
      version: bin.version,
    });
    expect((await api.tree('DATA', true)).flat.map((row) => row.id)).toContain('extra');

    await api.ok('UpdateRecycleBin', { recycleBin: [] });
    await api.failsWith('NOT_FOUND', 'QueryFileData', { id: fileId });
    // The survivor still has its directory entry, so dropping its bin entry keeps it.
    expect((await api.file(keptId)).label).toBe('Survivor');
  });

  it('refuses a bin root whose parentId is not "bin"', async () => {
    const error = await api.failsWith('BAD_USER_INPUT', 'UpdateRecycleBin', {
      recycleBin: [{ id: 'x', name: 'X', parentId: null }],
    });
    expect(error.message).toContain('"bin"');
  });

  it('refuses to drop the last entry of a schema that files use', async () => {
    const { id: schemaId, directoryId } = await api.saveSchema('Used');
    await api.saveFile(schemaId, 'User 1');
    await api.saveFile(schemaId, 'User 2');
    await api.ok('MoveToRecycleBin', { directoryId, tree: 'SCHEMA' });
    const bin = await api.tree('SCHEMA', true);
    const error = await api.failsWith('CONFLICT', 'UpdateRecycleBin', { recycleBin: [], tree: 'SCHEMA' });
    expect(error.message).toBe('Schema is still used by 2 files.');
    expect(error.extensions?.fileCount).toBe(2);
    expect(await api.tree('SCHEMA', true)).toEqual(bin);
  });

  it('refuses a stale version with CONFLICT', async () => {
    const bin = await api.tree('DATA', true);
    await api.ok('UpdateRecycleBin', { recycleBin: [{ id: 'b1', name: 'B1' }], version: bin.version });
    await api.failsWith('CONFLICT', 'UpdateRecycleBin', { recycleBin: [], version: bin.version });
    expect((await api.tree('DATA', true)).flat.map((row) => row.id)).toEqual(['b1']);
  });
});
