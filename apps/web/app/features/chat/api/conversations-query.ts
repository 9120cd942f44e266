import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { CHAT_LAYOUT } from '@tradelink/shared/constants/limits';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { chatKeys } from './chat-keys.ts';

export type ConversationPages = InfiniteData<ChatConversation[], number>;

const LIMIT = CHAT_LAYOUT.conversationsLimit;

/**
 * A side's conversations, newest activity first, 20 at a time (spec section 9): buyer-side ones
 * from `get_customer_conversations`, supplier-side ones from `get_farm_conversations`. More pages
 * exist while a full page came back.
 */
export const conversationsQuery = (side: ChatSide) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(side),
    queryFn: ({ pageParam }) =>
      api(side === 'buyer' ? 'chat.get_customer_conversations' : 'chat.get_farm_conversations', { limit: LIMIT, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => (last.length === LIMIT ? offset + LIMIT : undefined),
    ...cacheClass('veryDynamic'),
  });

export function useConversations(side: ChatSide, enabled = true) {
  return useInfiniteQuery({ ...conversationsQuery(side), enabled });
}

/**
 * The pages as one list. New activity moves a conversation to the top, so a later page can repeat
 * one already shown: each appears once, where it was first seen.
 */
export function flattenConversations(data: InfiniteData<ChatConversation[], unknown> | undefined): ChatConversation[] {
  const seen = new Set<string>();
  const out: ChatConversation[] = [];
  for (const page of data?.pages ?? []) {
    for (const c of page) {
      if (seen.has(c.conversation_sid)) continue;
      seen.add(c.conversation_sid);
      out.push(c);
    }
  }
  return out;
}
