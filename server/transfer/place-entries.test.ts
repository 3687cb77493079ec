import { describe, expect, it } from 'vitest';
import { chain, file, folder, linked } from '../../domain/directory/tree-fixtures';
import { flattenTree, nestEntries } from '../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../domain/directory/types';
import type { BundlePlace } from '../../domain/transfer/bundle';
import { IndexedTree } from '../repositories/indexed-tree';
import { orderRows, treeChanges } from '../repositories/tree-rows';
import type { EntryRows } from '../resolvers/shared/tree-set';
import { placeAlongPaths, placeIntoFolder, placeSchemas } from './place-entries';

function stored(items: DirectoryItem[]): IndexedTree {
  const entries = flattenTree(linked(items));
  const { ranks } = treeChanges({ entries: [], ranks: new Map() }, entries);
  return IndexedTree.ordered(
    orderRows(entries.map((entry) => ({ entry, rank: ranks.get(entry.id) as string }))),
  );
}

/** The tree after the rows, as names (a file's entry as `name=fileId`) nested by indentation. */
function outlineAfter(tree: IndexedTree, rows: EntryRows): string[] {
  const walk = (items: DirectoryItem[], depth: number): string[] =>
    items.flatMap((item) => [
      `${'  '.repeat(depth)}${item.name}${item.fileId ? `=${item.fileId}` : ''}`,
      ...walk(item.children, depth + 1),
    ]);
  return walk(nestEntries(tree.changed(rows.written, rows.removed).entries), 0);
}

const counter = () => {
  let next = 0;
  return () => `n${++next}`;
};

const sofa = { id: 'sofa', schemaId: 'artikel', label: 'Sofa' };
const at = (path: [string, string][], placed = sofa, index = 0) => ({
  index,
  file: placed,
  place: { fileId: placed.id, path: path.map(([id, name]) => ({ id, name })) } satisfies BundlePlace,
});

describe('placeAlongPaths', () => {
  const tree = stored([
    folder('a', [folder('moved', [], { name: 'Moved' })], { name: 'A' }),
    folder('b', [], { name: 'Betten' }),
    file('c', 'tisch', { name: 'Tisch' }),
  ]);

  it('finds folders by id wherever they are, else by name under the folder before, else creates them', () => {
    const { rows, problems } = placeAlongPaths(
      tree,
      'acme',
      [
        at([
          ['x', 'X'],
          ['moved', 'Moved'],
        ]),
        at([['other', 'BETTEN ']], sofa, 1),
        at(
          [
            ['c', 'Neu'],
            ['d', 'D'],
          ],
          sofa,
          2,
        ),
        at([], sofa, 3),
      ],
      counter(),
    );
    expect(problems).toEqual([]);
    expect(outlineAfter(tree, rows)).toEqual([
      'A',
      '  Moved',
      '    Sofa=sofa',
      'Betten',
      '  Sofa=sofa',
      'Tisch=tisch',
      'X',
      'Neu',
      '  D',
      '    Sofa=sofa',
      'Sofa=sofa',
    ]);
    // The folder whose id an entry of a file took got a new one.
    expect(rows.written.find((row) => row.entry.name === 'Neu')?.entry.id).toBe('n3');
  });

  it('adds no entry where the file has one, so an import run again adds nothing', () => {
    const placed = placeAlongPaths(tree, 'acme', [at([['b', 'Betten']])], counter());
    const again = placeAlongPaths(
      tree.changed(placed.rows.written),
      'acme',
      [at([['b', 'Betten']])],
      counter(),
    );
    expect(again.rows.written).toEqual([]);
  });

  it('names a folder it cannot create beside an entry of its name, and a place below the deepest level', () => {
    const deep = stored(chain(6));
    const { problems } = placeAlongPaths(tree, 'acme', [at([['z', 'tisch']])], counter());
    expect(problems).toEqual([
      {
        path: 'places[0] („sofa“)',
        message: 'Der Ordner „tisch“ lässt sich nicht anlegen: dort liegt schon ein Eintrag dieses Namens.',
      },
    ]);
    const tooDeep = placeAlongPaths(deep, 'acme', [at([['level-6', 'level-6']])], counter());
    expect(tooDeep.problems).toEqual([
      { path: 'places[0] („sofa“)', message: 'Der Ort liegt tiefer, als der Datenbaum erlaubt.' },
    ]);
  });
});

describe('placeIntoFolder', () => {
  const tree = stored([folder('a', [file('s', 'sofa', { name: 'Sofa' })], { name: 'A' }), folder('b')]);
  const kissen = { id: 'kissen', schemaId: 'artikel', label: '' };

  it('adds each file to the folder unless it is there, named by its label or id', () => {
    const { rows, problems } = placeIntoFolder(tree, 'acme', [sofa, kissen], 'a', counter());
    expect(problems).toEqual([]);
    expect(outlineAfter(tree, rows)).toEqual(['A', '  Sofa=sofa', '  kissen=kissen', 'b']);
  });

  it('refuses a folder that is none of the tree', () => {
    for (const folderId of ['fehlt', 's']) {
      expect(placeIntoFolder(tree, 'acme', [sofa], folderId).problems).toEqual([
        { path: 'folderId', message: `Den Ordner „${folderId}“ gibt es im Datenbaum nicht.` },
      ]);
    }
  });
});

describe('placeSchemas', () => {
  it('files new schemas in the default folder, created when missing, and leaves placed ones', () => {
    const tree = stored([file('e', 'preise', { name: 'Preise' })]);
    const schemas = [
      { id: 'preise', schemaId: 'preise', label: 'Preise' },
      { id: 'artikel', schemaId: 'artikel', label: 'Artikel' },
    ];
    expect(outlineAfter(tree, placeSchemas(tree, 'acme', schemas, counter()))).toEqual([
      'Preise=preise',
      'Schemas',
      '  Artikel=artikel',
    ]);
  });
});
