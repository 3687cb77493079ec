import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { file, folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import type { DirectoryItem } from '../../../domain/directory/types';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { shownToastTexts } from '../../test/shown-toasts';
import { moveToBinWrite, removeWrite, restoreWrite } from './directory-writes';
import { editParentsWrite, newFolderWrite, treeChangeWrite } from './tree-change-writes';
import type { TreeState } from './tree-write';

/** The writes' requests: no test reaches the server, and one that sends what it did not expect fails. */
let api: ApiStub;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = stubApi();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const reports = () => linked([folder('reports', [file('q1')], { name: 'Berichte' }), file('notes')]);

function stateOf(directory: DirectoryItem[], bin: DirectoryItem[] = []): TreeState {
  return { trees: { directory, bin }, versions: { directory: 7, bin: 3 } };
}

/** A CONFLICT answer with the extensions the server adds. */
const conflict = (extensions: Record<string, unknown>) => answeredWith('CONFLICT', 'refused', extensions);

describe('single-entry writes', () => {
  it('renames a folder alone, on the version it was based on, and keeps the new version', async () => {
    api.RenameDirectoryEntry.mockResolvedValue({ renameDirectoryEntry: { success: true, version: 8 } });
    const write = treeChangeWrite('DATA', reports(), { kind: 'rename', id: 'reports', name: ' Archiv ' });

    const after = await write.send(stateOf(reports()));

    expect(api.RenameDirectoryEntry).toHaveBeenCalledWith({
      directoryId: 'reports',
      name: 'Archiv',
      tree: 'DATA',
      version: 7,
    });
    expect(after?.versions).toEqual({ directory: 8, bin: 3 });
    expect(after?.trees.directory[0]?.name).toBe('Archiv');
    expect(write.written).toBe('directory');
  });

  it('shows or hides an entry, sending the visibility it gets', async () => {
    api.SetDirectoryEntryVisibility.mockResolvedValue({
      setDirectoryEntryVisibility: { success: true, version: 8 },
    });
    const write = treeChangeWrite('DATA', reports(), { kind: 'toggle-visibility', id: 'reports' });
    expect(write.apply(stateOf(reports()).trees).directory[0]?.isVisible).toBe(false);
    await write.send(stateOf(reports()));
    expect(api.SetDirectoryEntryVisibility).toHaveBeenCalledWith({
      directoryId: 'reports',
      isVisible: false,
      tree: 'DATA',
      version: 7,
    });
  });

  it('creates a folder with the id it is shown with', async () => {
    api.CreateDirectoryFolder.mockResolvedValue({
      createDirectoryFolder: { success: true, directoryId: 'x', version: 8 },
    });
    const write = newFolderWrite('SCHEMA', reports(), 'reports', ' Neu ');
    const shown = write.apply(stateOf(reports()).trees).directory[0]?.children.at(-1);
    expect(shown).toMatchObject({ name: 'Neu', parentId: 'reports' });
    await write.send(stateOf(reports()));
    expect(api.CreateDirectoryFolder).toHaveBeenCalledWith({
      id: shown?.id,
      name: 'Neu',
      parentId: 'reports',
      tree: 'SCHEMA',
      version: 7,
    });
  });

  it('files a file in the chosen folders and reloads, since the server names the new places', async () => {
    api.SetFileParents.mockResolvedValue({ setFileParents: { success: true, version: 8 } });
    const notes = reports()[1];
    if (!notes) throw new Error('fixture');
    const write = editParentsWrite('DATA', notes, ['reports', null]);
    const shown = write.apply(stateOf(reports()).trees).directory;
    expect(shown[0]?.children.map((item) => item.fileId)).toEqual(['file-q1', 'file-notes']);
    expect(shown[1]?.id).toBe('notes');
    await expect(write.send(stateOf(reports()))).resolves.toBeNull();
    expect(api.SetFileParents).toHaveBeenCalledWith({
      directoryId: 'notes',
      parentIds: ['reports', null],
      tree: 'DATA',
      version: 7,
    });
  });

  it('sends nothing when the change no longer changes anything', async () => {
    const write = treeChangeWrite('DATA', reports(), { kind: 'move-up', id: 'reports' });
    const before = stateOf(reports());
    await expect(write.send(before)).resolves.toBe(before);
    expect(api.MoveDirectoryEntry).not.toHaveBeenCalled();
  });

  it('names the change when someone else changed the tree first', async () => {
    api.RenameDirectoryEntry.mockRejectedValue(answeredWith('CONFLICT'));
    const rename = treeChangeWrite('DATA', reports(), { kind: 'rename', id: 'reports', name: 'Archiv' });

    const error = await rename.send(stateOf(reports())).catch((refused: unknown) => refused);
    rename.fail(error, ['‚q1‘ verschoben']);

    expect(shownToastTexts()).toEqual([
      'Ihre Änderungen „Ordner ‚Berichte‘ in ‚Archiv‘ umbenannt“, „‚q1‘ verschoben“ wurden nicht übernommen, weil jemand anderes den Verzeichnisbaum geändert hat. Der aktuelle Stand wurde geladen.',
    ]);
  });

  it('shows the failure text when the server answers success: false', async () => {
    api.SetDirectoryEntryVisibility.mockResolvedValue({
      setDirectoryEntryVisibility: { success: false, version: null },
    });
    const write = treeChangeWrite('SCHEMA', reports(), { kind: 'toggle-visibility', id: 'notes' });
    const error = await write.send(stateOf(reports())).catch((refused: unknown) => refused);
    write.fail(error, []);
    expect(shownToastTexts()).toEqual(['Directory konnte nicht aktualisiert werden']);
  });
});

describe('bin writes', () => {
  it('moves an entry to the bin at once and sends it on the directory version', async () => {
    api.MoveToRecycleBin.mockResolvedValue({ moveToRecycleBin: { success: true, version: 8 } });
    const [reportsFolder] = reports();
    if (!reportsFolder) throw new Error('fixture');
    const onDone = vi.fn();
    const write = moveToBinWrite('DATA', reportsFolder, onDone);

    const shown = write.apply(stateOf(reports()).trees);
    expect(outline(shown.directory)).toEqual(['notes']);
    expect(outline(shown.bin)).toEqual([{ reports: ['q1'] }]);

    await expect(write.send(stateOf(reports()))).resolves.toBeNull();
    expect(api.MoveToRecycleBin).toHaveBeenCalledWith({ directoryId: 'reports', tree: 'DATA', version: 7 });
    expect(onDone).toHaveBeenCalled();
  });

  it('restores on the bin version and shows the entry back under its old parent meanwhile', async () => {
    api.RestoreFromRecycleBin.mockResolvedValue({
      restoreFromRecycleBin: { success: true, directoryId: 'new', version: 4 },
    });
    const binned = { ...file('q2'), parentId: 'bin', restoreParentId: 'reports' };
    const write = restoreWrite('SCHEMA', binned);

    const shown = write.apply(stateOf(reports(), [binned]).trees);
    expect(shown.bin).toEqual([]);
    expect(shown.directory[0]?.children.map((child) => child.fileId)).toEqual(['file-q1', 'file-q2']);
    expect(write.apply(stateOf(reports(), [binned]).trees)).toEqual(shown);

    await write.send(stateOf(reports(), [binned]));
    expect(api.RestoreFromRecycleBin).toHaveBeenCalledWith({ directoryId: 'q2', tree: 'SCHEMA', version: 3 });
    expect(write.written).toBe('bin');
  });
});

describe('deleting for good', () => {
  const notes = file('notes', 'file-notes', { name: 'Notizen' });

  it('removes the entry at once and tells the caller once the server removed it', async () => {
    api.RemoveItemFromDirectory.mockResolvedValue({ removeItemFromDirectory: { success: true } });
    const onDone = vi.fn(async () => undefined);
    const write = removeWrite(notes, 'bin', onDone);
    expect(write.apply(stateOf([], [notes]).trees).bin).toEqual([]);
    await write.send(stateOf([], [notes]));
    expect(api.RemoveItemFromDirectory).toHaveBeenCalledWith({ directoryId: 'notes' });
    expect(onDone).toHaveBeenCalled();
    expect(write.written).toBe('bin');
  });

  it('says how many files still use a schema the server refused to delete', () => {
    removeWrite(notes, 'bin', vi.fn()).fail(conflict({ fileCount: 3, schemaId: 's' }), []);
    removeWrite(notes, 'bin', vi.fn()).fail(conflict({ fileCount: 1, schemaId: 's' }), []);
    expect(shownToastTexts()).toEqual([
      'Das Schema wird noch von 3 Dateien verwendet und kann nicht endgültig gelöscht werden.',
      'Das Schema wird noch von einer Datei verwendet und kann nicht endgültig gelöscht werden.',
    ]);
  });

  it('shows the delete failure, with the server-error text when the server answered with an error', () => {
    removeWrite(notes, 'directory', vi.fn()).fail(new Error('network down'), []);
    expect(shownToastTexts()).toEqual(['Datei konnte nicht gelöscht werden']);

    removeWrite(notes, 'directory', vi.fn()).fail(answeredWith('NOT_FOUND'), ['‚X‘ nach oben verschoben']);
    expect(shownToastTexts()).toEqual([
      'Datei konnte nicht gelöscht werden',
      'Ihre Änderung „‚X‘ nach oben verschoben“ wurde nicht übernommen. Der aktuelle Stand wurde geladen.',
      'Server Fehler: Die Datei konnte nicht gelöscht werden',
    ]);
  });
});
