import { describe, expect, it } from 'vitest';
import { folderSchemas } from './folder-schemas';
import { file, folder, linked } from './tree-fixtures';
import type { DirectoryItem } from './types';

describe('the schemas of a folder', () => {
  it('counts the files of each schema in the folder and its subfolders, a file placed twice once', () => {
    const stock = linked([
      folder('stock', [
        file('chair', 'f-chair', { schemaId: 'furniture' }),
        folder('old', [
          file('chair-again', 'f-chair', { schemaId: 'furniture' }),
          file('table', 'f-table', { schemaId: 'furniture' }),
          file('lamp', 'f-lamp', { schemaId: 'lights' }),
        ]),
        folder('empty'),
      ]),
    ])[0] as DirectoryItem;
    expect(folderSchemas(stock)).toEqual([
      { schemaId: 'furniture', files: 2 },
      { schemaId: 'lights', files: 1 },
    ]);
  });

  it('has none for a folder without files', () => {
    const empty = linked([folder('empty', [folder('inner')])])[0] as DirectoryItem;
    expect(folderSchemas(empty)).toEqual([]);
  });
});
