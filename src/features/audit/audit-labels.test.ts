import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/messages/language';
import { AUDITED_OPERATIONS, actionLabel, kindLabel, operationChoices, operationLabel } from './audit-labels';

/** The writes of the session itself leave no trace in the trail. */
const SESSION_MUTATIONS = ['login', 'renewToken', 'logoutEverywhere'];
/** Writes outside GraphQL: a JSON bundle's import (`POST /import/bundle`). */
const HTTP_WRITES = ['importBundle'];

afterEach(() => setLanguage('de'));

describe('the audit labels', () => {
  it('name every write of the contract and of the import route', () => {
    const schema = buildSchema(readFileSync('graphql/schema.graphql', 'utf8'));
    const mutation = schema.getMutationType();
    if (!isObjectType(mutation)) throw new Error('The contract has no mutations');
    const writes = Object.keys(mutation.getFields()).filter((name) => !SESSION_MUTATIONS.includes(name));

    expect([...AUDITED_OPERATIONS].sort()).toEqual([...writes, ...HTTP_WRITES].sort());
  });

  it('say in German what happened, and give an unknown operation as it is named', () => {
    expect(operationLabel('saveFile')).toBe('Datei angelegt');
    expect(operationLabel('updateFile')).toBe('Datei geändert');
    expect(operationLabel('restoreRevision')).toBe('Version wiederhergestellt');
    expect(operationLabel('moveDirectoryEntry')).toBe('Eintrag verschoben');
    expect(operationLabel('unknown')).toBe('unknown');
    expect(kindLabel('DIRECTORY')).toBe('Ordnerbaum');
    expect(kindLabel('RECYCLE_BIN')).toBe('Papierkorb');
    expect(actionLabel('DELETE')).toBe('Gelöscht');
  });

  it('offer the operations in the order of their names, one each', () => {
    const labels = operationChoices().map((choice) => choice.label);

    expect(labels).toHaveLength(AUDITED_OPERATIONS.length);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.slice(0, 3)).toEqual([
      'Ablageorte einer Datei geändert',
      'Aus dem Papierkorb wiederhergestellt',
      'Bild gelöscht',
    ]);
  });

  it('speak English when chosen', async () => {
    await setLanguage('en');
    expect(operationLabel('updateFile')).toBe('File changed');
    expect(kindLabel('FILE')).toBe('File');
    expect(actionLabel('CREATE')).toBe('Created');
  });
});
