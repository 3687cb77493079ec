import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../test/built';
import { startTestServer, TEST_CONFIG } from '../test/harness';
import { newPassStore, type PassStore, usesPostgres } from '../test/pass-store';

const run = promisify(execFile);

// On the database of the pass: a PGlite data folder, or a PostgreSQL database through DATABASE_URL.
describe('npm run users', () => {
  let passStore: PassStore;

  const users = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [builtEntry('users'), ...args], {
        env: { ...process.env, ...passStore.env, ALLOY_PASSWORD_COST: String(TEST_CONFIG.passwordCost) },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  beforeAll(async () => {
    passStore = await newPassStore('alloy-cli-');
  });
  afterAll(() => passStore.dispose());

  it('adds, lists and re-keys users that can then log in over HTTP', { timeout: 120_000 }, async () => {
    const added = await users(
      'add',
      'erika',
      '--client',
      'acme',
      '--password',
      'first-password',
      '--role',
      'editor',
    );
    const generated = await users('add', 'max', '--client', 'globex');
    const changed = await users('passwd', 'erika', '--password', 'second-password');
    const listed = await users('list');

    expect(added).toMatchObject({ code: 0, stdout: 'Created user erika (client acme, role editor).\n' });
    expect(generated.stdout).toMatch(
      /^Created user max \(client globex, role admin\) with password \S{24}\n$/,
    );
    expect(changed).toMatchObject({ code: 0, stdout: 'Changed the password of erika.\n' });
    expect(listed.stdout.split('\n').map((line) => line.split('\t').slice(0, 3))).toEqual([
      ['erika', 'acme', 'editor'],
      ['max', 'globex', 'admin'],
      [''],
    ]);

    const server = await startTestServer(passStore.store);
    try {
      await expect(server.login('erika', 'first-password')).rejects.toThrow('Invalid username or password.');
      await expect(server.login('erika', 'second-password')).resolves.toEqual(expect.any(String));
      const maxPassword = generated.stdout.trim().split(' ').at(-1) ?? '';
      await expect(server.login('max', maxPassword)).resolves.toEqual(expect.any(String));
    } finally {
      await server.stop();
    }
  });

  it('fails with a clear message and a non-zero exit', { timeout: 120_000 }, async () => {
    const duplicate = await users('add', 'erika', '--password', 'another-password');
    const unknown = await users('passwd', 'nobody', '--password', 'whatever-password');
    const weak = await users('add', 'kurz', '--password', 'short');
    const usage = await users('delete', 'erika');

    expect(duplicate).toMatchObject({ code: 1, stderr: 'Error: User "erika" already exists.\n' });
    expect(unknown).toMatchObject({ code: 1, stderr: 'Error: There is no user "nobody".\n' });
    expect(weak).toMatchObject({ code: 1, stderr: 'Error: Password must be 8 to 256 characters long.\n' });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Unknown command "delete"\.\n\nUsage:/);
  });

  it('gives a user another role, ends their sessions and removes them', { timeout: 120_000 }, async () => {
    const role = await users('role', 'max', 'editor');
    const badRole = await users('role', 'max', 'owner');
    const logout = await users('logout', 'max');
    const removed = await users('remove', 'max');
    const gone = await users('logout', 'max');
    const listed = await users('list');

    expect(role).toMatchObject({ code: 0, stdout: 'max is now editor; their sessions have ended.\n' });
    expect(badRole).toMatchObject({ code: 1, stderr: 'Error: Role must be one of admin, editor: "owner"\n' });
    expect(logout).toMatchObject({ code: 0, stdout: 'Ended every session of max.\n' });
    expect(removed).toMatchObject({ code: 0, stdout: 'Removed user max.\n' });
    expect(gone).toMatchObject({ code: 1, stderr: 'Error: There is no user "max".\n' });
    expect(listed.stdout).not.toContain('max');
  });

  // PostgreSQL is shared by every instance and command; a PGlite data folder by one process at a time.
  it.skipIf(usesPostgres)(
    'leaves the data folder alone while a server has it open',
    {
      timeout: 120_000,
    },
    async () => {
      const { store } = passStore;
      const dataDir = 'dataDir' in store ? store.dataDir : '';
      const server = await startTestServer(store);
      try {
        const refused = await users('add', 'zoe', '--password', 'zoe-password');

        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(
          `Error: The data folder ${dataDir} is in use by process ${process.pid}. Stop the Alloy server using it ` +
            'first (or let several processes share a PostgreSQL database through DATABASE_URL).\n',
        );
      } finally {
        await server.stop();
      }
      expect((await users('list')).stdout).not.toContain('zoe');
    },
  );
});
