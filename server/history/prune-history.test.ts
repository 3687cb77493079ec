import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { migrate } from '../db/migrate';
import { findFile, insertFile, replaceFile } from '../repositories/file-repository';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { pruneHistory } from './prune-history';
import { listRevisions } from './revision-repository';
import { fileRevisionState } from './revision-states';

describe('pruneHistory', () => {
  let store: TestDatabase;
  const elements = [element('price', 'Input', { label: 'Preis' })];

  /** A file written `edits` times after its creation: price 1, 2, … */
  async function editedFile(id: string, edits: number) {
    await store.db.transaction((tx) =>
      insertFile(tx, 'acme', { id, schemaId: 's', label: id, data: [] }, elements, 'u'),
    );
    for (let edit = 1; edit <= edits; edit++) {
      await store.db.transaction(async (tx) => {
        const current = await findFile(tx, 'acme', id, true);
        if (!current) throw new Error('gone');
        await replaceFile(
          tx,
          'acme',
          current,
          { label: id, data: [{ elementId: 'price', [MODEL_VALUE_KEY]: String(edit) }] },
          elements,
          'u',
        );
      });
    }
  }
  const revisionsOf = (id: string) =>
    listRevisions(store.db, 'acme', { kinds: ['FILE'], objectId: id, first: 100, before: null });

  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
    await store.db.query(`insert into clients (id, name) values ('acme', 'Acme')`);
    await store.db.query(
      `insert into schemas (client_id, id, label, elements) values ('acme', 's', 'Artikel', $1::text::jsonb)`,
      [JSON.stringify(elements)],
    );
  });
  afterEach(() => store.dispose());

  it('keeps everything without a limit', async () => {
    await editedFile('f', 5);
    expect(await pruneHistory(store.db, null)).toBe(0);
    expect(await revisionsOf('f')).toHaveLength(6);
  });

  it('keeps the newest n revisions of each object, the oldest of them rebuilt whole', async () => {
    await editedFile('f', 30);
    await editedFile('g', 3);
    expect(await pruneHistory(store.db, { revisions: 5 })).toBe(1);
    const kept = await revisionsOf('f');
    expect(kept.map((revision) => revision.version)).toEqual([31, 30, 29, 28, 27]);
    for (const revision of kept) {
      const state = await fileRevisionState(store.db, 'acme', revision);
      expect(state.data).toEqual([
        { elementId: 'price', [MODEL_VALUE_KEY]: String((revision.version ?? 0) - 1) },
      ]);
    }
    expect(await revisionsOf('g')).toHaveLength(4);
  });

  it('keeps the revisions of the last n days, and always the newest', async () => {
    await editedFile('f', 4);
    await store.db.query(`update revisions set at = now() - interval '10 days'`);
    await editedFile('h', 1);
    await store.db.query(`update revisions set at = now() - interval '10 days' where object_id = 'h'`);
    const [newest] = await revisionsOf('f');
    await store.db.query(`update revisions set at = now() where id = $1::bigint`, [newest?.id]);
    await pruneHistory(store.db, { days: 7 });
    expect((await revisionsOf('f')).map((revision) => revision.version)).toEqual([5]);
    const [only] = await revisionsOf('f');
    expect((await fileRevisionState(store.db, 'acme', only as never)).data[0]?.[MODEL_VALUE_KEY]).toBe('4');
    expect(await revisionsOf('h')).toHaveLength(1);
  });
});
