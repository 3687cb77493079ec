import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatNumber,
  getLanguage,
  getLocale,
  isLanguage,
  setLanguage,
  subscribeLanguage,
  whenLanguageReady,
} from './language';
import { t } from './t';

afterEach(async () => {
  await setLanguage('de');
});

describe('the language store', () => {
  it('speaks German until told otherwise', () => {
    expect(getLanguage()).toBe('de');
    expect(t('layout.logout')).toBe('Abmelden');
  });

  it('switches t() to English once the English texts are loaded, and back', async () => {
    await setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(t('layout.logout')).toBe('Log out');
    expect(t('editor.notFound', { id: 'x-1' })).toBe('There is no entry with the ID “x-1” in the directory.');

    await setLanguage('de');
    expect(t('layout.logout')).toBe('Abmelden');
  });

  it('sets the language of the document', async () => {
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('tells subscribers about a change, once, and not about a repeat', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLanguage(listener);
    await setLanguage('en');
    await setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await setLanguage('de');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets the last of several quick switches win', async () => {
    const english = setLanguage('en');
    await setLanguage('de');
    await english;
    expect(getLanguage()).toBe('de');
    expect(t('layout.logout')).toBe('Abmelden');
  });

  it('resolves whenLanguageReady only after the requested language is in place', async () => {
    void setLanguage('en');
    await whenLanguageReady();
    expect(getLanguage()).toBe('en');
  });

  it('writes numbers and picks the locale of the language', async () => {
    expect(getLocale()).toBe('de-DE');
    expect(formatNumber(1234)).toBe('1.234');
    await setLanguage('en');
    expect(getLocale()).toBe('en-GB');
    expect(formatNumber(1234)).toBe('1,234');
  });

  it('knows its languages', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
