import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';

export const LEAD_KEY = ['lead'] as const;

export type LeadsInput = CallRequest<'supplier.buying_leads'>;

/** Opening the unfiltered first page records the visit on the server, so the menu badge is read again after it. */
export const buyingLeadsQuery = (input: LeadsInput, lang: Language, onVisit?: () => void) =>
  queryOptions({
    queryKey: [...LEAD_KEY, 'list', input, lang],
    queryFn: async () => {
      const result = await api('supplier.buying_leads', input);
      onVisit?.();
      return result;
    },
    ...cacheClass('veryDynamic'),
  });

/** The open RFQ market: every approved, unexpired request, filtered (browsing it records no visit). */
export const rfqMarketQuery = (input: CallRequest<'supplier.rfq_market'>, lang: Language) =>
  queryOptions({
    queryKey: [...LEAD_KEY, 'market', input, lang],
    queryFn: () => api('supplier.rfq_market', input),
    ...cacheClass('veryDynamic'),
  });

/** Hides a lead or brings it back; both lists and the menu count change. */
export function useHideLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'supplier.hide_lead'>) => api('supplier.hide_lead', input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: LEAD_KEY }), queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY })]),
  });
}
