import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveRefusedError } from '../../../domain/directory/move-entry';
import { chain, file, folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import { removeWhere } from '../../../domain/directory/tree-update';
import { getPlacementsInUse, toasterFor } from '../../lib/toasters';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { treeChangeWrite } from './tree-change-writes';

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
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

  it('is one write of that entry alone, on the directory version, and keeps the tree it leaves', async () => {
    api.MoveDirectoryEntry.mockResolvedValue({ moveDirectoryEntry: { success: true, version: 8 } });
    expect(outline(move.apply(trees()).directory)).toEqual([{ reports: ['q1'] }, { letters: ['notes'] }]);
    expect(move.changes).toEqual(['‚Notizen‘ verschoben']);

    const after = await move.send({ trees: trees(), versions: { directory: 7, bin: 3 } });
    expect(api.MoveDirectoryEntry).toHaveBeenCalledWith({
      directoryId: 'notes',
      parentId: 'letters',
      position: 1,
      tree: 'DATA',
      version: 7,
    });
    expect(api.UpdateDirectory).not.toHaveBeenCalled();
    expect(after?.versions).toEqual({ directory: 8, bin: 3 });
    expect(outline(after?.trees.directory ?? [])).toEqual([{ reports: ['q1'] }, { letters: ['notes'] }]);
  });

  it('moves up and down one place among the siblings, and sends nothing at the end of the list', async () => {
    api.MoveDirectoryEntry.mockResolvedValue({ moveDirectoryEntry: { success: true, version: 8 } });
    const up = treeChangeWrite('DATA', directory(), { kind: 'move-up', id: 'letters' });
    expect(outline(up.apply(trees()).directory)).toEqual(['letters', { reports: ['q1'] }, 'notes']);
    await up.send({ trees: trees(), versions: { directory: 7, bin: 3 } });
    expect(api.MoveDirectoryEntry).toHaveBeenLastCalledWith(
      expect.objectContaining({ directoryId: 'letters', parentId: null, position: 1 }),
    );
    const down = treeChangeWrite('DATA', directory(), { kind: 'move-down', id: 'letters' });
    await down.send({ trees: trees(), versions: { directory: 7, bin: 3 } });
    expect(api.MoveDirectoryEntry).toHaveBeenLastCalledWith(
      expect.objectContaining({ directoryId: 'letters', parentId: null, position: 3 }),
    );
    const last = treeChangeWrite('DATA', directory(), { kind: 'move-down', id: 'notes' });
    const state = { trees: trees(), versions: { directory: 7, bin: 3 } };
    await expect(last.send(state)).resolves.toBe(state);
    expect(api.MoveDirectoryEntry).toHaveBeenCalledTimes(2);
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
