import type { Queryable } from '../../db/database';
import type { Schema } from '../../graphql/resolvers-types.gen';
import type { SchemaRecord } from '../../repositories/schema-repository';
import { firstEntries } from './first-entries';

/** Schemas as the `schema` query returns them, with the parent folder of their first directory place. */
export async function schemaResponses(
  db: Queryable,
  client: string,
  schemas: SchemaRecord[],
): Promise<Schema[]> {
  if (schemas.length === 0) return [];
  const places = await firstEntries(db, client, 'SCHEMA');
  return schemas.map((schema) => ({ ...schema, parentId: places.get(schema.id)?.parentId ?? null }));
}
