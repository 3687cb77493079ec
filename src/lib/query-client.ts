import { QueryClient } from '@tanstack/react-query';
import { errorCodes } from './graphql/error-codes';

/** Retries only transport failures: an answer from the API (any error code) will not change on retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && errorCodes(error).length === 0;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The spec's "no-cache": every read is fetched fresh when a screen needs it.
      queries: { staleTime: 0, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
