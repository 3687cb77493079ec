import { useMutation } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { DeleteImageDocument } from '../lib/graphql/generated/graphql';

/**
 * Deletes an image no field holds any more. Quietly: the user already saw the field change, and an
 * image left behind only takes room.
 */
export function useDeleteImageMutation() {
  return useMutation({
    mutationFn: async (id: string) => (await request(DeleteImageDocument, { id })).deleteImage,
    onError: (error) => console.error('Deleting an unused image failed', error),
  });
}
