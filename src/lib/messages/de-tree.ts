/** Every user-visible text of the directory tree widget. Placeholders in braces are filled when shown. */
export const treeMessages = {
  'tree.filter.placeholder': 'Filtern',
  'tree.filter.label': '{label} filtern',
  'tree.noMatches': 'Keine Treffer',
  'tree.hidden': '(ausgeblendet)',
  'tree.expand': '„{name}“ aufklappen',
  'tree.collapse': '„{name}“ zuklappen',
  'tree.rowMenu': 'Aktionen für „{name}“',
  'tree.moveUp': 'Nach oben',
  'tree.moveDown': 'Nach unten',
  'tree.menu.editParents': 'Übergeordnete Ordner bearbeiten',
  'tree.menu.toggleVisibility': 'Sichtbarkeit umschalten',
  'tree.menu.rename': 'Umbenennen',
  'tree.menu.newFolder': 'Neuer Ordner',
  'tree.menu.copyId': 'ID kopieren',
  'tree.menu.allFiles': 'Alle Dateien',
  'tree.menu.export': 'Exportieren …',
  'tree.menu.restore': 'Wiederherstellen',
  'tree.menu.delete': 'Löschen',
  'tree.newRootFolder': 'Neuer Ordner',

  'tree.delete.title': 'Eintrag löschen',
  'tree.delete.fileText': 'Möchten Sie „{name}“ wirklich löschen?',
  'tree.delete.folderText': 'Möchten Sie den Ordner „{name}“ mit seinem ganzen Inhalt wirklich löschen?',
  'tree.delete.recycleHint': 'Aus dem Papierkorb lässt sich der Eintrag später wiederherstellen.',
  'tree.delete.permanentHint': 'Endgültig gelöschte Einträge lassen sich nicht wiederherstellen.',
  'tree.delete.toRecycleBin': 'In den Papierkorb verschieben',
  'tree.delete.permanent': 'Endgültig löschen',

  'tree.folder.createTitle': 'Neuer Ordner',
  'tree.folder.renameTitle': 'Ordner umbenennen',
  'tree.folder.name': 'Ordnername',
  'tree.folder.nameRequired': 'Der Name darf nicht leer sein.',
  'tree.folder.nameTaken': 'Ein Eintrag mit diesem Namen existiert hier bereits.',

  'tree.parents.title': 'Übergeordnete Ordner bearbeiten',
  'tree.parents.text': 'Wählen Sie die Ordner, in denen „{name}“ liegen soll.',
  'tree.parents.root': 'Oberste Ebene',
  'tree.parents.folders': 'Ordner',
  'tree.parents.noFolders': 'Es gibt noch keine Ordner.',
  'tree.parents.noneChosen': 'Wählen Sie mindestens einen Ort.',

  'tree.move.menu': 'Verschieben nach …',
  'tree.move.title': '„{name}“ verschieben',
  'tree.move.text':
    'Wählen Sie den Ordner, in den „{name}“ kommen soll; dort steht er dann an letzter Stelle.',
  'tree.move.folders': 'Zielordner',
  'tree.move.submit': 'Verschieben',
  'tree.move.doneInFolder': '„{name}“ liegt jetzt in „{folder}“ an Stelle {position} von {count}.',
  'tree.move.doneAtTop': '„{name}“ liegt jetzt auf der obersten Ebene an Stelle {position} von {count}.',
  'tree.move.missing': 'Der Eintrag oder der Zielordner existiert nicht mehr.',
  'tree.move.intoItself':
    'Ein Ordner lässt sich nicht in sich selbst oder in einen seiner Unterordner verschieben.',
  'tree.move.intoFile': 'Nur Ordner können Einträge aufnehmen.',
  'tree.move.tooDeep': 'Dort läge ein Eintrag tiefer als {max} Ebenen.',
  'tree.move.fileAlreadyThere': 'Die Datei liegt dort bereits.',

  'tree.save': 'Speichern',
  'tree.cancel': 'Abbrechen',
  'tree.close': 'Schließen',
} as const;

export type TreeMessageKey = keyof typeof treeMessages;
