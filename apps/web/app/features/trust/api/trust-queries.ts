import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const REVIEW_KEY = ['trust', 'review'] as const;

/** Whether the caller may review a party (and why not), as the review dialog opens. */
export const reviewEligibilityQuery = (identity: string) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'eligibility', identity],
    queryFn: () => api('review.eligibility', { target_identity: identity }),
    ...cacheClass('veryDynamic'),
    // The dialog shows why it failed in place.
    meta: { silent: true },
  });

/** Forms show their own errors, so these mutations do not toast them. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'review.create'>) => api('review.create', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
    meta: { silent: true },
  });
}

export function useCreateReport() {
  return useMutation({ mutationFn: (input: CallRequest<'report.create'>) => api('report.create', input), meta: { silent: true } });
}
