import { afterEach, describe, expect, it } from 'vitest';
import { de } from './de';
import { appMessages } from './de-app';
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
    expect([
      appMessages['layout.nav.home'],
      appMessages['layout.nav.dataEditor'],
      appMessages['layout.nav.schemaEditor'],
    ]).toEqual(['Startseite', 'Daten Editor', 'Schema Editor']);
    expect(appMessages['toast.directoryUpdated']).toBe('Directory erfolgreich aktualisiert');
    expect(appMessages['toast.binUpdateFailed']).toBe('Papierkorb konnte nicht aktualisiert werden');
    expect(appMessages['toast.schemaSaved']).toBe('Schema erfolgreich gespeichert');
    expect(appMessages['toast.fileUpdateFailed']).toBe('Datei konnte nicht aktualisiert werden');
    expect(appMessages['editor.fileLoadFailed']).toBe('Fehler beim Laden der Datei');
  });
});
