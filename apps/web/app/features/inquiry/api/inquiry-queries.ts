import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { InquiryStatusFilter } from '@tradelink/shared/inquiry/inquiry';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';

export const INQUIRY_KEY = ['inquiry'] as const;
export type InquiryBox = 'sent' | 'received';

export const myInquiriesQuery = (box: InquiryBox, page: number) =>
  queryOptions({
    queryKey: [...INQUIRY_KEY, 'mine', box, page],
    queryFn: () => api('inquiry.list_mine', { box, page }),
    ...cacheClass('veryDynamic'),
  });

/** The supplier's inbox: what buyers sent it (received) or its own outreach (sent), filtered. */
export interface SupplierInboxFilter {
  box: InquiryBox;
  status: InquiryStatusFilter;
  unreadOnly: boolean;
  page: number;
}

export const supplierInquiriesQuery = (filter: SupplierInboxFilter) =>
  queryOptions({
    queryKey: [...INQUIRY_KEY, 'mine', 'supplier', filter],
    queryFn: () => api('inquiry.list_mine', { side: 'supplier', box: filter.box, status: filter.status, unread_only: filter.unreadOnly, page: filter.page }),
    ...cacheClass('veryDynamic'),
  });

/** One thread; fetching it marks it read for the caller's side (the badges follow, see useInquiryRead). */
export const inquiryQuery = (id: number) =>
  queryOptions({ queryKey: [...INQUIRY_KEY, 'one', id], queryFn: () => api('inquiry.get', { inquiry_id: id }), ...cacheClass('veryDynamic'), meta: { silent: true } });

/** Sending or replying changes lists, threads and badge counts alike. */
function useInquiryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INQUIRY_KEY });
      void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
    },
    meta: { silent: true },
  });
}

export const useSendInquiry = () => useInquiryMutation((input: CallRequest<'inquiry.send'>) => api('inquiry.send', input));
export const useSendInquiryToBuyer = () => useInquiryMutation((input: CallRequest<'inquiry.send_to_buyer'>) => api('inquiry.send_to_buyer', input));
export const useReplyInquiry = () => useInquiryMutation((input: CallRequest<'inquiry.reply'>) => api('inquiry.reply', input));

/**
 * Marks an inquiry handled or open again. Not silent: a refusal has no form to show it, so it goes
 * to the toast like any failed call.
 */
export function useSetInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'inquiry.set_status'>) => api('inquiry.set_status', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INQUIRY_KEY });
      void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
    },
  });
}

/**
 * Where the `blockSpamInquiry` dialog finds the server's words (with the minutes to wait): dialogs
 * of that type take no props, and this is server state like any other answer.
 */
export const SPAM_NOTICE_KEY = [...INQUIRY_KEY, 'spam-notice'] as const;
