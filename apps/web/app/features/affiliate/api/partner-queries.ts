import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The partner's dashboard (issue 23). The answers hold no translated text, so the keys carry no
// language; every key starts with PARTNER_KEY so one change (a link, a payout) refreshes them all.
const PARTNER_KEY = ['affiliate', 'partner'] as const;

export const partnerTermsQuery = queryOptions({
  queryKey: [...PARTNER_KEY, 'terms'],
  queryFn: () => api('affiliate.terms'),
  ...cacheClass('normal'),
  meta: { silent: true },
});

export const partnerLinksQuery = queryOptions({
  queryKey: [...PARTNER_KEY, 'links'],
  queryFn: () => api('affiliate.links'),
  ...cacheClass('veryDynamic'),
  meta: { silent: true },
});

export const partnerStatsQuery = (input: CallRequest<'affiliate.stats'>) =>
  queryOptions({
    queryKey: [...PARTNER_KEY, 'stats', input],
    queryFn: () => api('affiliate.stats', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export const partnerReferralsQuery = (page: number) =>
  queryOptions({
    queryKey: [...PARTNER_KEY, 'referrals', page],
    queryFn: () => api('affiliate.referrals', { page }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export const partnerCommissionsQuery = (input: CallRequest<'affiliate.commissions'>) =>
  queryOptions({
    queryKey: [...PARTNER_KEY, 'commissions', input],
    queryFn: () => api('affiliate.commissions', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export const partnerPayoutsQuery = (page: number) =>
  queryOptions({
    queryKey: [...PARTNER_KEY, 'payouts', page],
    queryFn: () => api('affiliate.payouts', { page }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** A mutation of the partner's own data: settled either way, the dashboard is fetched again. */
function usePartnerMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEY }),
    // The forms and dialogs show their own errors.
    meta: { silent: true },
  });
}

export const useCreatePartnerLink = () => usePartnerMutation((input: CallRequest<'affiliate.link_create'>) => api('affiliate.link_create', input));
export const useUpdatePartnerLink = () => usePartnerMutation((input: CallRequest<'affiliate.link_update'>) => api('affiliate.link_update', input));
export const useArchivePartnerLink = () => usePartnerMutation((input: CallRequest<'affiliate.link_archive'>) => api('affiliate.link_archive', input));
export const useRequestPayout = () => usePartnerMutation((input: CallRequest<'affiliate.payout_request'>) => api('affiliate.payout_request', input));
