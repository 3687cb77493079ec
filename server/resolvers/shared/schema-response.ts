import type { Queryable } from '../../db/database';
import type { Schema } from '../../graphql/resolvers-types.gen';
import type { SchemaRecord } from '../../repositories/schema-repository';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { firstEntries } from './first-entries';

/**
 * Schemas as the `schema` query returns them, with the parent folder of their first directory place;
 * `trees` when read outside a transaction (see `firstEntries`).
 */
export async function schemaResponses(
  db: Queryable,
  client: string,
  schemas: SchemaRecord[],
  trees?: TreeSnapshots,
): Promise<Schema[]> {
  if (schemas.length === 0) return [];
  const places = await firstEntries(db, client, 'SCHEMA', trees);
  return schemas.map((schema) => ({ ...schema, parentId: places.get(schema.id)?.parentId ?? null }));
}
