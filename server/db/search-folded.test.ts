import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrate } from './migrate';

/** The fold as migration 010 wrote it, every text through `translate`. */
const TRANSLATED = `translate(lower(value),
  'ÄÖÜÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝäöüßàáâãåçèéêëìíîïñòóôõøùúûýÿ',
  'aouaaaaaceeeeiiiinooooouuuyaousaaaaaceeeeiiiinooooouuuyy')`;

const TEXTS = [
  'Haus',
  'HAUS am See 12',
  'Häuser',
  'ÄÖÜ äöü ß',
  'Straße',
  'Café Crème',
  'Ørsted Åland',
  'Ελλάδα',
  'naïve façade',
  '',
  '  Leer  ',
  'AZ-4711/b_c%d',
  '😀 Emoji',
];

describe('search_folded', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
  });
  afterAll(() => store.dispose());

  it('folds every text as translating it letter by letter does, ASCII texts included', async () => {
    const rows = await store.db.query<{ value: string; folded: string; translated: string }>(
      `select value, search_folded(value) as folded, ${TRANSLATED} as translated
         from unnest($1::text[]) as t (value)`,
      [TEXTS],
    );

    expect(rows.map((row) => row.folded)).toEqual(rows.map((row) => row.translated));
    expect(rows.find((row) => row.value === 'Häuser')?.folded).toBe('hauser');
    expect(rows.find((row) => row.value === 'HAUS am See 12')?.folded).toBe('haus am see 12');
  });

  it('folds null to null', async () => {
    const [row] = await store.db.query<{ folded: string | null }>('select search_folded(null) as folded');

    expect(row?.folded).toBeNull();
  });
});
