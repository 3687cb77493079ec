import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { element } from '../../domain/schema/element-fixtures';
import { migrate } from '../db/migrate';
import { insertSchema } from '../repositories/schema-repository';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { importCsvFile } from './import-csv-file';

describe('importCsvFile', () => {
  let store: TestDatabase;
  let dir: string;
  const file = (name: string, bytes: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  const options = {
    client: 'acme',
    userId: '',
    schemaId: 's',
    folderId: null,
    matchBy: 'id',
    delimiter: ';',
    dryRun: false,
  };
  const labels = async () =>
    (await store.db.query<{ label: string }>(`select label from files order by label`)).map(
      (row) => row.label,
    );

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'alloy-csv-'));
    store = await openTestDatabase();
    await migrate(store.db);
    await store.db.query(`insert into clients (id, name) values ('acme', 'Acme')`);
    const elements = [element('price', 'Input', { label: 'Preis', props: { rules: { type: 'number' } } })];
    await store.db.transaction((tx) =>
      insertSchema(tx, 'acme', { id: 's', label: 'S', metadata: {}, elements }, ''),
    );
  });
  afterEach(async () => {
    await store.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports the rows of a file with a BOM, its header matched to the elements', async () => {
    const path = file('ok.csv', '\uFEFFBezeichnung;Preis\nSofa;2.499,95\n\nTisch;"1,5"\n');
    expect(await importCsvFile(store.db, path, options)).toEqual({ problems: [], created: 2, updated: 0 });
    expect(await labels()).toEqual(['Sofa', 'Tisch']);
  });

  it('writes nothing when a row has a problem, naming its line', async () => {
    const path = file('bad.csv', 'Bezeichnung;Preis\nSofa;2.499,95\nTisch;zehn\n');
    const report = await importCsvFile(store.db, path, options);
    expect(report.problems.map((problem) => [problem.row, problem.code])).toEqual([[3, 'number']]);
    expect(await labels()).toEqual([]);
  });

  it('refuses a file that is not UTF-8 or not CSV, in German words naming the row', async () => {
    const latin = await importCsvFile(
      store.db,
      file('latin.csv', Buffer.from([0x42, 0x3b, 0xe4, 0x0a])),
      options,
    );
    expect(latin.problems[0]?.message).toMatch(/nicht in UTF-8/);
    const refusal = async (name: string, text: string) => {
      const report = await importCsvFile(store.db, file(name, text), options);
      expect(report.problems).toHaveLength(1);
      return [report.problems[0]?.row, report.problems[0]?.message];
    };
    expect(await refusal('open.csv', 'Bezeichnung;Preis\nSofa;1\n\n"Tisch;2\nStuhl;3\n')).toEqual([
      4,
      'Die Datei ist keine gültige CSV-Datei: In Zeile 4 ist ein Anführungszeichen nicht geschlossen oder steht an falscher Stelle.',
    ]);
    expect(await refusal('stray.csv', 'Bezeichnung;Preis\nSo"fa;1\n')).toEqual([
      2,
      'Die Datei ist keine gültige CSV-Datei: In Zeile 2 ist ein Anführungszeichen nicht geschlossen oder steht an falscher Stelle.',
    ]);
    expect(
      await refusal('long.csv', `Bezeichnung;Preis\nSofa;1\nTisch;${'9'.repeat(1024 * 1024)}\n`),
    ).toEqual([3, 'Zeile 3 ist länger als 1 MB. So lange Zeilen kann Alloy nicht importieren.']);
    expect(await refusal('wide.csv', 'Bezeichnung;Preis\nSofa;1;2,5\n')).toEqual([
      2,
      'Zeile 2 hat 3 Zellen, die Kopfzeile nur 2. Bitte prüfen Sie Trennzeichen und Anführungszeichen.',
    ]);
    expect(await labels()).toEqual([]);
  });

  it('refuses a folder the data tree does not have, in German, before reading the rows', async () => {
    const path = file('ok.csv', 'Bezeichnung;Preis\nSofa;1\n');
    const report = await importCsvFile(store.db, path, { ...options, folderId: 'fehlt' });
    expect(report.problems.map((problem) => [problem.row, problem.message])).toEqual([
      [1, 'Den Ordner „fehlt“ gibt es im Datenbaum nicht.'],
    ]);
    expect(await labels()).toEqual([]);
  });

  it('finds a unique value or a file given again in a later transaction before writing any', async () => {
    const elements = [
      element('nr', 'Input', { label: 'Nummer', props: { rules: { unique: true } } }),
      element('note', 'Input', { label: 'Notiz', position: 1 }),
    ];
    await store.db.transaction((tx) =>
      insertSchema(tx, 'acme', { id: 'u', label: 'U', metadata: {}, elements }, ''),
    );
    const rows = Array.from({ length: 1_100 }, (_, index) => `Akte ${index};N${index};`);
    rows[1_049] = 'Doppelt;N7;';
    rows[1_050] = `Lang;N2000;${'x'.repeat(100_001)}`;
    const path = file('many.csv', `Bezeichnung;Nummer;Notiz\n${rows.join('\n')}\n`);
    const report = await importCsvFile(store.db, path, { ...options, schemaId: 'u' });
    expect(report.problems.map((problem) => [problem.row, problem.code, problem.message])).toEqual([
      [1_051, 'unique', '„Nummer“ hat denselben Wert wie in Zeile 9.'],
      [1_052, 'cellTooLong', '„Notiz“: Die Zelle ist länger als 100.000 Zeichen.'],
    ]);
    expect(await labels()).toEqual([]);
  });

  it('counts rows as a spreadsheet does: empty ones and a multi-line cell are one row each', async () => {
    const path = file('rows.csv', '\n;\nBezeichnung;Preis\n"Sofa\nrot";1\n\nTisch;zehn;\n');
    const report = await importCsvFile(store.db, path, options);
    expect(report.problems.map((problem) => [problem.row, problem.code])).toEqual([[6, 'number']]);
  });
});
