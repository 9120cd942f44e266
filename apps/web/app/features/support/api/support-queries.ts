import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const MY_SUPPORT_KEY = ['support', 'mine'] as const;

export const mySupportListQuery = (input: CallRequest<'support.list_mine'>) =>
  queryOptions({
    queryKey: [...MY_SUPPORT_KEY, 'list', input],
    queryFn: () => api('support.list_mine', input),
    ...cacheClass('veryDynamic'),
    placeholderData: keepPreviousData,
  });

/**
 * One of the user's requests. Reading it marks the team's answer as read on the server, so the
 * lists (their unread dots) are refreshed once it arrives.
 */
export function useMySupportRequest(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MY_SUPPORT_KEY, 'one', id],
    queryFn: async () => {
      const request = await api('support.get_mine', { id });
      void queryClient.invalidateQueries({ queryKey: [...MY_SUPPORT_KEY, 'list'] });
      return request;
    },
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });
}

/** Forms show their own errors (meta.silent); each success refreshes the user's list. */
function useSupportMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SUPPORT_KEY }), meta: { silent: true } });
}

export const useContactUs = () => useSupportMutation((input: CallRequest<'support.contact_us'>) => api('support.contact_us', input));
export const useCreateSupportRequest = () => useSupportMutation((input: CallRequest<'support.create'>) => api('support.create', input));
export function useReplySupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'support.reply_mine'>) => api('support.reply_mine', input),
    onSuccess: (request) => {
      queryClient.setQueryData([...MY_SUPPORT_KEY, 'one', request.id], request);
      return queryClient.invalidateQueries({ queryKey: [...MY_SUPPORT_KEY, 'list'] });
    },
    meta: { silent: true },
  });
}
