import type { QueryClient } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@tradelink/shared/chat/chat';
import type { ReceiptEvent } from '@tradelink/shared/realtime/events';
import { chatKeys } from './chat-keys.ts';
import type { ConversationPages } from './conversations-query.ts';

// Keeps the conversation caches (both sides' lists and each conversation) in step with live events,
// so the lists reorder and count unread messages without asking the server on every message.

type Patch = (c: ChatConversation) => ChatConversation;

/** Both names of the unread count (the spec's conversation entity has the alias `unreadMessagesCount`). */
const unreadCount = (n: number) => ({ unread_messages_count: n, unreadMessagesCount: n });

/**
 * A new message in a conversation: it becomes the last one and, from the counterpart, counts as
 * unread unless `read` (the conversation is open on a visible page). Old news changes nothing.
 */
export function withMessage(c: ChatConversation, message: ChatMessage, read: boolean): ChatConversation {
  if (message.index <= c.last_message_index) return c;
  const fromOther = message.author !== c.my_identity;
  return {
    ...c,
    lastMessage: message,
    last_message_index: message.index,
    date_updated: message.date_created,
    ...unreadCount(read ? 0 : c.unread_messages_count + (fromOther ? 1 : 0)),
    last_read_message_index: read ? message.index : c.last_read_message_index,
  };
}

/** The caller read up to `index`. */
export function withRead(c: ChatConversation, index: number): ChatConversation {
  if ((c.last_read_message_index ?? 0) >= index && c.unread_messages_count === 0) return c;
  return { ...c, last_read_message_index: Math.max(c.last_read_message_index ?? 0, index), ...unreadCount(0) };
}

/** The caller's own read receipt moves the read index forward (read on another tab or device). */
export function ownReadMoved(c: ChatConversation, receipt: ReceiptEvent): boolean {
  return receipt.identity === c.my_identity && receipt.read_index > (c.last_read_message_index ?? 0);
}

/**
 * A receipt: the counterpart's moves the ticks under the caller's messages; the caller's own (read
 * elsewhere) moves the read index, and clears the unread count when it reaches the last message
 * (short of it, the count is left for the next fetch: which messages were hidden is not known here).
 */
export function withReceipt(c: ChatConversation, receipt: ReceiptEvent): ChatConversation {
  if (receipt.identity === c.my_identity) {
    if (!ownReadMoved(c, receipt)) return c;
    const all = receipt.read_index >= c.last_message_index;
    return { ...c, last_read_message_index: receipt.read_index, ...unreadCount(all ? 0 : c.unread_messages_count) };
  }
  return {
    ...c,
    counterpart_delivered_index: Math.max(c.counterpart_delivered_index, receipt.delivered_index, receipt.read_index),
    counterpart_read_index: Math.max(c.counterpart_read_index, receipt.read_index),
  };
}

/** Applies a patch to one conversation in the pages; with `toTop` it moves first. Unchanged pages stay the same objects. */
export function patchPages(data: ConversationPages, id: string, patch: Patch, toTop: boolean): ConversationPages {
  let found: ChatConversation | undefined;
  const pages = data.pages.map((page) => {
    const at = page.findIndex((c) => c.conversation_sid === id);
    if (at < 0) return page;
    found = patch(page[at]!);
    if (toTop) return page.filter((_, i) => i !== at);
    return page.map((c, i) => (i === at ? found! : c));
  });
  if (!found) return data;
  if (toTop) pages[0] = [found, ...(pages[0] ?? [])];
  return { ...data, pages };
}

function listQueries(queryClient: QueryClient) {
  return queryClient.getQueriesData<ConversationPages>({ queryKey: chatKeys.conversationLists() });
}

export function findInLists(queryClient: QueryClient, id: string): ChatConversation | undefined {
  for (const [, data] of listQueries(queryClient)) {
    for (const page of data?.pages ?? []) {
      const hit = page.find((c) => c.conversation_sid === id);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** A conversation as cached anywhere: in a list, or on its own. */
export function findCached(queryClient: QueryClient, id: string): ChatConversation | undefined {
  return findInLists(queryClient, id) ?? queryClient.getQueryData<ChatConversation>(chatKeys.conversation(id));
}

/**
 * Patches a conversation wherever it is cached. Returns whether a list held it (when none did, the
 * caller refetches the lists: a conversation new to this page).
 */
export function patchConversation(queryClient: QueryClient, id: string, patch: Patch, toTop = false): boolean {
  let inList = false;
  for (const [key, data] of listQueries(queryClient)) {
    if (!data) continue;
    const next = patchPages(data, id, patch, toTop);
    if (next !== data) {
      inList = true;
      queryClient.setQueryData(key, next);
    }
  }
  queryClient.setQueryData<ChatConversation>(chatKeys.conversation(id), (c) => (c ? patch(c) : c));
  return inList;
}

/** A fresh copy of a conversation from the server, into its own cache and the lists holding it. */
export function putConversation(queryClient: QueryClient, conversation: ChatConversation) {
  queryClient.setQueryData(chatKeys.conversation(conversation.conversation_sid), conversation);
  patchConversation(queryClient, conversation.conversation_sid, () => conversation);
}
