import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import { api } from '../lib/graphql/client';
import { SCHEMAS_KEY } from './query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface SchemaUpdate {
  id: string;
  label?: string;
  metadata?: SchemaMetadata;
  elements: SchemaElement[];
  /** The version the schema was read at; a stale one is refused. */
  version: number;
}

const messages = { success: 'toast.schemaSaved', failure: 'toast.schemaSaveFailed' } as const;

/** Resolves with the stored schema; the schema list is refetched either way. */
export function useUpdateSchemaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schema: SchemaUpdate) => (await api.UpdateSchema({ schema })).updateSchema,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) =>
      handleWriteError(queryClient, error, {
        conflictKeys: [SCHEMAS_KEY],
        ...messages,
        preferServerMessage: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEMAS_KEY }),
  });
}
