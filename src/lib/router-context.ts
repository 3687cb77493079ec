import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from './auth/session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthSession;
}
