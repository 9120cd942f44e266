import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The console's keys start with 'admin', so one decision can refresh every console view that
// counts it (queue, dashboard, audit log). The answers hold no translated text: no language in the key.
const ADMIN_KEY = ['admin'] as const;
const QUEUE_KEY = [...ADMIN_KEY, 'verification', 'queue'] as const;

export const verificationQueueQuery = (input: CallRequest<'admin.verification_queue'>) =>
  queryOptions({
    queryKey: [...QUEUE_KEY, input],
    queryFn: () => api('admin.verification_queue', input),
    ...cacheClass('veryDynamic'),
    // The page shows the failure itself.
    meta: { silent: true },
  });

/**
 * One decision. Settled either way, the queue is fetched again: a conflict means someone else
 * decided first, and the list should show it.
 */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'admin.review_verification'>) => api('admin.review_verification', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    // The decision modal shows its own errors.
    meta: { silent: true },
  });
}
