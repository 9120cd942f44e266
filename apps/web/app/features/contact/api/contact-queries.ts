import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';

export const CONTACT_KEY = ['contact'] as const;
/** Buying leads show whether a buyer's contact is unlocked. */
const LEAD_KEY = ['lead'] as const;

export const contactPreviewQuery = (buyerIdentity: string) =>
  queryOptions({
    queryKey: [...CONTACT_KEY, 'preview', buyerIdentity],
    queryFn: () => api('contact.preview', { buyer_identity: buyerIdentity }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export const contactListQuery = (input: CallRequest<'contact.list'>) =>
  queryOptions({
    queryKey: [...CONTACT_KEY, 'list', input],
    queryFn: () => api('contact.list', input),
    ...cacheClass('veryDynamic'),
  });

/** Unlocks a contact; the balance (in `customer.me`), the contact queries and the leads' flags are read again. */
export function useUnlockContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyerIdentity: string) => api('contact.unlock', { buyer_identity: buyerIdentity }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_KEY }),
        queryClient.invalidateQueries({ queryKey: CONTACT_KEY }),
        queryClient.invalidateQueries({ queryKey: LEAD_KEY }),
      ]),
    meta: { silent: true },
  });
}
