import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test/harness';
import { usesPostgres } from './test/pass-store';

const SAVE_SCHEMA = 'mutation Save($schema: JSON!) { saveSchema(schema: $schema) { success } }';
const SCHEMAS = '{ schema { label } }';

// The PGlite pass: a PostgreSQL database outlives its servers by nature.
describe.skipIf(usesPostgres)('a PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alloy-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps users, data and the signing secret across a restart', { timeout: 120_000 }, async () => {
    const first = await startTestServer({ dataDir });
    await first.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    const token = await first.login('erika', 'correct horse');
    const saved = await first.gql(SAVE_SCHEMA, { schema: { label: 'Person' } }, token);
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      const read = await second.gql(SCHEMAS, {}, token);
      const newToken = await second.login('erika', 'correct horse');

      expect(saved.body).toEqual({ data: { saveSchema: { success: true } } });
      expect(read.body).toEqual({ data: { schema: [{ label: 'Person' }] } });
      expect(newToken).toEqual(expect.any(String));
    } finally {
      await second.stop();
    }
  });
});
