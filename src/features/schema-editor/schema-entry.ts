import type { DirectoryItemFieldsFragment, SchemaFieldsFragment } from '../../lib/graphql/generated/graphql';

export type SchemaEntry =
  | { kind: 'schema'; schema: SchemaFieldsFragment }
  | { kind: 'folder'; entry: DirectoryItemFieldsFragment; schemaCount: number; folderCount: number }
  | { kind: 'schema-missing'; entry: DirectoryItemFieldsFragment }
  | { kind: 'not-found' };

const schemaIdOf = (entry: DirectoryItemFieldsFragment) => entry.fileId ?? entry.schemaId;

/** What the schema directory entry `id` stands for: a schema, a folder, or nothing that exists. */
export function resolveSchemaEntry(
  directoryFlat: readonly DirectoryItemFieldsFragment[],
  schemas: readonly SchemaFieldsFragment[],
  id: string,
): SchemaEntry {
  const entry = directoryFlat.find((candidate) => candidate.id === id);
  if (!entry) return { kind: 'not-found' };
  const schemaId = schemaIdOf(entry);
  if (schemaId === null) {
    const children = directoryFlat.filter((candidate) => candidate.parentId === id);
    const schemaCount = children.filter((child) => schemaIdOf(child) !== null).length;
    return { kind: 'folder', entry, schemaCount, folderCount: children.length - schemaCount };
  }
  const schema = schemas.find((candidate) => candidate.id === schemaId);
  return schema ? { kind: 'schema', schema } : { kind: 'schema-missing', entry };
}
