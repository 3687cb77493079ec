import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage, whenLanguageReady } from '../messages/language';
import { chooseLanguage, followUserLanguage, languageKey, storedLanguage } from './language-preference';

function fakeSession(initial: { userId: string } | null) {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    getUser: () => user,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signInAs(next: { userId: string } | null) {
      user = next;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await setLanguage('de');
  window.localStorage.clear();
});

describe('the language of each user', () => {
  it('is German when the user never chose one', () => {
    expect(storedLanguage('user-1')).toBe('de');
  });

  it('ignores a stored value that is no language', () => {
    window.localStorage.setItem(languageKey('user-1'), 'klingon');
    expect(storedLanguage('user-1')).toBe('de');
  });

  it('is remembered by user id when chosen', async () => {
    await chooseLanguage('user-1', 'en');
    expect(getLanguage()).toBe('en');
    expect(window.localStorage.getItem('alloy.language.user-1')).toBe('en');
    expect(storedLanguage('user-1')).toBe('en');
    expect(storedLanguage('user-2')).toBe('de');
  });

  it('is applied on start and whenever another user signs in; signing out keeps it', async () => {
    window.localStorage.setItem(languageKey('anna'), 'en');
    const session = fakeSession({ userId: 'anna' });
    const stop = followUserLanguage(session);
    await whenLanguageReady();
    expect(getLanguage()).toBe('en');

    session.signInAs(null);
    await whenLanguageReady();
    expect(getLanguage()).toBe('en');

    session.signInAs({ userId: 'bert' });
    await whenLanguageReady();
    expect(getLanguage()).toBe('de');

    session.signInAs({ userId: 'anna' });
    await whenLanguageReady();
    expect(getLanguage()).toBe('en');
    stop();
  });

  it('does not switch back when the same user renews the token', async () => {
    const session = fakeSession({ userId: 'anna' });
    const stop = followUserLanguage(session);
    await chooseLanguage('anna', 'en');
    session.signInAs({ userId: 'anna' });
    await whenLanguageReady();
    expect(getLanguage()).toBe('en');
    stop();
  });
});
