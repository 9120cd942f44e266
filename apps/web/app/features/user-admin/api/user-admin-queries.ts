import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The answers hold no translated text, so the keys carry no language. Everything about accounts in
// the console lives under one key: an action on an account refreshes the list and the detail.
export const USER_ADMIN_KEY = ['admin', 'users'] as const;

export const usersQuery = (input: CallRequest<'admin.users'>) =>
  queryOptions({ queryKey: [...USER_ADMIN_KEY, 'list', input], queryFn: () => api('admin.users', input), ...cacheClass('veryDynamic') });

export const userDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'detail', userId],
    queryFn: () => api('admin.user_detail', { user_id: userId }),
    ...cacheClass('veryDynamic'),
    // The page says "not found" itself.
    meta: { silent: true },
  });

export type SanctionAction = 'warn' | 'suspend' | 'reinstate';
const SANCTION_CALLS = { warn: 'admin.warn_user', suspend: 'admin.suspend_user', reinstate: 'admin.reinstate_user' } as const;

/** Warn, suspend or reinstate; the modal shows errors itself (on the reason field or above it). */
export function useSanction(action: SanctionAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.warn_user'>) => api(SANCTION_CALLS[action], input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY }),
    meta: { silent: true },
  });
}

/** The Partner switch; a refusal toasts (there is no form to show it in). */
export function useSetPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.set_partner'>) => api('admin.set_partner', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY }),
  });
}
