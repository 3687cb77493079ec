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

/**
 * The address of an export of files as JSON (a bundle of scope `files`) or as CSV (which needs the schema,
 * its columns being the schema's elements). Ids are encoded one by one and joined by bare commas, which
 * keep the address of a long selection short.
 */
export function filesExportHref(format: 'csv' | 'json', scope: FilesExportScope): string {
  const encode = (value: string | undefined) => (value === undefined ? undefined : encodeURIComponent(value));
  return `/export/files.${format}?${query([
    ['schemaId', encode(scope.schemaId)],
    ['folderId', encode(scope.folderId)],
    ['fileIds', scope.fileIds?.map(encodeURIComponent).join(',')],
  ])}`;
}

/** The address of a schema's export as a bundle of scope `schemas`. */
export const schemaExportHref = (schemaId: string) =>
  `/export/schemas/${encodeURIComponent(schemaId)}/schema.json`;

/** A file name from a label: the characters file systems refuse become `_`. */
export const exportFileName = (label: string, extension: string) =>
  `${label.replace(/[\\/:*?"<>|]/g, '_').trim() || 'export'}.${extension}`;
