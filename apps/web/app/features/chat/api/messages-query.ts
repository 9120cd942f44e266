import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import { CACHE_CLASSES } from '@tradelink/shared/constants/timing';
import { api } from '~/lib/api-client.ts';
import {
  applyIncoming,
  applyLatestPage,
  applyOlderPage,
  emptyWindow,
  firstKnownIndex,
  hasGap,
  lastKnownIndex,
  loadedEmptyWindow,
  type MessageWindow,
} from '../message-window.ts';
import { chatKeys } from './chat-keys.ts';

// One conversation's messages as a MessageWindow (message-window.ts). The socket adds messages as
// they come; a refetch of the query is a catch-up from the last known index, never a reset, so the
// older pages loaded by scrolling back and the pending bubbles stay.

/** Safety stop for a catch-up loop (pages of the server's default size). */
const MAX_CATCH_UP_PAGES = 20;

const read = (queryClient: QueryClient, id: string) => queryClient.getQueryData<MessageWindow>(chatKeys.messages(id));

/** Fetches everything after an index, page by page, merged into the window the cache holds then. */
async function fetchAfter(queryClient: QueryClient, id: string, from: MessageWindow, afterIndex: number): Promise<MessageWindow> {
  let after = afterIndex;
  const fetched = [];
  for (let i = 0; i < MAX_CATCH_UP_PAGES; i += 1) {
    const page = await api('chat.get_messages', { conversation_id: id, after_index: after });
    fetched.push(...page.messages);
    const last = page.messages.at(-1)?.index;
    if (!page.has_more || last === undefined || last <= after) break;
    after = last;
  }
  // Merge into what the cache holds now: live messages may have arrived meanwhile.
  return applyIncoming(read(queryClient, id) ?? from, fetched);
}

export const messagesQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: async (): Promise<MessageWindow> => {
      const known = read(queryClient, id);
      // Only a loaded window catches up; live messages seeded during a failed first load do not count.
      if (known?.loaded && known.messages.length > 0) return fetchAfter(queryClient, id, known, lastKnownIndex(known));
      const page = await api('chat.get_messages', { conversation_id: id });
      return applyLatestPage(read(queryClient, id) ?? emptyWindow(), page);
    },
    // Live: the socket keeps it current and every reconnect catches up (chat-sync). A window that
    // only holds live messages (its first load failed or never ran) loads again when next shown.
    staleTime: (query) => (query.state.data?.loaded ? Infinity : 0),
    gcTime: CACHE_CLASSES.veryDynamic.gcTime,
    meta: { silent: true },
  });

export function useMessages(id: string) {
  const queryClient = useQueryClient();
  return useQuery(messagesQuery(queryClient, id));
}

/** One page of older messages (scrolling back); resolves to whether more remain. */
export async function loadOlderMessages(queryClient: QueryClient, id: string): Promise<boolean> {
  const window = read(queryClient, id);
  const first = window ? firstKnownIndex(window) : null;
  if (!window || first === null || !window.hasOlder) return false;
  const page = await api('chat.get_messages', { conversation_id: id, before_index: first });
  const next = applyOlderPage(read(queryClient, id) ?? window, page);
  queryClient.setQueryData(chatKeys.messages(id), next);
  return next.hasOlder;
}

/** Fetches what was missed since the last known index (a gap, or after a reconnect). */
export function catchUpMessages(queryClient: QueryClient, id: string) {
  return queryClient.refetchQueries({ queryKey: chatKeys.messages(id), exact: true });
}

/** A live message into its conversation's window, if a screen holds one (see message-window.ts). */
export function addLiveMessage(queryClient: QueryClient, message: ChatMessage) {
  const key = chatKeys.messages(message.conversation_id);
  if (!queryClient.getQueryState(key)) return;
  const window = read(queryClient, message.conversation_id);
  if (!window?.loaded) {
    // The first load is under way (or failed and will be retried as a first load): it merges with
    // this when it lands. The window stays unloaded until then, so the history is still fetched.
    queryClient.setQueryData(key, applyIncoming(window ?? emptyWindow(), [message]));
  } else if (hasGap(window, message)) {
    // Missed messages: fetch from the last known index (this one comes with them), keeping the window gapless.
    void catchUpMessages(queryClient, message.conversation_id);
  } else {
    queryClient.setQueryData(key, applyIncoming(window, [message]));
  }
}

/**
 * Fills a hole after `afterIndex` (the caller's own message was stored beyond the next expected
 * index: someone else's came in between and has not arrived yet).
 */
export async function fillAfter(queryClient: QueryClient, id: string, afterIndex: number) {
  const known = read(queryClient, id);
  if (!known) return;
  queryClient.setQueryData(chatKeys.messages(id), await fetchAfter(queryClient, id, known, afterIndex));
}

/**
 * Changes a conversation's window if a screen loads or shows it. A window that nobody asked for is
 * not created (one created here stays unloaded until its first page arrives).
 */
export function updateWindow(queryClient: QueryClient, id: string, change: (w: MessageWindow) => MessageWindow) {
  const key = chatKeys.messages(id);
  if (!queryClient.getQueryState(key)) return;
  queryClient.setQueryData<MessageWindow>(key, (w) => change(w ?? emptyWindow()));
}

/** A conversation just created has no history: its window starts empty, with nothing to fetch. */
export function seedEmptyWindow(queryClient: QueryClient, id: string) {
  if (!read(queryClient, id)) queryClient.setQueryData(chatKeys.messages(id), loadedEmptyWindow());
}
