import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'auth.login_via_password'>) => api('auth.login_via_password', input),
    onSuccess: (user) => queryClient.setQueryData(ME_KEY, user),
    meta: { silent: true },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: CallRequest<'auth.signup_via_password'>) => api('auth.signup_via_password', input),
    meta: { silent: true },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('customer.logout'),
    onSettled: () => {
      queryClient.setQueryData(ME_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'reference' && q.queryKey[0] !== 'me' });
    },
  });
}
