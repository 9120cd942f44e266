import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSide } from '@tradelink/shared/constants/plans';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { ME_KEY } from '~/lib/me-query.ts';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const MEMBERSHIP_KEY = ['membership'] as const;
export const WALLET_KEY = ['wallet'] as const;

/** The caller's plan, subscription, trial and quotas on one side. */
export const membershipQuery = (side: PlanSide) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'mine', side],
    queryFn: () => api('membership.get_mine', { side }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** The caller's payments (receipts), newest first, one page. */
export const paymentsQuery = (input: { side?: PlanSide; page: number }) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'payments', input],
    queryFn: () => api('membership.payments', input),
    ...cacheClass('veryDynamic'),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The supplier's wallet ledger: every change of the Balance, newest first. */
export const ledgerQuery = (page: number) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'ledger', page],
    queryFn: () => api('wallet.ledger', { page }),
    ...cacheClass('veryDynamic'),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/**
 * A plan change shows everywhere the plan does: the membership page (its answer is the new state),
 * the account (`me` carries the plan and balance), the wallet and the desk's quotas.
 */
function usePlanMutation(call: (side: PlanSide) => Promise<MembershipState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => {
      queryClient.setQueryData([...MEMBERSHIP_KEY, 'mine', state.side], state);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
        queryClient.invalidateQueries({ queryKey: ['desk'] }),
      ]);
    },
    meta: { silent: true },
  });
}

export const useStartTrial = () => usePlanMutation((side) => api('membership.start_trial', { side }));
export const useCancelSubscription = () => usePlanMutation((side) => api('membership.cancel', { side }));
export const useResumeSubscription = () => usePlanMutation((side) => api('membership.resume', { side }));
