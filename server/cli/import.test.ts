import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../test/built';
import { newPassStore, type PassStore } from '../test/pass-store';

const run = promisify(execFile);

// On the database of the pass, with the output going to a pipe as in a script or a CI log.
describe('npm run import', () => {
  let passStore: PassStore;
  let dir: string;

  const importing = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [builtEntry('import'), ...args], {
        env: { ...process.env, ...passStore.env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  beforeAll(async () => {
    passStore = await newPassStore('alloy-cli-import-');
    dir = mkdtempSync(join(tmpdir(), 'alloy-cli-files-'));
  });
  afterAll(async () => {
    await passStore.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names a file that is missing or no JSON in German, and writes nothing', {
    timeout: 120_000,
  }, async () => {
    const broken = file('kaputt.json', '{"format": "alloy-bundle", }');
    expect(await importing(broken)).toMatchObject({
      code: 1,
      stderr: `Fehler: ${broken} ist kein gültiges JSON (Fehler bei Zeichen 27).\n`,
    });
    const missing = join(dir, 'fehlt.json');
    expect(await importing(missing)).toMatchObject({
      code: 1,
      stderr: `Fehler: Die Datei ${missing} gibt es nicht.\n`,
    });
  });

  it('imports a CSV file without a progress line when its output is no terminal', {
    timeout: 120_000,
  }, async () => {
    const schemas = {
      format: 'alloy-bundle',
      version: 1,
      scope: 'schemas',
      schemas: [
        {
          id: 'akten',
          label: 'Akten',
          elements: [
            { elementId: 'nr', componentId: 'Input', label: 'Nummer', parentId: '0', position: 0, props: {} },
          ],
        },
      ],
    };
    expect((await importing(file('schemas.json', JSON.stringify(schemas)), '--client', 'qa')).code).toBe(0);
    const csv = file('akten.csv', 'Bezeichnung;Nummer\nErste;A-1\nZweite;A-2\n');
    expect(await importing(csv, '--schema', 'akten', '--client', 'qa')).toMatchObject({
      code: 0,
      stdout: '\n2 Dateien wurden angelegt, 0 aktualisiert.\n',
      stderr: '',
    });
  });
});
