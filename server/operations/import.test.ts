import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, schemaElement as element } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

const VALUE = 'props.model.model-value';

interface Result {
  created: number;
  updated: number;
  problems: { row: number; target: string | null; code: string; message: string }[];
}

let schemaId = '';
beforeAll(async () => {
  schemaId = (
    await api.saveSchema('Import', {
      elements: [
        element('nr', 'Input', 'Nummer', 0, { rules: { unique: true } }),
        element('price', 'Input', 'Preis', 1, { rules: { type: 'number', max: 10_000 } }),
        element('day', 'Input', 'Datum', 2, { rules: { type: 'date' } }),
        element('colour', 'Select', 'Farben', 3, {
          options: {
            options: [
              { id: 'r', label: 'Rot' },
              { id: 'g', label: 'Grün' },
            ],
          },
          rules: { multiple: true },
        }),
        element('note', 'Input', 'Notiz', 4, { rules: { maxLength: 10 } }),
      ],
    })
  ).id;
});

const COLUMNS = ['label', 'nr', 'price', 'day', 'colour', 'note'].map((target, index) => ({ index, target }));
const importRows = (rows: string[][], extra: Record<string, unknown> = {}) =>
  api.ok<Result>('ImportFiles', { schemaId, rows, columns: COLUMNS, ...extra });
const filesOfSchema = async () =>
  (
    await api.ok<{ rows: { label: string; cells: { elementId: string; text: string }[] }[] }>(
      'FilesOfSchema',
      {
        schemaId,
        first: 100,
      },
    )
  ).rows;

