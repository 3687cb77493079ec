import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasErrorCode, serverMessage } from './graphql/error-codes';
import type { MessageKey } from './messages/de';
import { t } from './messages/t';
import { notify } from './notify';

type ByVariables<T> = T | ((variables: never) => T);

/** What a write says and reloads, read by the mutation cache for every mutation (`meta`). */
// A type, not an interface: the query cache takes meta that is a `Record<string, unknown>`.
export type WriteMeta = {
  /** Shown when the write is answered (or chosen by its result); `success: false` shows `failure` instead. */
  success?: MessageKey | ((data: never) => MessageKey);
  /** Shown when the write fails; without it the write reports its own failures. */
  failure?: MessageKey;
  /** Show the server's own message instead of the catalogue's failure text. */
  preferServerMessage?: boolean;
  /** What to reload when someone else changed the object first (CONFLICT), said in the conflict text. */
  conflictKeys?: ByVariables<QueryKey[]>;
  /** What to reload once the write, and the writes waiting behind it in its scope, are through. */
  invalidates?: ByVariables<QueryKey[]>;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

const keysOf = (keys: ByVariables<QueryKey[]> | undefined, variables: unknown): QueryKey[] =>
  typeof keys === 'function' ? (keys as (variables: unknown) => QueryKey[])(variables) : (keys ?? []);

const answeredUnsuccessfully = (data: unknown) =>
  typeof data === 'object' && data !== null && 'success' in data && data.success === false;

/**
 * The catalogue's toast for an answered write: `success: false` is a failure too. A write that sent nothing
 * itself (it went out with another) resolves with null and says nothing.
 */
export function notifyWriteResult(data: unknown, meta: WriteMeta | undefined): void {
  if (data === null || data === undefined) return;
  if (answeredUnsuccessfully(data)) {
    if (meta?.failure) notify({ message: t(meta.failure), tone: 'negative' });
  } else if (meta?.success) {
    const key =
      typeof meta.success === 'function'
        ? (meta.success as (data: unknown) => MessageKey)(data)
        : meta.success;
    notify({ message: t(key), tone: 'positive' });
  }
}

/** An error the screen shows where it happened (e.g. a conflict view) rather than in a notification. */
const shownInPlace = (error: unknown) =>
  typeof error === 'object' && error !== null && 'shownInPlace' in error && error.shownInPlace === true;

/** A refused or failed write: reloads on CONFLICT and says so, otherwise shows the failure text. */
export async function notifyWriteError(
  queryClient: QueryClient,
  error: unknown,
  variables: unknown,
  meta: WriteMeta | undefined,
): Promise<void> {
  // The GraphQL client already ends the session and leaves for the login page.
  if (!meta?.failure || hasErrorCode(error, 'UNAUTHENTICATED') || shownInPlace(error)) return;
  if (hasErrorCode(error, 'CONFLICT') && meta.conflictKeys) {
    await invalidate(queryClient, keysOf(meta.conflictKeys, variables));
    notify({ message: t('toast.conflict'), tone: 'warning' });
    return;
  }
  const message = (meta.preferServerMessage && serverMessage(error)) || t(meta.failure);
  notify({ message, tone: 'negative' });
}

/** Reloads what the write changed, once no write of its scope is waiting any more. */
export async function reloadAfterWrite(
  queryClient: QueryClient,
  mutation: AnyMutation,
  variables: unknown,
): Promise<void> {
  const scope = mutation.options.scope?.id;
  const waiting =
    scope !== undefined &&
    queryClient
      .getMutationCache()
      .getAll()
      .some(
        (other) =>
          other !== mutation && other.options.scope?.id === scope && other.state.status === 'pending',
      );
  if (!waiting) await invalidate(queryClient, keysOf(mutation.options.meta?.invalidates, variables));
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
