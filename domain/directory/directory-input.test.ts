import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import { parseDirectoryInput } from './directory-input';
import { clientEntry } from './tree-shape';

const directory = { root: 'directory', maxDepth: 3 } as const;
const bin = { root: 'bin', maxDepth: 3 } as const;

function failure(run: () => unknown): DomainInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainInputError) return error;
    throw error;
  }
  throw new Error('expected a DomainInputError');
}

describe('parseDirectoryInput', () => {
  it('flattens query rows in tree order with positions 1..n and defaults', () => {
    const entries = parseDirectoryInput(
      [
        {
          id: 'a',
          directory: {
            id: 'a',
            name: ' Folder ',
            parentId: null,
            position: 1,
            client: 'someone-else',
            extra: 'ignored',
            children: [{ id: 'f', name: 'File', fileId: 'file-1', parentId: 'a' }],
          },
        },
        { id: 'b', directory: { id: 'b', name: 'Second', position: 2 } },
      ],
      directory,
    );
    expect(entries).toEqual([
      {
        id: 'a',
        fileId: null,
        parentId: null,
        position: 1,
        name: 'Folder',
        fixedNumberOfChildren: null,
        schemaOfChildren: null,
        schemaId: null,
        isLeaf: false,
        isVisible: true,
        ticked: false,
      },
      expect.objectContaining({ id: 'f', parentId: 'a', position: 1, isLeaf: true, fileId: 'file-1' }),
      expect.objectContaining({ id: 'b', parentId: null, position: 2 }),
    ]);
    expect(entries[0]).not.toHaveProperty('client');
  });

  it('accepts bare items and the whole response object', () => {
    const bare = parseDirectoryInput([{ id: 'a', name: 'A' }], directory);
    const wrapped = parseDirectoryInput(
      { filter: {}, nested: [{ id: 'a', directory: { id: 'a', name: 'A' } }] },
      directory,
    );
    expect(wrapped).toEqual(bare);
  });

  it('orders siblings by position, then input order, and renumbers them', () => {
    const entries = parseDirectoryInput(
      [
        { id: 'late', name: 'Late' },
        { id: 'ten', name: 'Ten', position: 10 },
        { id: 'three', name: 'Three', position: 3 },
      ],
      directory,
    );
    expect(entries.map((entry) => [entry.id, entry.position])).toEqual([
      ['three', 1],
      ['ten', 2],
      ['late', 3],
    ]);
  });

  it('keeps bin roots under "bin" with their restore parent', () => {
    const entries = parseDirectoryInput(
      [{ id: 'r', recycleBin: { id: 'r', name: 'R', parentId: 'bin', restoreParentId: 'old' } }],
      bin,
    );
    expect(entries[0]).toMatchObject({ parentId: 'bin', restoreParentId: 'old' });
  });

  it('refuses a parentId that does not match the nesting', () => {
    expect(failure(() => parseDirectoryInput([{ id: 'a', name: 'A', parentId: 'x' }], directory)).path).toBe(
      'directory[0].parentId',
    );
    expect(
      failure(() => parseDirectoryInput([{ id: 'a', name: 'A', parentId: null }], bin)).message,
    ).toContain('"bin"');
    const nested = [{ id: 'a', name: 'A', children: [{ id: 'b', name: 'B', parentId: 'c' }] }];
    expect(failure(() => parseDirectoryInput(nested, directory)).path).toBe(
      'directory[0].children[0].parentId',
    );
  });

  it('refuses duplicate ids anywhere in the tree', () => {
    const input = [{ id: 'a', name: 'A', children: [{ id: 'a', name: 'Again' }] }];
    expect(failure(() => parseDirectoryInput(input, directory)).message).toContain('duplicate id "a"');
  });

  it('refuses duplicate sibling positions and positions below 1', () => {
    const twice = [
      { id: 'a', name: 'A', position: 1 },
      { id: 'b', name: 'B', position: 1 },
    ];
    expect(failure(() => parseDirectoryInput(twice, directory)).path).toBe('directory[1].position');
    expect(failure(() => parseDirectoryInput([{ id: 'a', name: 'A', position: 0 }], directory)).path).toBe(
      'directory[0].position',
    );
  });

  it('refuses bad ids, empty or long names and wrong types', () => {
    expect(failure(() => parseDirectoryInput([{ id: 'a b', name: 'A' }], directory)).path).toBe(
      'directory[0].id',
    );
    expect(failure(() => parseDirectoryInput([{ id: 'a', name: '   ' }], directory)).path).toBe(
      'directory[0].name',
    );
    expect(failure(() => parseDirectoryInput([{ id: 'a', name: 'x'.repeat(201) }], directory)).path).toBe(
      'directory[0].name',
    );
    expect(
      failure(() => parseDirectoryInput([{ id: 'a', name: 'A', isVisible: 'yes' }], directory)).path,
    ).toBe('directory[0].isVisible');
    expect(failure(() => parseDirectoryInput([{ id: 1, name: 'A' }], directory)).path).toBe(
      'directory[0].id',
    );
    expect(failure(() => parseDirectoryInput(['a'], directory)).path).toBe('directory[0]');
    expect(failure(() => parseDirectoryInput('a', directory)).path).toBe('directory');
  });

  it('refuses children under a leaf', () => {
    const input = [{ id: 'f', name: 'F', fileId: 'file', children: [{ id: 'c', name: 'C' }] }];
    expect(failure(() => parseDirectoryInput(input, directory)).path).toBe('directory[0].children');
  });

  it('refuses a row whose id differs from its item', () => {
    const input = [{ id: 'a', directory: { id: 'b', name: 'B' } }];
    expect(failure(() => parseDirectoryInput(input, directory)).path).toBe('directory[0].id');
  });

  it('refuses trees deeper than allowed and accepts the deepest allowed', () => {
    const chain = (levels: number): unknown[] => {
      let list: unknown[] = [];
      for (let level = levels; level >= 1; level -= 1)
        list = [{ id: `n${level}`, name: `N${level}`, children: list }];
      return list;
    };
    expect(parseDirectoryInput(chain(3), directory)).toHaveLength(3);
    expect(failure(() => parseDirectoryInput(chain(4), directory)).message).toContain('at most 3 levels');
  });

  it('refuses more entries than allowed', () => {
    const input = Array.from({ length: 4 }, (_, index) => ({ id: `e${index}`, name: `E${index}` }));
    expect(parseDirectoryInput(input, { ...directory, maxEntries: 4 })).toHaveLength(4);
    expect(failure(() => parseDirectoryInput(input, { ...directory, maxEntries: 3 })).message).toContain(
      'at most 3 entries',
    );
  });
});

describe('clientEntry', () => {
  it('is the parsed entry with the caller’s client, a bin entry’s former parent kept', () => {
    const [folder, file] = parseDirectoryInput(
      [{ id: 'a', name: 'A', children: [{ id: 'f', name: 'F', fileId: 'file-1' }] }],
      directory,
    );
    const [binned] = parseDirectoryInput([{ id: 'b', name: 'B', restoreParentId: 'a' }], bin);
    for (const entry of [folder, file, binned]) {
      if (!entry) throw new Error('an entry was not parsed');
      const stored = clientEntry(entry, 'mandant-1');
      expect(stored).toStrictEqual({ ...entry, client: 'mandant-1' });
    }
    expect(clientEntry(binned as NonNullable<typeof binned>, 'm').restoreParentId).toBe('a');
    expect('restoreParentId' in clientEntry(folder as NonNullable<typeof folder>, 'm')).toBe(false);
  });
});
