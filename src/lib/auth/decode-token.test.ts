import { describe, expect, it } from 'vitest';
import { decodeToken, isLoggedIn } from './decode-token';
import { inOneHour, testToken } from './test-token';

const payload = {
  sub: 'user-1',
  userName: 'Jürgen Müller',
  exp: 2_000_000_000,
  permissionIds: ['alloy.access', 'alloy.files'],
  client: 'client-a',
};

describe('decodeToken', () => {
  it('reads the user id, name, expiry and permission ids from the payload', () => {
    expect(decodeToken(testToken(payload))).toEqual({
      userId: 'user-1',
      userName: 'Jürgen Müller',
      exp: 2_000_000_000,
      permissionIds: ['alloy.access', 'alloy.files'],
    });
  });

  it('gives one empty permission id when the payload names none', () => {
    const { permissionIds: _omitted, ...withoutPermissions } = payload;
    expect(decodeToken(testToken(withoutPermissions))?.permissionIds).toEqual(['']);
  });

  it.each([
    ['an empty string', ''],
    ['a token without a payload part', 'header-only'],
    ['a token with an empty payload part', 'header..signature'],
    ['a payload that is not base64url', 'header.@@@.signature'],
    ['a payload that is not JSON', `header.${btoa('not json')}.signature`],
  ])('logs out on %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('logs out when the payload lacks the user id or the expiry', () => {
    expect(decodeToken(testToken({ ...payload, sub: undefined }))).toBeNull();
    expect(decodeToken(testToken({ ...payload, exp: undefined }))).toBeNull();
    expect(decodeToken(testToken({ ...payload, permissionIds: 'alloy.access' }))).toBeNull();
  });
});

describe('isLoggedIn', () => {
  const user = { userId: 'u', userName: 'n', exp: inOneHour(), permissionIds: ['a', 'b'] };

  it('holds with more than one permission id before the expiry', () => {
    expect(isLoggedIn(user)).toBe(true);
  });

  it('does not hold with one permission id or none', () => {
    expect(isLoggedIn({ ...user, permissionIds: ['alloy.access'] })).toBe(false);
    expect(isLoggedIn({ ...user, permissionIds: [''] })).toBe(false);
    expect(isLoggedIn({ ...user, permissionIds: [] })).toBe(false);
  });

  it('ends when the token expires', () => {
    const exp = 1_700_000_000;
    expect(isLoggedIn({ ...user, exp }, exp * 1000 - 1)).toBe(true);
    expect(isLoggedIn({ ...user, exp }, exp * 1000)).toBe(false);
  });

  it('does not hold without a user', () => {
    expect(isLoggedIn(null)).toBe(false);
  });
});
