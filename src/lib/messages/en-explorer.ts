import type { TextsOf } from './catalog';
import type { explorerMessages } from './de-explorer';

/** The data and schema explorers' texts in English. */
export const enExplorerMessages: TextsOf<typeof explorerMessages> = {
  'explorer.data.empty': 'No files or folders yet. Create the first one with “Create New File”.',
  'explorer.schema.empty': 'No schemas yet. Create the first one with “Create New Schema”.',
  'explorer.bin.label': 'Recycle bin',
  'explorer.bin.empty': 'The recycle bin is empty.',

  'explorer.newFile.open': 'Create New File',
  'explorer.newFile.title': 'Create new file',
  'explorer.newFile.steps': 'Steps',
  'explorer.newFile.basicsStep': 'Basic information',
  'explorer.newFile.locationStep': 'Choose location',
  'explorer.newFile.fileId': 'File ID',
  'explorer.newFile.fileName': 'File Name',
  'explorer.newFile.fileNameHint': 'Without a name, the file is named after its ID.',
  'explorer.nameTooLong': 'The name may be at most 200 characters long.',
  'explorer.newFile.schemaType': 'Schema Type',
  'explorer.newFile.schemaPlaceholder': 'Choose a schema …',
  'explorer.newFile.noSchemas': 'There are no schemas yet. Create one in the Schema Editor first.',
  'explorer.newFile.schemaRequired': 'Choose a Schema Type first.',
  'explorer.newFile.next': 'Next',
  'explorer.newFile.back': 'Back',
  'explorer.newFile.save': 'Save',
  'explorer.newFile.saving': 'Saving …',
  'explorer.newFile.cancel': 'Cancel',
  'explorer.newFile.folders': 'Location',
  'explorer.newFile.topLevel': 'Top level',
  'explorer.newFile.chosen': 'Chosen: {path}',
  'explorer.newFile.noneChosen': 'No location chosen yet.',

  'explorer.newSchema.open': 'Create New Schema',
  'explorer.newSchema.title': 'Create new schema',
  'explorer.newSchema.schemaId': 'Schema ID',
  'explorer.newSchema.name': 'Schema name',
  'explorer.newSchema.nameRequired': 'Schema name is required',
  'explorer.newSchema.location': 'Location',
  'explorer.newSchema.locationValue': 'Schemas',
  'explorer.newSchema.save': 'Save',
  'explorer.newSchema.cancel': 'Cancel',

  'explorer.change.moveUp': '‘{name}’ moved up',
  'explorer.change.moveDown': '‘{name}’ moved down',
  'explorer.change.move': '‘{name}’ moved',
  'explorer.change.visibility': 'Visibility of ‘{name}’ toggled',
  'explorer.change.rename': 'Folder ‘{from}’ renamed to ‘{to}’',
  'explorer.change.newFolder': 'Folder ‘{name}’ created',
  'explorer.change.parents': 'Folders of ‘{name}’ changed',
  'explorer.change.toBin': '‘{name}’ moved to the recycle bin',
  'explorer.change.restore': '‘{name}’ restored',
  'explorer.change.delete': '‘{name}’ deleted permanently',

  'explorer.conflict.directory':
    'Your change {changes} was not applied because someone else changed the directory tree. The current state has been loaded.',
  'explorer.conflict.directoryMany':
    'Your changes {changes} were not applied because someone else changed the directory tree. The current state has been loaded.',
  'explorer.conflict.bin':
    'Your change {changes} was not applied because someone else changed the recycle bin. The current state has been loaded.',
  'explorer.conflict.binMany':
    'Your changes {changes} were not applied because someone else changed the recycle bin. The current state has been loaded.',
  'explorer.notApplied': 'Your change {changes} was not applied. The current state has been loaded.',
  'explorer.notAppliedMany': 'Your changes {changes} were not applied. The current state has been loaded.',

  'explorer.delete.failed': 'File could not be deleted',
  'explorer.delete.serverError': 'Server error: the file could not be deleted',
  'explorer.delete.schemaInUse':
    'The schema is still used by {count} files and cannot be deleted permanently.',
  'explorer.delete.schemaInUseOnce':
    'The schema is still used by one file and cannot be deleted permanently.',

  'explorer.export.title': 'Export “{name}”',
  'explorer.export.files.one': '{count} file in this folder and its subfolders.',
  'explorer.export.files.other': '{count} files in this folder and its subfolders.',
  'explorer.export.empty': 'There are no files in this folder and its subfolders.',
  'explorer.export.format': 'Format',
  'explorer.export.json': 'JSON',
  'explorer.export.jsonHint':
    'Complete and fit to be imported again: the files with their relationships, images, folder places and versions.',
  'explorer.export.csv': 'CSV',
  'explorer.export.csvHint': 'A table for Excel: the files of one schema, one column per element.',
  'explorer.export.schema': 'Schema',
  'explorer.export.schemaOption': '{schema} ({files})',
  'explorer.export.submit': 'Export',
  'explorer.export.cancel': 'Cancel',
};
