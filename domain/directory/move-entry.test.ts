import { describe, expect, it } from 'vitest';
import {
  destinationAtEnd,
  destinationBeside,
  destinationIntoPrevious,
  destinationOneStep,
  destinationOutOfParent,
  type MoveDestination,
  MoveRefusedError,
  moveEntry,
  moveRefusal,
} from './move-entry';
import { chain, file, folder, linked, outline } from './tree-fixtures';
import { moveDown, moveUp } from './tree-ops';
import { findItem, flattenTree } from './tree-shape';
import type { DirectoryItem } from './types';

/**
 * docs (d1: report, archive (a1: report, a2: memo)), empty, r1: report, notes (n1: memo); the file
 * `report` has three places.
 */
const sample = () =>
  linked([
    folder('docs', [file('d1', 'report'), folder('archive', [file('a1', 'report'), file('a2', 'memo')])]),
    folder('empty'),
    file('r1', 'report'),
    folder('notes', [file('n1', 'memo')]),
  ]);

/** Every entry's parentId and position agree with where it sits. */
function expectLinked(items: DirectoryItem[]) {
  expect(items).toEqual(linked(items));
}

const refusedWith = (move: () => unknown) => {
  try {
    move();
  } catch (error) {
    if (error instanceof MoveRefusedError) return error.reason;
    throw error;
  }
  return null;
};

describe('moveEntry', () => {
  it('reorders among siblings: the position is the place it ends at', () => {
    const tree = sample();
    expect(outline(moveEntry(tree, 'empty', { parentId: null, position: 4 }))).toEqual([
      { docs: ['d1', { archive: ['a1', 'a2'] }] },
      'r1',
      { notes: ['n1'] },
      'empty',
    ]);
    const first = moveEntry(tree, 'a2', { parentId: 'archive', position: 1 });
    expect(outline(first)[0]).toEqual({ docs: ['d1', { archive: ['a2', 'a1'] }] });
    expectLinked(first);
  });

  it('moves into another folder at the given place and renumbers both lists', () => {
    const result = moveEntry(sample(), 'd1', { parentId: 'notes', position: 1 });
    expect(outline(result)).toEqual([
      { docs: [{ archive: ['a1', 'a2'] }] },
      'empty',
      'r1',
      { notes: ['d1', 'n1'] },
    ]);
    expectLinked(result);
    expect(findItem(result, 'd1')?.item.parentId).toBe('notes');
  });

  it('moves a folder with everything inside it, to the top level too', () => {
    const result = moveEntry(sample(), 'archive', { parentId: null, position: 2 });
    expect(outline(result)).toEqual([
      { docs: ['d1'] },
      { archive: ['a1', 'a2'] },
      'empty',
      'r1',
      { notes: ['n1'] },
    ]);
    expectLinked(result);
  });

  it('moves only the dragged place of a file in several folders', () => {
    const result = moveEntry(sample(), 'a1', { parentId: 'empty', position: 1 });
    const places = flattenTree(result).filter((e) => e.fileId === 'report');
    expect(places.map((e) => [e.id, e.parentId])).toEqual([
      ['d1', 'docs'],
      ['a1', 'empty'],
      ['r1', null],
    ]);
  });

  it('clamps a position past the end to the end of the new list', () => {
    const result = moveEntry(sample(), 'r1', { parentId: 'notes', position: 99 });
    expect(findItem(result, 'notes')?.item.children.map((e) => [e.id, e.position])).toEqual([
      ['n1', 1],
      ['r1', 2],
    ]);
  });

  it('returns the same tree for a move to where the entry is', () => {
    const tree = sample();
    expect(moveEntry(tree, 'a2', { parentId: 'archive', position: 2 })).toBe(tree);
    expect(moveEntry(tree, 'notes', { parentId: null, position: 9 })).toBe(tree);
  });

  it('refuses positions below 1 and fractions', () => {
    expect(() => moveEntry(sample(), 'r1', { parentId: null, position: 0 })).toThrow(RangeError);
    expect(() => moveEntry(sample(), 'r1', { parentId: null, position: 1.5 })).toThrow(RangeError);
  });

  it('leaves its input unchanged and keeps untouched branches', () => {
    const tree = sample();
    const before = structuredClone(tree);
    const result = moveEntry(tree, 'a2', { parentId: 'archive', position: 1 });
    expect(tree).toEqual(before);
    expect(result[1]).toBe(tree[1]);
    expect(result[3]).toBe(tree[3]);
  });

  it('throws the reason the rules give', () => {
    expect(refusedWith(() => moveEntry(sample(), 'docs', { parentId: 'archive', position: 1 }))).toBe(
      'into-itself',
    );
    expect(refusedWith(() => moveEntry(sample(), 'nope', { parentId: null, position: 1 }))).toBe('missing');
  });
});

