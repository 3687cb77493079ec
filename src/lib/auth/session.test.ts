import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './session';
import { inOneHour, testToken } from './test-token';
import { readTokenCookie, TOKEN_KEY } from './token-storage';

const grantingToken = () =>
  testToken({
    sub: 'u1',
    userName: 'admin',
    exp: inOneHour(),
    permissionIds: ['alloy.access', 'alloy.files'],
  });

afterEach(() => {
  createAuthSession().signOut();
});

describe('auth session', () => {
  it('stores a granting token in the cookie and local storage under apollo-token', () => {
    const session = createAuthSession();
    const token = grantingToken();

    expect(session.signIn(token)?.userName).toBe('admin');
    expect(readTokenCookie()).toBe(token);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(session.isAuthenticated()).toBe(true);
    expect(session.getUser()).toMatchObject({ userId: 'u1', userName: 'admin' });
  });

  it('refuses a token with a single permission id and stores nothing', () => {
    const session = createAuthSession();
    const token = testToken({ sub: 'u1', userName: 'x', exp: inOneHour(), permissionIds: ['alloy.access'] });

    expect(session.signIn(token)).toBeNull();
    expect(readTokenCookie()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out by clearing the cookie and local storage, and tells subscribers', () => {
    const session = createAuthSession();
    session.signIn(grantingToken());
    const listener = vi.fn();
    session.subscribe(listener);

    expect(session.signOut()).toBe(true);
    expect(readTokenCookie()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
    expect(listener).toHaveBeenCalled();
    expect(session.signOut()).toBe(false);
  });

  it('treats a cookie that does not decode as logged out', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a hand-made cookie is the point of this test.
    document.cookie = `${TOKEN_KEY}=garbage; path=/`;
    const session = createAuthSession();
    expect(session.getUser()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
  });

  it('returns the same user object while the token is unchanged', () => {
    const session = createAuthSession();
    session.signIn(grantingToken());
    expect(session.getUser()).toBe(session.getUser());
  });
});
