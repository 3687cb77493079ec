import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import { api } from '../lib/graphql/client';
import { OVERVIEW_KEY, SCHEMAS_KEY } from './query-keys';
import { schemaDirectoryQueryOptions } from './schema-directory-query';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface NewSchema {
  id?: string;
  label: string;
  metadata?: SchemaMetadata;
  elements?: SchemaElement[];
  parentId?: string | null;
}

const messages = { success: 'toast.schemaSaved', failure: 'toast.schemaSaveFailed' } as const;

/** Resolves with the new schema's id and the id of the directory entry that holds it. */
export function useSaveSchemaMutation() {
  const queryClient = useQueryClient();
  const directoryKey = schemaDirectoryQueryOptions().queryKey;
  return useMutation({
    mutationFn: async (schema: NewSchema) => (await api.SaveSchema({ schema })).saveSchema,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) =>
      handleWriteError(queryClient, error, { conflictKeys: [], ...messages, preferServerMessage: true }),
    onSettled: () =>
      Promise.all(
        [SCHEMAS_KEY, directoryKey, OVERVIEW_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
