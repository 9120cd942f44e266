import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The console's keys start with 'admin', so one decision refreshes every console view that counts it.
const ADMIN_KEY = ['admin'] as const;

export const adminPayoutsQuery = (input: CallRequest<'admin.affiliate_payouts'>) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'affiliate', 'payouts', input],
    queryFn: () => api('admin.affiliate_payouts', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export const adminReferralsQuery = (input: CallRequest<'admin.affiliate_referrals'>) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'affiliate', 'referrals', input],
    queryFn: () => api('admin.affiliate_referrals', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** The terms in force, for the console's form. */
export const adminTermsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'affiliate', 'terms'],
    queryFn: () => api('admin.affiliate_terms'),
    meta: { silent: true },
  });

function useAdminMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Settled either way: a conflict means another operator decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    // The dialogs show their own errors.
    meta: { silent: true },
  });
}

export const useMarkPayoutPaid = () => useAdminMutation((input: CallRequest<'admin.affiliate_payout_mark_paid'>) => api('admin.affiliate_payout_mark_paid', input));
export const useRefusePayout = () => useAdminMutation((input: CallRequest<'admin.affiliate_payout_refuse'>) => api('admin.affiliate_payout_refuse', input));
export const useSetAffiliateTerms = () => useAdminMutation((input: CallRequest<'admin.affiliate_terms_set'>) => api('admin.affiliate_terms_set', input));