describe('importFiles', () => {
  it('checks a batch without writing (dry run), then creates the files in a folder', async () => {
    const rows = [
      ['Sofa', 'A-1', '2.499,95', '27.11.2026', 'Rot, Grün', 'bequem'],
      ['Tisch', 'A-2', '120', '2026-01-05', 'grün', ''],
    ];
    expect(await importRows(rows, { dryRun: true })).toEqual({ created: 2, updated: 0, problems: [] });
    expect(await filesOfSchema()).toEqual([]);
    const { directoryId: folderId } = await api.ok<{ directoryId: string }>('CreateDirectoryFolder', {
      name: 'Import',
    });
    expect(await importRows(rows, { folderId })).toEqual({ created: 2, updated: 0, problems: [] });
    const tree = await api.tree('DATA');
    const sofa = tree.flat.find((row) => row.item.name === 'Sofa')?.item;
    expect(sofa?.parentId).toBe(folderId);
    const stored = await api.file(sofa?.fileId as string);
    expect(stored.data).toEqual([
      { elementId: 'nr', [VALUE]: 'A-1' },
      { elementId: 'price', [VALUE]: 2499.95 },
      { elementId: 'day', [VALUE]: '2026-11-27' },
      { elementId: 'colour', [VALUE]: ['r', 'g'] },
      { elementId: 'note', [VALUE]: 'bequem' },
    ]);
  });

  it('reports every problem of every row, and then writes nothing', async () => {
    const before = (await filesOfSchema()).length;
    const result = await importRows(
      [
        ['Gut', 'B-1', '1', '', '', ''],
        ['Zahl', 'B-2', 'zehn', '31.02.2026', 'Blau', 'viel zu lange Notiz'],
        ['Doppelt', 'A-1', '20.000', '', '', ''],
        ['Zweimal', 'B-3', '', '', '', ''],
        ['Zweimal', 'B-3', '', '', '', ''],
      ],
      { firstRow: 2 },
    );
    expect(result.problems.map((problem) => [problem.row, problem.target, problem.code])).toEqual([
      [3, 'price', 'number'],
      [3, 'day', 'date'],
      [3, 'colour', 'option'],
      [3, 'note', 'rule:maxLength'],
      [4, 'price', 'rule:max'],
      [4, 'nr', 'unique'],
      [6, 'nr', 'unique'],
    ]);
    expect(result.problems[0]?.message).toBe('„Preis“ ist keine Zahl (z. B. 2.499,95).');
    expect(result.problems[3]?.message).toBe('„Notiz“ darf höchstens 10 Zeichen haben.');
    expect((await filesOfSchema()).length).toBe(before);
    const twice = await importRows(
      [
        ['X', 'C-1', '', '', '', ''],
        ['Y', 'C-1', '', '', '', ''],
      ],
      { matchBy: 'nr' },
    );
    expect(twice.problems.map((problem) => [problem.row, problem.code])).toEqual([[2, 'duplicateInImport']]);
    expect(twice.problems[0]?.message).toBe('Die Zeile nennt dieselbe Datei wie Zeile 1.');
  });

  it('updates the files a unique element or the id names, and imports the same batch again harmlessly', async () => {
    const update = [['Sofa neu', 'A-1', '1.999', '', '', '']];
    expect(await importRows(update, { matchBy: 'nr' })).toEqual({ created: 0, updated: 1, problems: [] });
    expect(await importRows(update, { matchBy: 'nr' })).toEqual({ created: 0, updated: 0, problems: [] });
    const labels = (await filesOfSchema()).map((row) => row.label);
    expect(labels).toContain('Sofa neu');
    const clash = await importRows([['Neu', 'A-2', '', '', '', '']], { matchBy: 'id' });
    expect(clash.problems.map((problem) => problem.code)).toEqual(['unique']);
  });

  it('lets go of a unique value an import changes and holds the new one', async () => {
    const rows = (
      await api.ok<{ rows: { id: string; label: string }[] }>('FilesOfSchema', { schemaId, first: 100 })
    ).rows;
    const sofa = rows.find((row) => row.label === 'Sofa neu') as { id: string };
    const byId = [
      { index: 0, target: 'id' },
      { index: 1, target: 'nr' },
    ];
    const byLabel = [
      { index: 0, target: 'label' },
      { index: 1, target: 'nr' },
    ];
    const send = (cells: string[][], columns: typeof byId, extra: Record<string, unknown> = {}) =>
      api.ok<Result>('ImportFiles', { schemaId, rows: cells, columns, ...extra });
    expect(await send([[sofa.id, 'A-9']], byId, { matchBy: 'id' })).toEqual({
      created: 0,
      updated: 1,
      problems: [],
    });
    expect(await send([['Sessel', 'A-1']], byLabel)).toEqual({ created: 1, updated: 0, problems: [] });
    expect((await send([['Hocker', 'A-9']], byLabel)).problems.map((problem) => problem.code)).toEqual([
      'unique',
    ]);
  });

  it('names ids that no file can have, and writes nothing', async () => {
    const rows = [
      ['Regal', 'R-1', '', '', '', ''],
      ['Schrank', 'R-2', '', '', '', ''],
    ];
    const columns = [{ index: 6, target: 'id' }, ...COLUMNS];
    const withIds = rows.map((row, index) => [...row, ['a b', '../akte'][index] as string]);
    const result = await api.ok<Result>('ImportFiles', { schemaId, rows: withIds, columns, firstRow: 2 });
    expect(result.problems).toEqual(
      [2, 3].map((row) => ({
        row,
        target: 'id',
        code: 'id',
        message: 'ID besteht aus 1 bis 64 Buchstaben, Ziffern, „_“ oder „-“.',
      })),
    );
    expect((await filesOfSchema()).map((row) => row.label)).not.toContain('Regal');
  });

  it('refuses arguments it cannot work with', async () => {
    await api.failsWith('BAD_USER_INPUT', 'ImportFiles', {
      schemaId,
      rows: [],
      columns: [{ index: 0, target: 'nix' }],
    });
    await api.failsWith('BAD_USER_INPUT', 'ImportFiles', {
      schemaId,
      rows: [],
      columns: COLUMNS,
      matchBy: 'price',
    });
    await api.failsWith('BAD_USER_INPUT', 'ImportFiles', {
      schemaId,
      rows: [['Regal', 'R-9']],
      columns: [
        { index: 0, target: 'label' },
        { index: 0, target: 'nr' },
      ],
      dryRun: true,
    });
    await api.failsWith('BAD_USER_INPUT', 'ImportFiles', {
      schemaId,
      rows: [['Regal']],
      columns: [{ index: 0, target: 'label' }],
      matchBy: 'nr',
      dryRun: true,
    });
    await api.failsWith('BAD_USER_INPUT', 'ImportFiles', {
      schemaId,
      rows: Array.from({ length: 1_001 }, () => ['x']),
      columns: [{ index: 0, target: 'label' }],
    });
    await api.failsWith('NOT_FOUND', 'ImportFiles', { schemaId: 'fehlt', rows: [], columns: [] });
    await api.failsWith('NOT_FOUND', 'ImportFiles', { schemaId, rows: [], columns: [] }, api.otherAdmin);
  });

  it('refuses a folder that takes no files in a dry run as the import does, and writes nothing', async () => {
    const rows = [['Regal', 'R-1', '', '', '', '']];
    for (const dryRun of [true, false]) {
      await api.failsWith('NOT_FOUND', 'ImportFiles', {
        schemaId,
        rows,
        columns: COLUMNS,
        folderId: 'fehlt',
        dryRun,
      });
    }
    const { directoryId: otherFolder } = await api.ok<{ directoryId: string }>(
      'CreateDirectoryFolder',
      { name: 'Fremd' },
      api.otherAdmin,
    );
    await api.failsWith('NOT_FOUND', 'ImportFiles', {
      schemaId,
      rows,
      columns: COLUMNS,
      folderId: otherFolder,
      dryRun: true,
    });
    expect((await filesOfSchema()).map((row) => row.label)).not.toContain('Regal');
  });
});
