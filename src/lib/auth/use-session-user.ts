import { useSyncExternalStore } from 'react';
import { authSession } from './auth-session';

export function useSessionUser() {
  return useSyncExternalStore(authSession.subscribe, authSession.getUser);
}
