/** Every user-visible text of the change lists of the directory trees. Placeholders in braces are filled when shown. */
export const treeChangeMessages = {
  'treeChanges.open': 'Änderungen',
  'treeChanges.title.DATA': 'Änderungen im Ordnerbaum',
  'treeChanges.title.SCHEMA': 'Änderungen im Schemabaum',
  'treeChanges.close': 'Schließen',
  'treeChanges.loading': 'Änderungen werden geladen …',
  'treeChanges.loadFailed': 'Die Änderungen konnten nicht geladen werden.',
  'treeChanges.retry': 'Erneut versuchen',
  'treeChanges.empty': 'Noch keine Änderungen.',
  'treeChanges.list': 'Änderungen, neueste zuerst',
  'treeChanges.loadMore': 'Ältere Änderungen laden',
  'treeChanges.revision': '{when} – {user}',
  'treeChanges.unknownUser': 'Unbekannt',
  'treeChanges.topLevel': 'Oberste Ebene',

  'treeChanges.created': '„{name}“ angelegt in {parent}',
  'treeChanges.createdAtTop': '„{name}“ angelegt auf der obersten Ebene',
  'treeChanges.moved': '„{name}“ verschoben: {from} → {to}',
  'treeChanges.reordered': '„{name}“ umsortiert in {parent}: Stelle {from} → Stelle {to}',
  'treeChanges.renamed': '„{name}“ umbenannt: „{from}“ → „{to}“',
  'treeChanges.binned': '„{name}“ in den Papierkorb verschoben',
  'treeChanges.restored': '„{name}“ wiederhergestellt',
  'treeChanges.removed': '„{name}“ entfernt',
  'treeChanges.deleted': '„{name}“ endgültig gelöscht',
  'treeChanges.changed': '„{name}“ geändert',
  'treeChanges.more.one': 'und {count} weitere Änderung',
  'treeChanges.more.other': 'und {count} weitere Änderungen',
  'treeChanges.noEntries': 'Keine Änderung an Einträgen',

  'treeChanges.putBack': 'Zurücksetzen',
  'treeChanges.putBackLabel': 'Zurücksetzen: {change}',
  'treeChanges.putBackDone': 'Zurückgesetzt.',
  'treeChanges.putBackConflict': 'Der Eintrag wurde seitdem geändert und kann nicht zurückgesetzt werden.',
  'treeChanges.putBackNameTaken': 'Im Zielordner gibt es schon einen Ordner mit diesem Namen.',
  'treeChanges.putBackFailed':
    'Die Änderung konnte nicht zurückgesetzt werden. Bitte versuchen Sie es erneut.',
} as const;

export type TreeChangeMessageKey = keyof typeof treeChangeMessages;
