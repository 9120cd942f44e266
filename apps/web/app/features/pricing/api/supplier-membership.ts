import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

/** Every membership query starts with this key, so a plan change refreshes all of them at once. */
export const MEMBERSHIP_KEY = ['membership'] as const;

/** The caller's supplier membership: here, whether the one trial is still available. */
export const supplierMembershipQuery = queryOptions({
  queryKey: [...MEMBERSHIP_KEY, 'mine', 'supplier'],
  queryFn: () => api('membership.get_mine', { side: 'supplier' }),
  ...cacheClass('veryDynamic'),
  // The trial button falls back to offering the trial; the server refuses a used one.
  meta: { silent: true },
});

/** Only suppliers have a trial to ask about. */
export const useSupplierMembership = (enabled: boolean) => useQuery({ ...supplierMembershipQuery, enabled });

/**
 * Starts the supplier's 7-day trial. The plan shows on the user entity and every membership and
 * wallet view (quotas change), so all of them are refreshed.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('membership.start_trial', { side: 'supplier' }),
    onSuccess: (state) => {
      queryClient.setQueryData(supplierMembershipQuery.queryKey, state);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]);
    },
    meta: { silent: true },
  });
}
