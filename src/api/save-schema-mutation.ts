import { useMutation } from '@tanstack/react-query';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import { request } from '../lib/graphql/client';
import { SaveSchemaDocument } from '../lib/graphql/generated/graphql';
import { OVERVIEW_KEY, SCHEMAS_KEY } from './query-keys';
import { schemaDirectoryQueryOptions } from './schema-directory-query';

export interface NewSchema {
  id?: string;
  label: string;
  metadata?: SchemaMetadata;
  elements?: SchemaElement[];
  parentId?: string | null;
}

/** Resolves with the new schema's id and the id of the directory entry that holds it. */
export function useSaveSchemaMutation() {
  return useMutation({
    mutationFn: async (schema: NewSchema) => (await request(SaveSchemaDocument, { schema })).saveSchema,
    meta: {
      success: 'toast.schemaSaved',
      failure: 'toast.schemaSaveFailed',
      preferServerMessage: true,
      invalidates: [SCHEMAS_KEY, schemaDirectoryQueryOptions().queryKey, OVERVIEW_KEY],
    },
  });
}
