import { describe, expect, it } from 'vitest';
import { exportFileName, filesExportHref, schemaExportHref } from './export-address';

describe('export addresses', () => {
  it("name a schema's, a folder's or chosen files, encoded, the ids joined by commas", () => {
    expect(filesExportHref('json', { schemaId: 'möbel' })).toBe('/export/files.json?schemaId=m%C3%B6bel');
    expect(filesExportHref('json', { folderId: 'a&b' })).toBe('/export/files.json?folderId=a%26b');
    expect(filesExportHref('csv', { schemaId: 's', folderId: 'f' })).toBe(
      '/export/files.csv?schemaId=s&folderId=f',
    );
    expect(filesExportHref('csv', { schemaId: 's', fileIds: ['a', 'b,c', 'd'] })).toBe(
      '/export/files.csv?schemaId=s&fileIds=a,b%2Cc,d',
    );
    expect(filesExportHref('json', { fileIds: ['a'] })).toBe('/export/files.json?fileIds=a');
    expect(schemaExportHref('s 1')).toBe('/export/schemas/s%201/schema.json');
  });

  it('make file names of labels without the characters file systems refuse', () => {
    expect(exportFileName('Möbel: Lager 1/2', 'csv')).toBe('Möbel_ Lager 1_2.csv');
    expect(exportFileName('  ', 'json')).toBe('export.json');
  });
});
