import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

export const TEMPLATE_KEY = ['quotation-template'] as const;

/** The supplier's templates (at most 20, so one call without paging). */
export const templatesQuery = () =>
  queryOptions({ queryKey: [...TEMPLATE_KEY, 'list'], queryFn: () => api('quotation_template.list'), ...cacheClass('normal') });

export const templateQuery = (id: number) =>
  queryOptions({ queryKey: [...TEMPLATE_KEY, 'one', id], queryFn: () => api('quotation_template.get', { id }), ...cacheClass('normal'), meta: { silent: true } });

function useTemplateMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEY }), meta: { silent: true } });
}

export const useSaveTemplate = () => useTemplateMutation((input: CallRequest<'quotation_template.save'>) => api('quotation_template.save', input));
/**
 * A deleted template's own entry is marked stale but not refetched now: the page showing it is on
 * its way out and would only flash "not found".
 */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number }) => api('quotation_template.delete', input),
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templateQuery(input.id).queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: templatesQuery().queryKey }),
      ]),
    meta: { silent: true },
  });
}
