import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { RFQ_KEY } from '~/features/rfq/api/rfq-queries.ts';

export const QUOTATION_KEY = ['quotation'] as const;

export const rfqQuotationsQuery = (input: CallRequest<'rfq.list_quotations'>, lang: Language) =>
  queryOptions({ queryKey: [...QUOTATION_KEY, 'rfq', input, lang], queryFn: () => api('rfq.list_quotations', input), ...cacheClass('veryDynamic') });

export const quotationQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: [...QUOTATION_KEY, 'one', id, lang],
    queryFn: () => api('customer.get_quotation_details', { quotation_id: id }),
    ...cacheClass('veryDynamic'),
  });

export const receivedQuotationsQuery = (input: CallRequest<'quotation.list_received'>, lang: Language) =>
  queryOptions({ queryKey: [...QUOTATION_KEY, 'received', input, lang], queryFn: () => api('quotation.list_received', input), ...cacheClass('veryDynamic') });

/** Prefer / decline / take back: every quotation view and the RFQ counts refresh. */
export function useDecideQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'quotation.decide'>) => api('quotation.decide', input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUOTATION_KEY }), queryClient.invalidateQueries({ queryKey: RFQ_KEY })]),
    meta: { silent: true },
  });
}
