import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { QUOTATION_KEY } from '~/features/quotation/api/quotation-queries.ts';

/** The supplier's side of quotations: its sent list, send status per RFQ and templates. */
export const QUOTING_KEY = ['quoting'] as const;

export const sentQuotationsQuery = (input: CallRequest<'quotation.list_sent'>, lang: Language) =>
  queryOptions({ queryKey: [...QUOTING_KEY, 'sent', input, lang], queryFn: () => api('quotation.list_sent', input), ...cacheClass('veryDynamic') });

/** Whether the caller may quote this RFQ (and which quotation it already sent). */
export const sendStatusQuery = (rfqId: number) =>
  queryOptions({
    queryKey: [...QUOTING_KEY, 'status', rfqId],
    queryFn: () => api('quotation.send_status', { rfq_id: rfqId }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/**
 * The RFQ being answered, in full (its terms and the buyer's files, `supplier.get_lead`): the
 * quotation form shows it beside the terms and starts from its quantity, unit, currency, incoterm
 * and payment method.
 */
export const answeredRfqQuery = (rfqId: number, lang: Language) =>
  queryOptions({
    queryKey: [...QUOTING_KEY, 'rfq', rfqId, lang],
    queryFn: () => api('supplier.get_lead', { rfq_id: rfqId }),
    ...cacheClass('normal'),
    meta: { silent: true },
  });

/**
 * Sending, editing or withdrawing changes the sent list, the send status and the quotation's own
 * views, and the buying leads (each lead shows the supplier's quotation; the key is written out
 * because the lead feature already imports this one).
 */
function useQuotingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUOTING_KEY }),
        queryClient.invalidateQueries({ queryKey: QUOTATION_KEY }),
        queryClient.invalidateQueries({ queryKey: ['lead'] }),
      ]),
    meta: { silent: true },
  });
}

export const useSendQuotation = () => useQuotingMutation((input: CallRequest<'quotation.send'>) => api('quotation.send', input));
export const useUpdateQuotation = () => useQuotingMutation((input: CallRequest<'quotation.update'>) => api('quotation.update', input));
export const useWithdrawQuotation = () => useQuotingMutation((input: CallRequest<'quotation.withdraw'>) => api('quotation.withdraw', input));
