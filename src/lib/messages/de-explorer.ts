/** Every user-visible text of the data and schema explorers (left pane of both editors). */
export const explorerMessages = {
  'explorer.data.empty': 'Noch keine Dateien oder Ordner. Legen Sie mit „Neue Datei Erstellen“ die erste an.',
  'explorer.schema.empty': 'Noch keine Schemas. Legen Sie mit „Neues Schema Erstellen“ das erste an.',
  'explorer.bin.label': 'Papierkorb',
  'explorer.bin.empty': 'Der Papierkorb ist leer.',

  'explorer.newFile.open': 'Neue Datei Erstellen',
  'explorer.newFile.title': 'Neues File erstellen',
  'explorer.newFile.steps': 'Schritte',
  'explorer.newFile.basicsStep': 'Grundlegende Informationen',
  'explorer.newFile.locationStep': 'Speicherort auswählen',
  'explorer.newFile.fileId': 'File ID',
  'explorer.newFile.fileName': 'File Name',
  'explorer.newFile.fileNameHint': 'Ohne Namen wird die Datei nach ihrer ID benannt.',
  'explorer.nameTooLong': 'Der Name darf höchstens 200 Zeichen lang sein.',
  'explorer.newFile.schemaType': 'Schema Type',
  'explorer.newFile.schemaPlaceholder': 'Schema wählen …',
  'explorer.newFile.noSchemas': 'Es gibt noch keine Schemas. Legen Sie im Schema Editor zuerst eines an.',
  'explorer.newFile.schemaRequired': 'Wählen Sie zuerst einen Schema Type.',
  'explorer.newFile.next': 'Weiter',
  'explorer.newFile.back': 'Zurück',
  'explorer.newFile.save': 'Speichern',
  'explorer.newFile.saving': 'Wird gespeichert …',
  'explorer.newFile.cancel': 'Abbrechen',
  'explorer.newFile.folders': 'Speicherort',
  'explorer.newFile.topLevel': 'Oberste Ebene',
  'explorer.newFile.chosen': 'Gewählt: {path}',
  'explorer.newFile.noneChosen': 'Noch kein Speicherort gewählt.',

  'explorer.newSchema.open': 'Neues Schema Erstellen',
  'explorer.newSchema.title': 'Neues Schema erstellen',
  'explorer.newSchema.schemaId': 'Schema ID',
  'explorer.newSchema.name': 'Schemaname',
  'explorer.newSchema.nameRequired': 'Schemaname ist erforderlich',
  'explorer.newSchema.location': 'Speicherort',
  'explorer.newSchema.locationValue': 'Schemas',
  'explorer.newSchema.save': 'Speichern',
  'explorer.newSchema.cancel': 'Abbrechen',

  'explorer.change.moveUp': '‚{name}‘ nach oben verschoben',
  'explorer.change.moveDown': '‚{name}‘ nach unten verschoben',
  'explorer.change.move': '‚{name}‘ verschoben',
  'explorer.change.visibility': 'Sichtbarkeit von ‚{name}‘ umgeschaltet',
  'explorer.change.rename': 'Ordner ‚{from}‘ in ‚{to}‘ umbenannt',
  'explorer.change.newFolder': 'Ordner ‚{name}‘ angelegt',
  'explorer.change.parents': 'Ordner von ‚{name}‘ geändert',
  'explorer.change.toBin': '‚{name}‘ in den Papierkorb verschoben',
  'explorer.change.restore': '‚{name}‘ wiederhergestellt',
  'explorer.change.delete': '‚{name}‘ endgültig gelöscht',

  'explorer.conflict.directory':
    'Ihre Änderung {changes} wurde nicht übernommen, weil jemand anderes den Verzeichnisbaum geändert hat. Der aktuelle Stand wurde geladen.',
  'explorer.conflict.directoryMany':
    'Ihre Änderungen {changes} wurden nicht übernommen, weil jemand anderes den Verzeichnisbaum geändert hat. Der aktuelle Stand wurde geladen.',
  'explorer.conflict.bin':
    'Ihre Änderung {changes} wurde nicht übernommen, weil jemand anderes den Papierkorb geändert hat. Der aktuelle Stand wurde geladen.',
  'explorer.conflict.binMany':
    'Ihre Änderungen {changes} wurden nicht übernommen, weil jemand anderes den Papierkorb geändert hat. Der aktuelle Stand wurde geladen.',
  'explorer.notApplied': 'Ihre Änderung {changes} wurde nicht übernommen. Der aktuelle Stand wurde geladen.',
  'explorer.notAppliedMany':
    'Ihre Änderungen {changes} wurden nicht übernommen. Der aktuelle Stand wurde geladen.',

  'explorer.delete.failed': 'Datei konnte nicht gelöscht werden',
  'explorer.delete.serverError': 'Server Fehler: Die Datei konnte nicht gelöscht werden',
  'explorer.delete.schemaInUse':
    'Das Schema wird noch von {count} Dateien verwendet und kann nicht endgültig gelöscht werden.',
  'explorer.delete.schemaInUseOnce':
    'Das Schema wird noch von einer Datei verwendet und kann nicht endgültig gelöscht werden.',

  'explorer.export.title': '„{name}“ exportieren',
  'explorer.export.files.one': '{count} Datei in diesem Ordner und seinen Unterordnern.',
  'explorer.export.files.other': '{count} Dateien in diesem Ordner und seinen Unterordnern.',
  'explorer.export.empty': 'In diesem Ordner und seinen Unterordnern liegen keine Dateien.',
  'explorer.export.format': 'Format',
  'explorer.export.json': 'JSON',
  'explorer.export.jsonHint':
    'Vollständig und wieder importierbar: die Dateien mit ihren Verknüpfungen, Bildern, Ordnerplätzen und Versionen.',
  'explorer.export.csv': 'CSV',
  'explorer.export.csvHint': 'Eine Tabelle für Excel: die Dateien eines Schemas, eine Spalte je Element.',
  'explorer.export.schema': 'Schema',
  'explorer.export.schemaOption': '{schema} ({files})',
  'explorer.export.submit': 'Exportieren',
  'explorer.export.cancel': 'Abbrechen',
} as const;
