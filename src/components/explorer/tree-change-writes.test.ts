import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveRefusedError } from '../../../domain/directory/move-entry';
import { chain, file, folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import { removeWhere } from '../../../domain/directory/tree-update';
import { getPlacementsInUse, toasterFor } from '../../lib/toasters';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { treeChangeWrite } from './tree-change-writes';

let updateDirectory: ApiStub['UpdateDirectory'];
beforeEach(() => {
  updateDirectory = stubApi().UpdateDirectory;
});
afterEach(() => {
  for (const placement of getPlacementsInUse()) toasterFor(placement).remove();
  vi.unstubAllGlobals();
});

/** Berichte (Quartal 1), Briefe, Notizen. */
const directory = () =>
  linked([
    folder('reports', [file('q1')], { name: 'Berichte' }),
    folder('letters', [], { name: 'Briefe' }),
    file('notes', 'file-notes', { name: 'Notizen' }),
  ]);
const trees = (items = directory()) => ({ directory: items, bin: [] });

describe('a move from the tree', () => {
  const move = treeChangeWrite('DATA', directory(), {
    kind: 'move',
    id: 'notes',
    parentId: 'letters',
    position: 1,
  });

  it('is one whole-tree save of the tree with the entry in its new place', async () => {
    updateDirectory.mockResolvedValue({ updateDirectory: { success: true, version: 8 } });
    expect(outline(move.apply(trees()).directory)).toEqual([{ reports: ['q1'] }, { letters: ['notes'] }]);
    expect(move.changes).toEqual(['‚Notizen‘ verschoben']);

    await move.send({ trees: trees(), versions: { directory: 7, bin: 3 } });
    expect(updateDirectory).toHaveBeenCalledTimes(1);
    expect(updateDirectory.mock.calls[0]?.[0]).toMatchObject({ tree: 'DATA', version: 7 });
  });

  it('no longer fits when the folder it went to or the entry itself is gone', () => {
    expect(move.fits?.(trees())).toBe(true);
    expect(move.fits?.(trees(removeWhere(directory(), (entry) => entry.id === 'letters')))).toBe(false);
    expect(move.fits?.(trees(removeWhere(directory(), (entry) => entry.id === 'notes')))).toBe(false);
  });

  it('is refused again on a tree where the rules refuse it, with the tree kind’s deepest level', () => {
    const deep = linked([...chain(6), file('notes', 'file-notes', { name: 'Notizen' })]);
    const tooDeep = treeChangeWrite('DATA', deep, {
      kind: 'move',
      id: 'notes',
      parentId: 'level-6',
      position: 1,
    });
    expect(() => tooDeep.apply(trees(deep))).toThrow(MoveRefusedError);
    const schemas = linked([...chain(3), file('s', 'schema-s')]);
    const tooDeepForSchemas = treeChangeWrite('SCHEMA', schemas, {
      kind: 'move',
      id: 's',
      parentId: 'level-3',
      position: 1,
    });
    expect(() => tooDeepForSchemas.apply(trees(schemas))).toThrow(MoveRefusedError);
  });
});
