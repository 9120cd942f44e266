import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

/** Everything the moderation console reads; a decision or a settings change refreshes all of it. */
export const MODERATION_KEY = ['admin', 'moderation'] as const;

export const dashboardQuery = () =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'dashboard'], queryFn: () => api('admin.dashboard'), ...cacheClass('veryDynamic') });

export const moderationQueueQuery = (input: CallRequest<'admin.moderation_queue'>, lang: Language) =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'queue', input, lang], queryFn: () => api('admin.moderation_queue', input), ...cacheClass('veryDynamic') });

export const moderationSettingsQuery = () =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'settings'], queryFn: () => api('admin.moderation_settings'), ...cacheClass('veryDynamic') });

export const auditLogQuery = (input: CallRequest<'admin.audit_log'>) =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'audit', input], queryFn: () => api('admin.audit_log', input), ...cacheClass('veryDynamic') });

function useModerationMutation<I, O>(fn: (input: I) => Promise<O>, { silent = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
    // The reject form shows its own errors; other actions toast theirs.
    meta: { silent },
  });
}

/** One decision on one or many posts; the answer says which succeeded. */
export const useModeratePosts = ({ silent = false } = {}) =>
  useModerationMutation((input: CallRequest<'admin.moderate_posts'>) => api('admin.moderate_posts', input), { silent });

export const useUpdateModerationSettings = () =>
  useModerationMutation((input: CallRequest<'admin.update_moderation_settings'>) => api('admin.update_moderation_settings', input));
