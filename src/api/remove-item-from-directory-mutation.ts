import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { DIRECTORY_KEY, FILE_KEY, OVERVIEW_KEY, RECYCLE_BIN_KEY, SCHEMAS_KEY } from './query-keys';

/**
 * Removes one entry from whichever tree or bin holds it. The spec has no toast for this: a failure
 * resolves to `false` and the caller decides.
 */
export function useRemoveItemFromDirectoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (directoryId: string) => {
      try {
        return (await api.RemoveItemFromDirectory({ directoryId })).removeItemFromDirectory.success;
      } catch (error) {
        console.error('removeItemFromDirectory failed', error);
        return false;
      }
    },
    // A file or schema left in no tree is deleted with its last entry.
    onSettled: () =>
      Promise.all(
        [DIRECTORY_KEY, RECYCLE_BIN_KEY, FILE_KEY, SCHEMAS_KEY, OVERVIEW_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
