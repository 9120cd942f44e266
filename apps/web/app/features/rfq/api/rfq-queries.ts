import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const RFQ_KEY = ['rfq'] as const;

export const myRfqsQuery = (input: CallRequest<'rfq.list_mine'>, lang: Language) =>
  queryOptions({ queryKey: [...RFQ_KEY, 'mine', input, lang], queryFn: () => api('rfq.list_mine', input), ...cacheClass('veryDynamic') });

export const myRfqQuery = (id: number, lang: Language) =>
  queryOptions({ queryKey: [...RFQ_KEY, 'one', id, lang], queryFn: () => api('rfq.get_mine', { id }), ...cacheClass('veryDynamic') });

/** Any change to the buyer's RFQs refreshes every RFQ list and view. */
function useRfqMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RFQ_KEY }),
    meta: { silent: true },
  });
}

export const useCreateRfq = () => useRfqMutation((input: CallRequest<'rfq.create'>) => api('rfq.create', input));
export const useUpdateRfq = () => useRfqMutation((input: CallRequest<'rfq.update'>) => api('rfq.update', input));
export const useCloseRfq = () => useRfqMutation((input: CallRequest<'rfq.close'>) => api('rfq.close', input));
export const useRfqEmailAction = () => useRfqMutation((input: CallRequest<'rfq.email_action'>) => api('rfq.email_action', input));
