import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The console's keys start with 'admin', so one decision refreshes every console view that counts it.
const ADMIN_KEY = ['admin'] as const;
const QUEUE_KEY = [...ADMIN_KEY, 'affiliate', 'applications'] as const;

export const partnerApplicationsQuery = (input: CallRequest<'admin.affiliate_applications'>) =>
  queryOptions({
    queryKey: [...QUEUE_KEY, input],
    queryFn: () => api('admin.affiliate_applications', input),
    ...cacheClass('veryDynamic'),
    // The page shows the failure itself.
    meta: { silent: true },
  });

/** One decision; settled either way the queue is fetched again (a conflict means someone decided first). */
export function useDecidePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.affiliate_decide'>) => api('admin.affiliate_decide', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    // The decision dialog shows its own errors.
    meta: { silent: true },
  });
}
