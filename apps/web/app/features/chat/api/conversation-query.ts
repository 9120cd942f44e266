import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';
import { chatKeys } from './chat-keys.ts';
import { findInLists, putConversation } from './conversation-cache.ts';

/** One conversation by id; what the lists already hold shows at once while it loads. */
export const conversationQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: () => api('chat.get_conversation', { conversation_id: id }),
    placeholderData: () => findInLists(queryClient, id),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

export function useConversation(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...conversationQuery(queryClient, id ?? ''), enabled: Boolean(id) });
}

/** The caller's conversation (from its identity `identity`) with a counterpart, or null when there is none yet. */
export const findConversationQuery = (identity: string, counterpart: string) =>
  queryOptions({
    queryKey: chatKeys.find(identity, counterpart),
    queryFn: () => api('chat.find_conversation', { identity, counterpart }),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });

/**
 * Starts a conversation. A supplier-side start spends one of the month's new conversations, so the
 * balance (in `customer.me`) is read again; the side's list gains it.
 */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { identity: string; counterpart: string }) => api('chat.create_conversation', input),
    onSuccess: (conversation: ChatConversation, input) => {
      putConversation(queryClient, conversation);
      queryClient.setQueryData(chatKeys.find(input.identity, input.counterpart), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
      if (conversation.isFarmChat) void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    meta: { silent: true },
  });
}
