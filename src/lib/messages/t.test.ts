import { afterEach, describe, expect, it } from 'vitest';
import { de } from './de';
import { setLanguage } from './language';
import { t } from './t';

afterEach(async () => {
  await setLanguage('de');
});

describe('t', () => {
  it('returns the German text of a key', () => {
    expect(t('layout.logout')).toBe('Abmelden');
    expect(t('layout.menu')).toBe('Menü');
  });

  it('fills placeholders from the parameters', () => {
    expect(t('app.title', { version: '1.2.3' })).toBe('Alloy v1.2.3');
    expect(t('editor.notFound', { id: 'x-1' })).toBe(
      'Im Verzeichnis gibt es keinen Eintrag mit der ID „x-1“.',
    );
  });

  it('follows the current language', async () => {
    await setLanguage('en');
    expect(t('layout.logout')).toBe('Log out');
    expect(t('home.welcome', { name: 'Ada' })).toBe('Welcome, Ada.');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t('app.title', {})).toBe('Alloy v{version}');
  });

  it('holds the spec texts word for word', () => {
    expect(de['login.failed']).toBe('Username oder Password inkorrekt.');
    expect(de['login.submit']).toBe('Anmelden');
    expect([de['layout.nav.home'], de['layout.nav.dataEditor'], de['layout.nav.schemaEditor']]).toEqual([
      'Startseite',
      'Daten Editor',
      'Schema Editor',
    ]);
    expect(de['toast.directoryUpdated']).toBe('Directory erfolgreich aktualisiert');
    expect(de['toast.binUpdateFailed']).toBe('Papierkorb konnte nicht aktualisiert werden');
    expect(de['toast.schemaSaved']).toBe('Schema erfolgreich gespeichert');
    expect(de['toast.fileUpdateFailed']).toBe('Datei konnte nicht aktualisiert werden');
    expect(de['editor.fileLoadFailed']).toBe('Fehler beim Laden der Datei');
  });
});
