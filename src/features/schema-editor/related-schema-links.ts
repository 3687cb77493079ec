import type { ElementProps } from '../../../domain/schema/types';

export interface SchemaSummary {
  id: string;
  label: string;
}

/** The part of a schema directory entry that tells which schema it holds. */
export interface SchemaDirectoryEntry {
  id: string;
  fileId?: string | null;
  schemaId?: string | null;
}

export interface RelatedSchemaLink {
  schemaId: string;
  label: string | null;
  /** The directory entry to open, or null when the schema is filed nowhere. */
  directoryId: string | null;
}

/** The schemas a Relationship element relates to, in its order, with their labels and directory entries. */
export function relatedSchemaLinks(
  props: ElementProps,
  schemas: readonly SchemaSummary[],
  directory: readonly SchemaDirectoryEntry[],
): RelatedSchemaLink[] {
  const refs = [...(props._props?._content?._schema ?? [])].sort((a, b) => a.position - b.position);
  return refs.map(({ schemaId }) => ({
    schemaId,
    label: schemas.find((schema) => schema.id === schemaId)?.label ?? null,
    directoryId:
      directory.find((entry) => entry.fileId === schemaId || entry.schemaId === schemaId)?.id ?? null,
  }));
}
