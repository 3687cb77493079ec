import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import { Api, folder } from '../operations/fixture';
import { builtEntry } from '../test/built';
import { startTestServer, TEST_CONFIG } from '../test/harness';
import { newPassStore, type PassStore } from '../test/pass-store';

const run = promisify(execFile);

/** Everything a schema write could change: the schemas and both schema trees. */
async function schemaState(api: Api) {
  return {
    schemas: await api.ok('Schemas'),
    directory: await api.tree('SCHEMA'),
    bin: await api.tree('SCHEMA', true),
  };
}

describe('an editor', () => {
  let api: Api;
  let schemaId: string;
  let schemaEntryId: string;

  beforeAll(async () => {
    api = await Api.start();
    const saved = await api.saveSchema('Person');
    schemaId = saved.id;
    schemaEntryId = saved.directoryId;
    const { nested } = await api.tree('SCHEMA');
    await api.ok('UpdateDirectory', {
      tree: 'SCHEMA',
      directory: [...nested.map((row) => row.item), folder('old', 'Alt', [folder('older', 'Älter')])],
    });
    await api.ok('MoveToRecycleBin', { tree: 'SCHEMA', directoryId: 'old' });
  });
  afterAll(() => api.stop());

  it('holds a token without the schema and user permissions', () => {
    const { permissionIds } = decodeJwt(api.editor);

    expect(permissionIds).toEqual(ROLE_PERMISSIONS.editor);
    expect(permissionIds).not.toContain(PERMISSION.schemas);
    expect(permissionIds).not.toContain(PERMISSION.users);
  });

  it('is refused every schema write with FORBIDDEN, and nothing changes', async () => {
    const before = await schemaState(api);
    const attempts: [string, Record<string, unknown>][] = [
      ['SaveSchema', { schema: { label: 'Neu' } }],
      ['UpdateSchema', { schema: { id: schemaId, label: 'Umbenannt', elements: [] } }],
      ['UpdateDirectory', { tree: 'SCHEMA', directory: [] }],
      ['UpdateRecycleBin', { tree: 'SCHEMA', recycleBin: [] }],
      ['MoveToRecycleBin', { tree: 'SCHEMA', directoryId: schemaEntryId }],
      ['RestoreFromRecycleBin', { tree: 'SCHEMA', directoryId: 'old' }],
      ['RemoveItemFromDirectory', { directoryId: schemaEntryId }],
      ['RemoveItemFromDirectory', { directoryId: 'older' }],
    ];

    for (const [operation, variables] of attempts) {
      await api.failsWith('FORBIDDEN', operation, variables, api.editor);
    }
    expect(await schemaState(api)).toEqual(before);
  });

  it('reads schemas and writes folders and files', async () => {
    const { nested } = await api.tree('SCHEMA', false, api.editor);
    const file = await api.saveFile(schemaId, 'Erika', {}, api.editor);
    const { version } = await api.tree('DATA', false, api.editor);

    expect(nested.length).toBeGreaterThan(0);
    expect(file.success).toBe(true);
    await api.ok('UpdateDirectory', { directory: [folder('f', 'Ordner')], version }, api.editor);
  });

  it('is refused the audit trail with FORBIDDEN, which an admin reads', async () => {
    await api.failsWith('FORBIDDEN', 'AuditTrail', { limit: 5 }, api.editor);

    const trail = await api.ok<{ objectKind: string }[]>('AuditTrail', { limit: 5 });
    expect(trail.length).toBeGreaterThan(0);
  });
});

describe('npm run users -- add … --role editor', () => {
  let passStore: PassStore;
  beforeAll(async () => {
    passStore = await newPassStore('alloy-role-');
  });
  afterAll(() => passStore.dispose());

  it('creates a user who logs in as an editor', { timeout: 120_000 }, async () => {
    await run(
      process.execPath,
      [
        builtEntry('users'),
        'add',
        'erika',
        '--client',
        'acme',
        '--role',
        'editor',
        '--password',
        'erika-password',
      ],
      {
        env: { ...process.env, ...passStore.env, ALLOY_PASSWORD_COST: String(TEST_CONFIG.passwordCost) },
      },
    );

    const server = await startTestServer(passStore.store);
    try {
      const token = await server.login('erika', 'erika-password');
      const saved = await server.gql(
        'mutation { saveSchema(schema: { label: "Neu" }) { success } }',
        {},
        token,
      );

      expect(decodeJwt(token).permissionIds).toEqual(ROLE_PERMISSIONS.editor);
      expect(saved.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await server.stop();
    }
  });
});
