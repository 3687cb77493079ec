import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { createTokenService } from './tokens';

const noDatabase: Queryable = {
  query: () => Promise.reject(new Error('a configured secret needs no database')),
};
const user = { id: 'u1', username: 'ada', role: 'editor' as const, clientId: 'acme' };

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification kept per token', () => {
  it('ends with the token: a viewer verified before is refused once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    const tokens = await createTokenService(noDatabase, {
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
    const ours = await createTokenService(noDatabase, {
      jwtSecret: 'a-secret-of-some-length',
      tokenTtlSeconds: 60,
    });
    const theirs = await createTokenService(noDatabase, {
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
