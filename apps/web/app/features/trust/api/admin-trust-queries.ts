import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const ADMIN_TRUST_KEY = ['admin', 'trust'] as const;

export const adminReportsQuery = (input: CallRequest<'admin.reports'>) =>
  queryOptions({ queryKey: [...ADMIN_TRUST_KEY, 'reports', input], queryFn: () => api('admin.reports', input), ...cacheClass('veryDynamic') });

export const reportTargetQuery = (input: CallRequest<'admin.report_target'>) =>
  queryOptions({ queryKey: [...ADMIN_TRUST_KEY, 'target', input], queryFn: () => api('admin.report_target', input), ...cacheClass('veryDynamic') });

export const adminReviewsQuery = (input: CallRequest<'admin.reviews'>) =>
  queryOptions({ queryKey: [...ADMIN_TRUST_KEY, 'reviews', input], queryFn: () => api('admin.reviews', input), ...cacheClass('veryDynamic') });

/**
 * Console actions refresh every reports and reviews list (hiding a review changes both). A modal
 * with a form shows its own errors (silent); a bare button's failure goes to the toast.
 */
function useAdminTrustMutation<I, O>(fn: (input: I) => Promise<O>, silent: boolean) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_TRUST_KEY }), meta: { silent } });
}

export const useResolveReports = () => useAdminTrustMutation((input: CallRequest<'admin.resolve_reports'>) => api('admin.resolve_reports', input), true);
export const useHideReview = ({ silent = true } = {}) =>
  useAdminTrustMutation((input: CallRequest<'admin.hide_review'>) => api('admin.hide_review', input), silent);
