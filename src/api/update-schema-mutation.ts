import { useMutation } from '@tanstack/react-query';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import { request } from '../lib/graphql/client';
import { UpdateSchemaDocument } from '../lib/graphql/generated/graphql';
import { SCHEMAS_KEY } from './query-keys';
import { RULE_VIOLATIONS_KEY } from './rule-violations-query';

export interface SchemaUpdate {
  id: string;
  label?: string;
  metadata?: SchemaMetadata;
  elements: SchemaElement[];
  /** The version the schema was read at; a stale one is refused. */
  version: number;
}

/** Resolves with the stored schema; the schema list is refetched either way. */
export function useUpdateSchemaMutation() {
  return useMutation({
    mutationFn: async (schema: SchemaUpdate) =>
      (await request(UpdateSchemaDocument, { schema })).updateSchema,
    meta: {
      success: 'toast.schemaSaved',
      failure: 'toast.schemaSaveFailed',
      preferServerMessage: true,
      conflictKeys: [SCHEMAS_KEY],
      // New or changed rules may be broken by files stored before.
      invalidates: [SCHEMAS_KEY, RULE_VIOLATIONS_KEY],
    },
  });
}
