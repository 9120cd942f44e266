import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_LAYOUT } from '@tradelink/shared/constants/limits';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { chatKeys } from './chat-keys.ts';

const LIMIT = CHAT_LAYOUT.onlineLimit;

/**
 * Who is online for a side to write to: suppliers for the buyer side (`get_online_farms`), buyers
 * for the supplier side (`get_online_customers`, `locked` without the plan's "Connect with buyers").
 */
export const onlineQuery = (side: ChatSide) =>
  infiniteQueryOptions({
    queryKey: chatKeys.online(side),
    queryFn: ({ pageParam }) => api(side === 'buyer' ? 'chat.get_online_farms' : 'chat.get_online_customers', { limit: LIMIT, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => (last.data.length === LIMIT && offset + LIMIT < last.total ? offset + LIMIT : undefined),
    ...cacheClass('veryDynamic'),
  });

export function useOnline(side: ChatSide, enabled = true) {
  return useInfiniteQuery({ ...onlineQuery(side), enabled });
}
