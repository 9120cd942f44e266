import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const ADMIN_SUPPORT_KEY = ['admin', 'support'] as const;

export const adminSupportListQuery = (input: CallRequest<'admin.support_requests'>) =>
  queryOptions({
    queryKey: [...ADMIN_SUPPORT_KEY, 'list', input],
    queryFn: () => api('admin.support_requests', input),
    ...cacheClass('veryDynamic'),
    placeholderData: keepPreviousData,
  });

export const adminSupportRequestQuery = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_SUPPORT_KEY, 'one', id], queryFn: () => api('admin.support_request', { id }), ...cacheClass('veryDynamic') });

/** An answer or a status change refreshes the inbox and the request (and any console counts under ['admin']). */
export function useAnswerSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.answer_support_request'>) => api('admin.answer_support_request', input),
    onSuccess: (request) => {
      queryClient.setQueryData(adminSupportRequestQuery(request.id).queryKey, request);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    meta: { silent: true },
  });
}