describe('moveRefusal', () => {
  it('allows any move among the same siblings', () => {
    expect(moveRefusal(sample(), 'a1', 'archive')).toBeNull();
    expect(moveRefusal(sample(), 'docs', null)).toBeNull();
  });

  it('refuses a folder into itself or any folder below it', () => {
    expect(moveRefusal(sample(), 'docs', 'docs')).toBe('into-itself');
    expect(moveRefusal(sample(), 'docs', 'archive')).toBe('into-itself');
    const deep = chain(4);
    expect(moveRefusal(deep, 'level-2', 'level-4')).toBe('into-itself');
    expect(moveRefusal(deep, 'level-3', 'level-1')).toBeNull();
  });

  it('refuses a file as the new parent: only folders take entries', () => {
    expect(moveRefusal(sample(), 'empty', 'r1')).toBe('into-file');
    expect(moveRefusal(sample(), 'a2', 'd1')).toBe('into-file');
    const leafFolder = linked([folder('leaf', [], { isLeaf: true }), file('f', 'memo')]);
    expect(moveRefusal(leafFolder, 'f', 'leaf')).toBe('into-file');
  });

  it('refuses a parent that is not in the tree, and an entry that is not', () => {
    expect(moveRefusal(sample(), 'r1', 'gone')).toBe('missing');
    expect(moveRefusal(sample(), 'gone', null)).toBe('missing');
  });

  it('refuses what would lie below the deepest level, counting the deepest entry inside a folder', () => {
    const tree = linked([
      ...chain(3),
      folder('box', [folder('inner', [file('x', 'memo')])]),
      file('f', 'memo'),
    ]);
    expect(moveRefusal(tree, 'f', 'level-3', 4)).toBeNull();
    expect(moveRefusal(tree, 'f', 'level-3', 3)).toBe('too-deep');
    expect(moveRefusal(tree, 'box', 'level-1', 4)).toBeNull();
    expect(moveRefusal(tree, 'box', 'level-2', 4)).toBe('too-deep');
    expect(moveRefusal(tree, 'box', 'level-2', 5)).toBeNull();
    expect(moveRefusal(tree, 'box', 'level-2')).toBeNull();
  });

  it('refuses a folder that already holds another place of the same file', () => {
    expect(moveRefusal(sample(), 'r1', 'docs')).toBe('file-already-there');
    expect(moveRefusal(sample(), 'a1', null)).toBe('file-already-there');
    expect(moveRefusal(sample(), 'n1', 'archive')).toBe('file-already-there');
    expect(moveRefusal(sample(), 'n1', 'docs')).toBeNull();
  });

  it('refuses a folder whose name a new sibling has already, ignoring case and edges', () => {
    const tree = linked([
      folder('a', [folder('a-plan', [], { name: 'Plan' })]),
      folder('b', [file('b-plan', 'memo', { name: ' plan ' })]),
      folder('c', [], { name: 'Plan' }),
    ]);
    expect(moveRefusal(tree, 'a-plan', 'b')).toBe('name-taken');
    expect(moveRefusal(tree, 'a-plan', null)).toBe('name-taken');
    expect(moveRefusal(tree, 'c', 'a')).toBe('name-taken');
    expect(moveRefusal(tree, 'b', 'a')).toBeNull();
  });

  it('lets files share names with their new siblings, as they may when created', () => {
    const tree = linked([
      folder('a', [file('x', 'one', { name: 'Brief' })]),
      file('y', 'two', { name: 'Brief' }),
    ]);
    expect(moveRefusal(tree, 'y', 'a')).toBeNull();
  });
});

