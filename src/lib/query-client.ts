import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorCodes } from './graphql/error-codes';
import { notifyWriteError, notifyWriteResult, reloadAfterWrite } from './write-meta';

/** Retries only transport failures: an answer from the API (any error code) will not change on retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && errorCodes(error).length === 0;
}

/**
 * A read fetched this recently is the screen's own: its route's loader fetched it as the screen opened, so
 * the screen's mount does not fetch it a second time.
 */
const JUST_FETCHED_MS = 1000;

/** The app's query client: every write says what happened and reloads what it changed (`WriteMeta`). */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => notifyWriteResult(data, mutation.options.meta),
      onError: (error, variables, _context, mutation) =>
        notifyWriteError(queryClient, error, variables, mutation.options.meta),
      onSettled: (_data, _error, variables, _context, mutation) =>
        reloadAfterWrite(queryClient, mutation, variables),
    }),
    defaultOptions: {
      queries: {
        // The spec's "no-cache": every read is fetched fresh when a screen needs it.
        staleTime: 0,
        // Data another part of the page already shows (the 10,000-entry tree beside a file) is kept fresh by
        // the writes that change it; a second view of it does not fetch it again.
        refetchOnMount: (query) =>
          query.getObserversCount() <= 1 &&
          (query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS),
        retry: shouldRetry,
      },
      // A write that cannot reach the server fails and says so, instead of waiting unseen for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
