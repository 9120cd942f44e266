import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, CallResult } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The answers hold no translated text, so the keys carry no language.
const MY_APPLICATION_KEY = ['affiliate', 'application'] as const;

/** The caller's standing in the programme: Partner or not, and their latest application. */
export const myPartnerApplicationQuery = queryOptions({
  queryKey: MY_APPLICATION_KEY,
  queryFn: () => api('affiliate.my_application'),
  ...cacheClass('veryDynamic'),
});

/** Sends the application; its answer replaces the cached standing at once (now pending). */
export function useApplyForPartnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'affiliate.apply'>) => api('affiliate.apply', input),
    onSuccess: (application) =>
      queryClient.setQueryData(MY_APPLICATION_KEY, (current: CallResult<'affiliate.my_application'> | undefined) => ({
        is_partner: current?.is_partner ?? false,
        application,
      })),
    // The form shows its own errors.
    meta: { silent: true },
  });
}
