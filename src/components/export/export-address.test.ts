import { describe, expect, it } from 'vitest';
import { exportFileName, filesExport, schemaExportHref } from './export-address';

describe('export addresses', () => {
  it("name a schema's or a folder's files in the address, encoded, and post chosen files' ids", () => {
    expect(filesExport('json', { schemaId: 'möbel' })).toEqual({
      href: '/export/files.json?schemaId=m%C3%B6bel',
    });
    expect(filesExport('json', { folderId: 'a&b' })).toEqual({ href: '/export/files.json?folderId=a%26b' });
    expect(filesExport('csv', { schemaId: 's', folderId: 'f' })).toEqual({
      href: '/export/files.csv?schemaId=s&folderId=f',
    });
    expect(filesExport('csv', { schemaId: 's', fileIds: ['a', 'b,c'] })).toEqual({
      href: '/export/files.csv',
      body: '{"schemaId":"s","fileIds":["a","b,c"]}',
    });
    expect(filesExport('json', { fileIds: ['a'] })).toEqual({
      href: '/export/files.json',
      body: '{"fileIds":["a"]}',
    });
    expect(schemaExportHref('s 1')).toBe('/export/schemas/s%201/schema.json');
  });

  it('make file names of labels without the characters file systems refuse', () => {
    expect(exportFileName('Möbel: Lager 1/2', 'csv')).toBe('Möbel_ Lager 1_2.csv');
    expect(exportFileName('  ', 'json')).toBe('export.json');
  });
});
