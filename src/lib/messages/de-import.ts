/** Every user-visible text of importing files from a CSV or JSON file. Placeholders in braces are filled when shown. */
export const importMessages = {
  'import.open': 'Importieren',
  'import.heading': 'Dateien importieren: {schema}',
  'import.back': 'Zurück zur Tabelle',
  'import.loading': 'Wird geladen …',
  'import.notFound': 'Dieses Schema gibt es nicht (mehr).',
  'import.rows.one': '{count} Zeile',
  'import.rows.other': '{count} Zeilen',
  'import.columns.one': '{count} Spalte',
  'import.columns.other': '{count} Spalten',

  'import.file.heading': 'Datei wählen',
  'import.file.label': 'CSV- oder JSON-Datei',
  'import.file.hint':
    'Eine CSV-Datei in UTF-8 mit den Spaltennamen in der ersten Zeile, etwa aus „CSV exportieren“ (die Zellen trennt ein Semikolon, ein Komma oder ein Tabulator), oder eine JSON-Datei aus „JSON exportieren“.',
  'import.file.reading': 'Die Datei wird gelesen …',
  'import.file.read': '„{name}“: {rows} und {columns} gelesen.',
  'import.file.failed': 'Die Datei konnte nicht gelesen werden.',
  'import.file.readBundle': '„{name}“ gelesen: ein JSON-Export von Alloy.',
  'import.json.notJson': 'Die Datei ist keine gültige JSON-Datei.',
  'import.json.notBundle':
    'Die Datei ist kein JSON-Export von Alloy. Importieren lassen sich JSON-Dateien aus „JSON exportieren“ oder „Exportieren …“.',
  'import.json.tooLarge':
    'Die Datei ist größer als {limit}. So große Dateien importiert ein Administrator mit „npm run import“.',
  'import.csv.empty': 'Die Datei ist leer.',
  'import.csv.noRows': 'Die Datei enthält außer der Kopfzeile keine Zeilen.',
  'import.csv.tooLarge': 'Die Datei ist größer als {limit}. Bitte teilen Sie sie in mehrere Dateien auf.',
  'import.csv.encoding':
    'Die Datei ist nicht in UTF-8 gespeichert. Speichern Sie sie in Ihrer Tabellenkalkulation als „CSV UTF-8“ und wählen Sie sie erneut.',
  'import.csv.quotes':
    'Die Datei ist keine gültige CSV-Datei: In Zeile {row} ist ein Anführungszeichen nicht geschlossen oder steht an falscher Stelle.',
  'import.csv.longRow': 'Zeile {row} ist länger als {limit}. So lange Zeilen kann Alloy nicht importieren.',
  'import.csv.extraCells':
    'Zeile {row} hat {cells} Zellen, die Kopfzeile nur {headers}. Bitte prüfen Sie Trennzeichen und Anführungszeichen.',

  'import.map.heading': 'Spalten zuordnen',
  'import.map.table': 'Zuordnung der Spalten',
  'import.map.column': 'Spalte der Datei',
  'import.map.target': 'Ziel',
  'import.map.sample': 'Erster Wert',
  'import.map.unnamed': 'Spalte {number}',
  'import.map.skip': 'Nicht importieren',
  'import.map.id': 'ID',
  'import.map.label': 'Bezeichnung',
  'import.map.unimportable': 'Bilder, Verknüpfungen und formatierte Texte lassen sich nicht importieren.',
  'import.map.matchBy': 'Abgleich über',
  'import.map.matchByHint':
    'Eine Zeile, deren Wert hier zu einer vorhandenen Datei passt, aktualisiert diese; die übrigen legen neue Dateien an.',
  'import.map.noMatchColumn': 'Keine Spalte ist „{target}“ zugeordnet: Jede Zeile legt eine neue Datei an.',
  'import.map.folder': 'Zielordner',
  'import.map.folderHint': 'Neue Dateien kommen in diesen Ordner; vorhandene bleiben, wo sie sind.',
  'import.map.chooseFolder': 'Ordner wählen …',
  'import.map.folderTitle': 'Zielordner wählen',
  'import.map.nothingMapped': 'Bitte ordnen Sie mindestens eine Spalte einem Ziel zu.',
  'import.map.duplicate': '„{target}“ ist mehreren Spalten zugeordnet.',
  'import.map.matchByUnmapped':
    'Für den Abgleich über „{target}“ muss eine Spalte diesem Ziel zugeordnet sein.',

  'import.preview.heading': 'Vorschau',
  'import.preview.text': 'Die ersten {count} von {total}, wie sie importiert werden.',
  'import.preview.all': 'So werden die Zeilen importiert.',
  'import.preview.table': 'Vorschau der ersten Zeilen',
  'import.preview.row': 'Zeile',

  'import.run.heading': 'Prüfen und importieren',
  'import.run.text':
    'Der Probelauf prüft alle Zeilen, ohne etwas zu speichern. Importieren lässt sich erst nach einem Probelauf ohne Probleme.',
  'import.check': 'Probelauf',
  'import.submit': 'Importieren',
  'import.cancel': 'Abbrechen',
  'import.resume': 'Fortsetzen',
  'import.progress.check': '{done} von {total} Zeilen geprüft',
  'import.progress.import': '{done} von {total} Zeilen importiert',
  'import.stopping': 'Wird nach dem laufenden Block angehalten …',
  'import.paused': 'Angehalten nach {done} von {total} Zeilen.',
  'import.failed': 'Die Zeilen {from} bis {to} konnten nicht gesendet werden: {reason}',
  'import.failed.network': 'Der Server ist nicht erreichbar.',
  'import.failed.resume': '„Fortsetzen“ sendet ab Zeile {row} erneut.',
  'import.check.ok': 'Keine Probleme gefunden: {created} Dateien würden angelegt, {updated} aktualisiert.',
  'import.check.problems.one':
    '{count} Problem gefunden. Bitte korrigieren Sie die Datei und wählen Sie sie erneut.',
  'import.check.problems.other':
    '{count} Probleme gefunden. Bitte korrigieren Sie die Datei und wählen Sie sie erneut.',
  'import.refused':
    'Der Server hat die Zeilen {from} bis {to} abgelehnt, die Daten haben sich seit dem Probelauf geändert. Von diesen Zeilen ist nichts gespeichert, die Zeilen davor sind importiert.',
  'import.local.cellTooLong': '{target}: Die Zelle ist länger als {limit} Zeichen.',
  'import.local.sameFile': 'Die Zeile nennt dieselbe Datei wie Zeile {row}.',
  'import.local.sameValue': '„{target}“ hat denselben Wert wie in Zeile {row}.',
  'import.problems.table': 'Probleme',
  'import.problems.row': 'Zeile',
  'import.problems.column': 'Spalte',
  'import.problems.message': 'Meldung',
  'import.problems.more': 'und {count} weitere',
  'import.done': '{created} Dateien angelegt, {updated} aktualisiert.',
  'import.toTable': 'Zur Tabelle',

  'import.bundle.heading': 'Inhalt der Datei',
  'import.bundle.text':
    'Die Datei wird übernommen, wie sie ist: Ihre Werte gehören über die IDs zu den Elementen der Schemas, eine Zuordnung von Spalten braucht es nicht.',
  'import.bundle.counts': 'Inhalt',
  'import.bundle.schemas': 'Schemas',
  'import.bundle.files': 'Dateien',
  'import.bundle.images': 'Bilder',
  'import.bundle.places': 'Ordnerplätze',
  'import.bundle.scope.client':
    'Die Datei enthält alle Daten eines Mandanten. Nur Administratoren können sie importieren.',
  'import.bundle.scope.schemas': 'Die Datei enthält nur Schemas. Nur Administratoren können sie importieren.',
  'import.bundle.otherSchemas': 'Dateien anderer Schemas als „{schema}“ werden mit importiert: {list}.',
  'import.bundle.otherSchema': '{schema} ({files})',
  'import.bundle.target': 'Zielordner',
  'import.bundle.keepPlaces': 'Ordnerplätze aus der Datei übernehmen',
  'import.bundle.keepPlacesHint':
    'Die Dateien kommen in die Ordner, in denen sie beim Export lagen; fehlende Ordner werden angelegt.',
  'import.bundle.intoFolder': 'In einen Ordner',
  'import.bundle.intoFolderHint':
    'Die Dateien kommen in den gewählten Ordner; wo sie schon liegen, bleiben sie.',
  'import.bundle.chosenFolder': 'Gewählt: {name}',
  'import.bundle.noFolder': 'Noch kein Ordner gewählt.',
  'import.bundle.run.text':
    'Die Prüfung liest die ganze Datei, ohne etwas zu speichern. Importieren lässt sich erst nach einer Prüfung ohne Probleme.',
  'import.bundle.check': 'Prüfen',
  'import.bundle.checking': 'Die Datei wird geprüft …',
  'import.bundle.importing': 'Die Datei wird importiert …',
  'import.bundle.progress.check': '{done} von {total} Dateien geprüft',
  'import.bundle.progress.import': '{done} von {total} Dateien importiert',
  'import.bundle.check.ok':
    'Keine Probleme gefunden: {created} Dateien würden angelegt, {updated} aktualisiert, {unchanged} blieben unverändert.',
  'import.bundle.refused':
    'Der Server hat den Import abgelehnt, es wurde nichts gespeichert. Die Daten haben sich seit der Prüfung geändert: Bitte prüfen Sie erneut.',
  'import.bundle.done':
    'Importiert: {created} Dateien angelegt, {updated} aktualisiert, {unchanged} unverändert.',
  'import.bundle.doneMore': 'Schemas: {created} angelegt, {updated} aktualisiert. Bilder: {images}.',
  'import.bundle.checkFailed': 'Die Prüfung ist fehlgeschlagen: {reason}',
  'import.bundle.failed': 'Der Import wurde unterbrochen: {reason}',
  'import.bundle.failed.resume': '„Fortsetzen“ setzt ihn dort fort, wo er stehen geblieben ist.',
  'import.bundle.cutOff': 'Die Verbindung zum Server ist abgebrochen.',
  'import.bundle.forbidden': 'Sie dürfen diese Datei nicht importieren.',
  'import.bundle.refusedUnknown': 'Der Server hat die Datei abgelehnt.',
  'import.problems.place': 'Stelle',
} as const;
