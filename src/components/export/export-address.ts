/** Which files an export of files holds: a schema's, a folder's (with its subfolders) or chosen ones. */
export type FilesExportScope =
  | { schemaId: string; folderId?: undefined; fileIds?: undefined }
  | { folderId: string; schemaId?: string; fileIds?: undefined }
  | { fileIds: readonly string[]; schemaId?: string; folderId?: undefined };

const query = (parts: [string, string | undefined][]) =>
  parts
    .filter((part): part is [string, string] => part[1] !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/** Where an export is fetched: its address, and the JSON body posted to it when there is one. */
export interface ExportTarget {
  href: string;
  body?: string;
}

/**
 * Where an export of files as JSON (a bundle of scope `files`) or as CSV (which needs the schema, its
 * columns being the schema's elements) is fetched. Chosen files are posted as a JSON body: a thousand
 * ids do not fit into an address.
 */
export function filesExport(format: 'csv' | 'json', scope: FilesExportScope): ExportTarget {
  const href = `/export/files.${format}`;
  if (scope.fileIds) {
    return { href, body: JSON.stringify({ schemaId: scope.schemaId, fileIds: scope.fileIds }) };
  }
  const encode = (value: string | undefined) => (value === undefined ? undefined : encodeURIComponent(value));
  return {
    href: `${href}?${query([
      ['schemaId', encode(scope.schemaId)],
      ['folderId', encode(scope.folderId)],
    ])}`,
  };
}

/** The address of a schema's export as a bundle of scope `schemas`. */
export const schemaExportHref = (schemaId: string) =>
  `/export/schemas/${encodeURIComponent(schemaId)}/schema.json`;

/** A file name from a label: the characters file systems refuse become `_`. */
export const exportFileName = (label: string, extension: string) =>
  `${label.replace(/[\\/:*?"<>|]/g, '_').trim() || 'export'}.${extension}`;
