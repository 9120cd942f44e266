import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { PaymentDetail } from '@tradelink/shared/membership/membership';
import { ME_KEY } from '~/lib/me-query.ts';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { MEMBERSHIP_KEY, WALLET_KEY } from './membership-queries.ts';

export const paymentKey = (id: string) => [...MEMBERSHIP_KEY, 'payment', id] as const;

/** One receipt. Errors are the page's to show (a 404 is the not-found page). */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKey(id),
    queryFn: () => api('membership.payment', { payment_id: id }),
    ...cacheClass('veryDynamic'),
    retry: false,
    meta: { silent: true },
  });

/** A paid or refunded payment changes the plan, the balance and the lists. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return (payment: PaymentDetail) => {
    queryClient.setQueryData(paymentKey(payment.id), payment);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY, predicate: (q) => q.queryKey[1] !== 'payment' }),
      queryClient.invalidateQueries({ queryKey: ME_KEY }),
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
  };
}

/** Starts paying: the form shows its own errors. */
export const useCheckout = () =>
  useMutation({ mutationFn: (input: CallRequest<'membership.checkout'>) => api('membership.checkout', input), meta: { silent: true } });

/** Pays a pending checkout with a sandbox test card. */
export function useSandboxPay() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: CallRequest<'membership.sandbox_pay'>) => api('membership.sandbox_pay', input),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

/** The operators' refund (the reason is kept on the payment and the audit log). */
export function useRefundPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.refund_payment'>) => api('admin.refund_payment', input),
    onSuccess: refresh,
    meta: { silent: true },
  });
}