describe('destinationBeside', () => {
  it('names the place before or after the target among its siblings', () => {
    expect(destinationBeside(sample(), 'r1', 'archive', 'before')).toEqual({ parentId: 'docs', position: 2 });
    expect(destinationBeside(sample(), 'r1', 'archive', 'after')).toEqual({ parentId: 'docs', position: 3 });
    expect(destinationBeside(sample(), 'r1', 'docs', 'before')).toEqual({ parentId: null, position: 1 });
  });

  it('counts the places without the moving entry, so a move down the same list lands where it was dropped', () => {
    const tree = sample();
    const below = destinationBeside(tree, 'docs', 'r1', 'after');
    expect(below).toEqual({ parentId: null, position: 3 });
    expect(outline(moveEntry(tree, 'docs', below ?? { parentId: null, position: 1 })).slice(0, 3)).toEqual([
      'empty',
      'r1',
      { docs: ['d1', { archive: ['a1', 'a2'] }] },
    ]);
    expect(destinationBeside(tree, 'r1', 'empty', 'before')).toEqual({ parentId: null, position: 2 });
  });

  it('is null for a target that is not in the tree', () => {
    expect(destinationBeside(sample(), 'r1', 'gone', 'after')).toBeNull();
  });
});

describe('destinationAtEnd', () => {
  it('is the last place in the folder, or at the top level', () => {
    expect(destinationAtEnd(sample(), 'r1', 'archive')).toEqual({ parentId: 'archive', position: 3 });
    expect(destinationAtEnd(sample(), 'r1', 'empty')).toEqual({ parentId: 'empty', position: 1 });
    expect(destinationAtEnd(sample(), 'a1', 'archive')).toEqual({ parentId: 'archive', position: 2 });
    expect(destinationAtEnd(sample(), 'a1', null)).toEqual({ parentId: null, position: 5 });
    expect(destinationAtEnd(sample(), 'r1', null)).toEqual({ parentId: null, position: 4 });
  });
});

describe('destinationIntoPrevious and destinationOutOfParent', () => {
  it('goes into the sibling above, as its last child', () => {
    expect(destinationIntoPrevious(sample(), 'r1')).toEqual({ parentId: 'empty', position: 1 });
    expect(destinationIntoPrevious(sample(), 'archive')).toEqual({ parentId: 'd1', position: 1 });
    expect(destinationIntoPrevious(sample(), 'docs')).toBeNull();
    expect(destinationIntoPrevious(sample(), 'gone')).toBeNull();
  });

  it('goes out of its folder to just after it', () => {
    expect(destinationOutOfParent(sample(), 'a1')).toEqual({ parentId: 'docs', position: 3 });
    expect(destinationOutOfParent(sample(), 'd1')).toEqual({ parentId: null, position: 2 });
    expect(destinationOutOfParent(sample(), 'r1')).toBeNull();
  });

  it('are moves the rules then check like any other', () => {
    const tree = sample();
    const into = destinationIntoPrevious(tree, 'archive');
    expect(into && moveRefusal(tree, 'archive', into.parentId)).toBe('into-file');
  });
});

describe('destinationOneStep', () => {
  it('moves one place up or down among the siblings, as moveUp and moveDown do, and nowhere at the ends', () => {
    const up = destinationOneStep(sample(), 'a2', -1);
    expect(up).toEqual({ parentId: 'archive', position: 1 });
    expect(moveEntry(sample(), 'a2', up as MoveDestination)).toEqual(moveUp(sample(), 'a2'));
    const down = destinationOneStep(sample(), 'empty', 1);
    expect(down).toEqual({ parentId: null, position: 3 });
    expect(moveEntry(sample(), 'empty', down as MoveDestination)).toEqual(moveDown(sample(), 'empty'));
    expect(destinationOneStep(sample(), 'docs', -1)).toBeNull();
    expect(destinationOneStep(sample(), 'n1', 1)).toBeNull();
    expect(destinationOneStep(sample(), 'missing', 1)).toBeNull();
  });
});
