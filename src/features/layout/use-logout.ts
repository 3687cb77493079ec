import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authSession } from '../../lib/auth/auth-session';

/** Forgets the user and the token, leaves for the login page, then drops every cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    authSession.signOut();
    // Clearing first would make the still-mounted pages refetch without a token.
    await navigate({ to: '/login' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
