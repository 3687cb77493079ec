import type { Schema } from '../../graphql/resolvers-types.gen';
import type { SchemaRecord } from '../../repositories/schema-repository';
import type { FirstEntries } from './first-entries';

/**
 * Schemas as the `schema` query returns them, with the parent folder of their first place in the schema
 * directory (`places`, see `firstEntries`).
 */
export function schemaResponses(schemas: SchemaRecord[], places: FirstEntries): Schema[] {
  return schemas.map((schema) => ({ ...schema, parentId: places.get(schema.id)?.parentId ?? null }));
}
