import type { explorerMessages } from './de-explorer';
import type { fileMessages } from './de-file';
import type { schemaMessages } from './de-schema';
import type { treeMessages } from './de-tree';

/**
 * The German texts every visit has from the start: title, layout, login, errors, toasts, start page. The
 * texts of the trees, files and schema editor (`de-*.ts`) follow with the app's code (`de-screens.ts`), so
 * that the login page does not load them. Placeholders in braces are filled by `t`.
 */
export const de = {
  'app.title': 'Alloy v{version}',
  'app.homeSegment': 'Home',
  'app.skipToContent': 'Zum Inhalt springen',
  'app.loading': 'Wird geladen …',

  'layout.menu': 'Menü',
  'layout.toggleMenu': 'Menü umschalten',
  'layout.closeMenu': 'Menü schließen',
  'layout.userMenu': 'Benutzermenü von {name}',
  'layout.logout': 'Abmelden',
  'layout.language': 'Sprache',
  'layout.languageUnsaved':
    'Es gibt noch ungespeicherte Änderungen. Speichern Sie sie, bevor Sie die Sprache wechseln.',
  'layout.languageFailed': 'Die Sprache konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'layout.colorMode': 'Darstellung',
  'layout.colorMode.light': 'Hell',
  'layout.colorMode.dark': 'Dunkel',
  'layout.nav.home': 'Startseite',
  'layout.nav.homeCaption': 'Übersicht und Schnellzugriff',
  'layout.nav.dataEditor': 'Daten Editor',
  'layout.nav.dataEditorCaption': 'Dateien und Ordner bearbeiten',
  'layout.nav.schemaEditor': 'Schema Editor',
  'layout.nav.schemaEditorCaption': 'Schemas und ihre Elemente pflegen',

  'login.heading': 'Bei Alloy anmelden',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Anmelden',
  'login.submitting': 'Anmelden …',
  'login.usernameRequired': 'Bitte geben Sie Ihren Username ein.',
  'login.passwordRequired': 'Bitte geben Sie Ihr Password ein.',
  'login.failed': 'Username oder Password inkorrekt.',
  'login.tooManyRequests':
    'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  'login.unreachable': 'Der Server ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'login.noPermissions': 'Ihr Konto hat keine Berechtigungen für Alloy.',
  'session.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',

  'notFound.heading': 'Seite nicht gefunden',
  'notFound.text': 'Unter „{path}“ gibt es keine Seite.',
  'notFound.backHome': 'Zur Startseite',

  'error.heading': 'Etwas ist schiefgelaufen',
  'error.text': 'Die Daten konnten nicht geladen werden.',
  'error.retry': 'Erneut versuchen',

  'home.heading': 'Startseite',
  'home.welcome': 'Willkommen, {name}.',
  'home.statsLabel': 'Bestand',
  'home.stats.schemas': 'Schemas',
  'home.stats.files': 'Dateien',
  'home.stats.folders': 'Ordner',
  'home.recent.heading': 'Zuletzt geänderte Dateien',
  'home.recent.empty': 'Es gibt noch keine Dateien. Legen Sie im Daten Editor die erste an.',
  'home.recent.changedAt': 'geändert am {date}',
  'home.recent.unfiled': 'in keinem Ordner abgelegt',
  'home.recent.unnamed': 'Ohne Bezeichnung',
  'home.unknownSchema': 'Unbekanntes Schema',
  'home.shortcuts.heading': 'Schnellzugriff',
  'home.shortcuts.dataEditor': 'Daten Editor öffnen',
  'home.shortcuts.dataEditorCaption': 'Dateien anlegen, ausfüllen und in Ordnern ablegen',
  'home.shortcuts.schemaEditor': 'Schema Editor öffnen',
  'home.shortcuts.schemaEditorCaption': 'Schemas anlegen und ihre Elemente festlegen',

  'editor.data.treeHeading': 'Dateien',
  'editor.schema.treeHeading': 'Schemas',
  'editor.binHeading': 'Papierkorb',
  'editor.emptyTree': 'Hier gibt es noch keine Einträge.',
  'editor.emptyBin': 'Der Papierkorb ist leer.',
  'editor.resize': 'Breite des Verzeichnisses ändern',
  'editor.data.select': 'Wählen Sie links eine Datei aus, um sie anzuzeigen.',
  'editor.schema.select': 'Wählen Sie links ein Schema aus, um es anzuzeigen.',
  'editor.notFoundHeading': 'Eintrag nicht gefunden',
  'editor.notFound': 'Im Verzeichnis gibt es keinen Eintrag mit der ID „{id}“.',
  'editor.folder': 'Ordner',
  'editor.folderEntries': 'Einträge im Ordner',
  'editor.entryId': 'Eintrags-ID',
  'editor.fileLabel': 'Bezeichnung',
  'editor.fileId': 'Datei-ID',
  'editor.schema': 'Schema',
  'editor.schemaId': 'Schema-ID',
  'editor.elementCount': 'Elemente auf oberster Ebene',
  'editor.unnamed': 'Ohne Bezeichnung',
  'editor.unknownSchema': 'Unbekanntes Schema',
  'editor.fileMissing': 'Die Datei zu diesem Eintrag existiert nicht mehr.',
  'editor.schemaMissing': 'Das Schema zu diesem Eintrag existiert nicht mehr.',
  'editor.fileLoadFailed': 'Fehler beim Laden der Datei',

  'toast.close': 'Schließen',
  'toast.conflict':
    'Die Daten wurden inzwischen von jemand anderem geändert. Die aktuelle Fassung wurde geladen.',
  'toast.directoryUpdated': 'Directory erfolgreich aktualisiert',
  'toast.directoryUpdateFailed': 'Directory konnte nicht aktualisiert werden',
  'toast.binUpdated': 'Papierkorb erfolgreich aktualisiert',
  'toast.binUpdateFailed': 'Papierkorb konnte nicht aktualisiert werden',
  'toast.schemaSaved': 'Schema erfolgreich gespeichert',
  'toast.schemaSaveFailed': 'Schema konnte nicht gespeichert werden',
  'toast.fileSaved': 'Datei erfolgreich gespeichert',
  'toast.fileSaveFailed': 'Datei konnte nicht gespeichert werden',
  'toast.fileUpdated': 'Datei erfolgreich aktualisiert',
  'toast.fileUpdateFailed': 'Datei konnte nicht aktualisiert werden',
} as const;

export type MessageKey =
  | keyof typeof de
  | keyof typeof treeMessages
  | keyof typeof fileMessages
  | keyof typeof explorerMessages
  | keyof typeof schemaMessages;

/** A complete set of texts: every German key, none more (the shape of each language). */
export type Messages = { readonly [Key in MessageKey]: string };
