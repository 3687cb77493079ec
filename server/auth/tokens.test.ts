import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { createTokenService } from './tokens';

/** Knows only user u1, at session version 0; a configured secret needs nothing else. */
const oneUser = {
  query: async (sql: string, params?: unknown[]) => {
    if (!sql.startsWith('select session_version')) throw new Error(`unexpected statement: ${sql}`);
    return params?.[0] === 'u1' ? [{ session_version: 0 }] : [];
  },
  listen: async () => async () => undefined,
} as unknown as Database;
const user = { id: 'u1', username: 'ada', role: 'editor' as const, clientId: 'acme', sessionVersion: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification kept per token', () => {
  it('ends with the token: a viewer verified before is refused once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    const tokens = await createTokenService(oneUser, {
      jwtSecret: 'a-secret-of-some-length',
      tokenTtlSeconds: 60,
    });
    const token = await tokens.issue(user);
    const first = await tokens.viewerFromAuthorization(`Bearer ${token}`);
    expect(first).toMatchObject({ userId: 'u1', client: 'acme', userName: 'ada' });
    // The kept viewer is a copy: changing one answer does not change the next.
    first?.permissionIds.push('everything');
    expect(await tokens.viewerFromAuthorization(token)).toEqual({
      ...first,
      permissionIds: first?.permissionIds.slice(0, -1),
    });

    vi.setSystemTime(new Date('2030-01-01T08:00:59Z'));
    expect(await tokens.viewerFromAuthorization(token)).not.toBeNull();
    vi.setSystemTime(new Date('2030-01-01T08:01:00Z'));
    expect(await tokens.viewerFromAuthorization(token)).toBeNull();
  });

  it('still refuses a token signed with another secret or altered', async () => {
    const ours = await createTokenService(oneUser, {
      jwtSecret: 'a-secret-of-some-length',
      tokenTtlSeconds: 60,
    });
    const theirs = await createTokenService(oneUser, {
      jwtSecret: 'another-secret-entirely',
      tokenTtlSeconds: 60,
    });
    const token = await theirs.issue(user);
    expect(await theirs.viewerFromAuthorization(token)).not.toBeNull();
    expect(await ours.viewerFromAuthorization(token)).toBeNull();
    const good = await ours.issue(user);
    expect(await ours.viewerFromAuthorization(good)).not.toBeNull();
    expect(await ours.viewerFromAuthorization(`${good.slice(0, -2)}xx`)).toBeNull();
  });
});
