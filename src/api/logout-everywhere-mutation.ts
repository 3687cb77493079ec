import { useMutation } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { LogoutEverywhereDocument } from '../lib/graphql/generated/graphql';
import { t } from '../lib/messages/t';
import { notify } from '../lib/notify';

/**
 * Ends every session of the signed-in user on the server (every device, this one too); `onEnded` then
 * logs out here. When the server could not do it, nothing changes and the user is told.
 */
export function useLogoutEverywhereMutation(onEnded: () => void) {
  return useMutation({
    mutationFn: async () => (await request(LogoutEverywhereDocument, {})).logoutEverywhere,
    onSuccess: onEnded,
    onError: () => notify({ message: t('layout.logoutEverywhereFailed'), tone: 'negative' }),
  });
}
