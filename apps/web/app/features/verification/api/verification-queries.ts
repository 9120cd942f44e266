import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallName, CallRequest, CallResult } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

// The answers hold no translated text, so the keys carry no language.
export const VERIFICATION_KEY = ['verification'] as const;
const SUPPLIER_KEY = [...VERIFICATION_KEY, 'supplier'] as const;
const BUYER_KEY = [...VERIFICATION_KEY, 'buyer'] as const;
const SLOTS_KEY = [...VERIFICATION_KEY, 'slots'] as const;

export const supplierVerificationQuery = queryOptions({
  queryKey: SUPPLIER_KEY,
  queryFn: () => api('supplier.verification_status'),
  ...cacheClass('veryDynamic'),
});

export const buyerVerificationQuery = queryOptions({
  queryKey: BUYER_KEY,
  queryFn: () => api('customer.verification_status'),
  ...cacheClass('veryDynamic'),
});

/** Free slots change as others book them: always fetched fresh when the picker opens. */
export const tracingSlotsQuery = queryOptions({
  queryKey: SLOTS_KEY,
  queryFn: () => api('supplier.tracing_slots'),
  staleTime: 0,
  gcTime: 60_000,
  retry: false,
});

/**
 * A verification call answers with the new status: it replaces the cached one at once. The user
 * (plan level, work-email flag) and the free slots are refetched.
 */
function useStatusMutation<C extends CallName>(name: C, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<C>) => api(name, input),
    onSuccess: (status: CallResult<C>) => {
      queryClient.setQueryData(key, status);
      return Promise.all([queryClient.invalidateQueries({ queryKey: ME_KEY }), queryClient.invalidateQueries({ queryKey: SLOTS_KEY })]);
    },
    // Forms show their own errors (on the field when the server names one).
    meta: { silent: true },
  });
}

export const useRequestSupplierVerification = () => useStatusMutation('supplier.request_verification', SUPPLIER_KEY);
export const useConfirmWorkEmail = () => useStatusMutation('supplier.confirm_work_email', SUPPLIER_KEY);
export const useCancelVerification = () => useStatusMutation('supplier.cancel_verification', SUPPLIER_KEY);
export const useRequestBuyerVerification = () => useStatusMutation('customer.request_verification', BUYER_KEY);
