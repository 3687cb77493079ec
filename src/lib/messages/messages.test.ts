import { describe, expect, it } from 'vitest';
import { de, type Messages } from './de';
import { deScreens } from './de-screens';
import { en } from './en';

const allGerman: Messages = { ...de, ...deScreens };
const catalogs: Record<string, Messages> = { de: allGerman, en };

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the message module', () => {
  it.each(Object.entries(catalogs))('has in %s exactly the German keys', (_language, messages) => {
    const keys = Object.keys(messages);
    const germanKeys = new Set(Object.keys(allGerman));
    expect(
      keys.filter((key) => !germanKeys.has(key)),
      'keys only in this language',
    ).toEqual([]);
    expect(
      [...germanKeys].filter((key) => !(key in messages)),
      'keys missing in this language',
    ).toEqual([]);
  });

  it("keeps the screens' German texts apart from those of the first load, with no key in both", () => {
    expect(Object.keys(de).filter((key) => key in deScreens)).toEqual([]);
    expect(Object.keys(de)).toContain('login.submit');
    expect(Object.keys(deScreens)).toContain('tree.filter.placeholder');
  });

  it.each(Object.entries(catalogs))('has no empty text in %s', (_language, messages) => {
    expect(Object.entries(messages).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('uses the same placeholders in English as in German', () => {
    const mismatches = Object.entries(allGerman)
      .map(([key, german]) => ({
        key,
        de: placeholders(german),
        en: placeholders(en[key as keyof Messages]),
      }))
      .filter((entry) => entry.de.join() !== entry.en.join());
    expect(mismatches).toEqual([]);
  });

  it('translates the texts that differ between the languages', () => {
    expect(en['layout.logout']).toBe('Log out');
    expect(en['login.submit']).toBe('Log in');
    expect(en['layout.nav.dataEditor']).toBe('Data Editor');
  });

  it('keeps the texts the spec gives in English', () => {
    expect(en['file.related.empty']).toBe('No relationships defined.');
    expect(en['schemaViewer.addElement']).toBe('Add Element');
    expect(en['login.username']).toBe('Username');
    expect(en['login.password']).toBe('Password');
  });
});
