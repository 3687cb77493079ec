import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';

export interface Credentials {
  username: string;
  password: string;
}

/** Answers the token; errors (wrong credentials, rate limit) are left to the login form. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (credentials: Credentials) => (await api.Login(credentials)).login.token,
  });
}
