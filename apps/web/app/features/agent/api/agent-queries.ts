import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentAllowance, AgentConversation, AgentSide, AgentUsage } from '@tradelink/shared/agent/chat';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

const AGENT_KEY = ['agent'] as const;

/** May the caller send, on which side, how much is left today (no error for Free accounts: `refusal`). */
export const agentUsageQuery = (side: AgentSide | undefined) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'usage', side ?? 'default'],
    queryFn: () => api('agent.usage', side ? { side } : {}),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** The history, newest activity first, a page of 20 at a time. */
export const conversationsQuery = (side: AgentSide | undefined) =>
  infiniteQueryOptions({
    queryKey: [...AGENT_KEY, 'conversations', side ?? 'all'],
    queryFn: ({ pageParam }) => api('agent.conversations', { page: pageParam, ...(side ? { side } : {}) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/** One conversation with its messages, to continue it. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'conversation', id],
    queryFn: () => api('agent.conversation', { id }),
    ...cacheClass('veryDynamic'),
    // Opening it again fetches what was said since (another tab, a retry).
    staleTime: 0,
    meta: { silent: true },
  });

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<'agent.conversation_rename'>) => api('agent.conversation_rename', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...AGENT_KEY, 'conversations'] }),
    meta: { silent: true },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('agent.conversation_delete', { id }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...AGENT_KEY, 'conversation', id] });
      return queryClient.invalidateQueries({ queryKey: [...AGENT_KEY, 'conversations'] });
    },
    meta: { silent: true },
  });
}

/** After a turn: the history's order and titles changed, and the finish chunk said what is left today. */
export function useAfterTurn() {
  const queryClient = useQueryClient();
  return (allowance: AgentAllowance | undefined) => {
    if (allowance) {
      queryClient.setQueriesData<AgentUsage>({ queryKey: [...AGENT_KEY, 'usage'] }, (usage) => (usage ? { ...usage, allowance } : usage));
    } else {
      void queryClient.invalidateQueries({ queryKey: [...AGENT_KEY, 'usage'] });
    }
    void queryClient.invalidateQueries({ queryKey: [...AGENT_KEY, 'conversations'] });
  };
}

export type { AgentConversation };
