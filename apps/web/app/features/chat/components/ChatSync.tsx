import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import { useMe } from '~/features/account/api/me-query.ts';
import { useSocketEvent, useSocketReconnect } from '~/lib/socket.ts';
import { MENU_COUNTS_KEY } from '~/features/inquiry/api/menu-counts-query.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { patchConversation, withMessage, withReceipt } from '../api/conversation-cache.ts';
import { markDelivered } from '../api/mark-read.ts';
import { catchUpMessages } from '../api/messages-query.ts';
import { applyIncoming, emptyWindow, hasGap, lastKnownIndex, type MessageWindow } from '../message-window.ts';
import { isReadingConversation } from '../open-conversations.ts';

/** Menu badges are asked again at most this often while messages stream in. */
const COUNTS_DEBOUNCE_MS = 1500;

/** A live message into its conversation's window, if a screen holds one (see message-window.ts). */
function intoWindow(queryClient: QueryClient, message: ChatMessage) {
  const key = chatKeys.messages(message.conversation_id);
  if (!queryClient.getQueryState(key)) return;
  const window = queryClient.getQueryData<MessageWindow>(key);
  if (!window) {
    // The first load is under way; it merges with this when it lands.
    queryClient.setQueryData(key, applyIncoming(emptyWindow(), [message]));
  } else if (hasGap(window, message)) {
    // Missed messages: fetch from the last known index (this one comes with them), keeping the window gapless.
    void catchUpMessages(queryClient, message.conversation_id);
  } else {
    queryClient.setQueryData(key, applyIncoming(window, [message]));
  }
}

/**
 * The client half of reliable delivery, for every page while logged in: live messages into the
 * caches (deduplicated and ordered by index, gaps fetched), receipts acknowledged, conversation
 * changes refetched, and after every (re)connection a catch-up of every cached conversation.
 */
export default function ChatSync() {
  const queryClient = useQueryClient();
  const me = useMe();
  const myIdentities = [me?.buyer?.identity, me?.supplier?.identity].filter(Boolean);
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(countsTimer.current), []);

  const refreshCounts = () => {
    clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY }), COUNTS_DEBOUNCE_MS);
  };

  useSocketEvent('chat:message', (message) => {
    const id = message.conversation_id;
    intoWindow(queryClient, message);
    const reading = isReadingConversation(id);
    const inList = patchConversation(queryClient, id, (c) => withMessage(c, message, reading), true);
    if (!inList) void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    if (!myIdentities.includes(message.author)) {
      markDelivered(id, message.index);
      if (!reading) refreshCounts();
    }
  });

  useSocketEvent('chat:receipt', (receipt) => {
    patchConversation(queryClient, receipt.conversation_id, (c) => withReceipt(c, receipt));
  });

  useSocketEvent('chat:conversation', (id) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.finds() });
  });

  useSocketReconnect(() => {
    const windows = queryClient.getQueriesData<MessageWindow>({ queryKey: chatKeys.messagesAll() });
    void Promise.all(
      windows.map(async ([key]) => {
        const id = String(key[2]);
        await catchUpMessages(queryClient, id);
        const after = queryClient.getQueryData<MessageWindow>(chatKeys.messages(id));
        if (after) markDelivered(id, lastKnownIndex(after));
      }),
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversationsAll() });
    refreshCounts();
  });

  return null;
}
