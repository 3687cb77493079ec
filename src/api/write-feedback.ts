import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hasErrorCode, serverMessage } from '../lib/graphql/error-codes';
import type { MessageKey } from '../lib/messages/de';
import { t } from '../lib/messages/t';
import { notify } from '../lib/notify';

export interface WriteMessages {
  success?: MessageKey;
  failure: MessageKey;
}

/** The catalogue's toast for an answered write: `success: false` is a failure too. */
export function notifyWriteResult(success: boolean, messages: WriteMessages): void {
  if (success && messages.success) notify({ message: t(messages.success), tone: 'positive' });
  if (!success) notify({ message: t(messages.failure), tone: 'negative' });
}

export interface WriteErrorOptions {
  /** What to reload when someone else changed the object first. */
  conflictKeys: QueryKey[];
  failure: MessageKey;
  /** Show the server's own message instead of the catalogue text (the catalogue's "transport error"). */
  preferServerMessage?: boolean;
}

/** A refused or failed write: reloads on CONFLICT and says so, otherwise shows the failure text. */
export async function handleWriteError(
  queryClient: QueryClient,
  error: unknown,
  { conflictKeys, failure, preferServerMessage = false }: WriteErrorOptions,
): Promise<void> {
  // The GraphQL client already ends the session and leaves for the login page.
  if (hasErrorCode(error, 'UNAUTHENTICATED')) return;
  if (hasErrorCode(error, 'CONFLICT')) {
    await Promise.all(conflictKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    notify({ message: t('toast.conflict'), tone: 'warning' });
    return;
  }
  const message = (preferServerMessage && serverMessage(error)) || t(failure);
  notify({ message, tone: 'negative' });
}
