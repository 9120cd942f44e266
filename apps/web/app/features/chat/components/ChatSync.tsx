import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '~/lib/me-store.tsx';
import { useSocketEvent, useSocketReconnect } from '~/lib/socket.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { findCached, ownReadMoved, patchConversation, withMessage, withReceipt } from '../api/conversation-cache.ts';
import { markDelivered } from '../api/mark-read.ts';
import { addLiveMessage, catchUpMessages } from '../api/messages-query.ts';
import { cancelMenuCountsRefresh, refreshMenuCountsSoon } from '../api/refresh-menu-counts.ts';
import { lastKnownIndex, type MessageWindow } from '../message-window.ts';
import { isReadingConversation } from '../open-conversations.ts';
import { CHAT_PARTICIPANTS_REFETCH_DELAY_MS, CHAT_REFETCH_DELAY_MS } from '@tradelink/shared/constants/timing';
import { delayedListRefetch, userUpdated } from '../chat-timers.ts';

/**
 * The client half of reliable delivery, for every page while logged in: live messages into the
 * caches (deduplicated and ordered by index, gaps fetched), receipts acknowledged, conversation
 * changes refetched, and after every (re)connection a catch-up of every cached conversation.
 */
export default function ChatSync() {
  const queryClient = useQueryClient();
  const me = useMe();
  const myIdentities = [me?.buyer?.identity, me?.supplier?.identity].filter(Boolean);

  const [listsLater] = useState(() => delayedListRefetch(queryClient));
  useEffect(
    () => () => {
      cancelMenuCountsRefresh();
      listsLater.cancel();
      userUpdated.cancel();
    },
    [listsLater],
  );

  // The Messages badges and the bell (no count change is pushed per message).
  const refreshCounts = () => refreshMenuCountsSoon(queryClient);

  useSocketEvent('chat:message', (message) => {
    const id = message.conversation_id;
    addLiveMessage(queryClient, message);
    const reading = isReadingConversation(id);
    const inList = patchConversation(queryClient, id, (c) => withMessage(c, message, reading), true);
    if (!inList) {
      // A conversation new to this tab: the lists now, and again once the other side's writes settled.
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
      listsLater.schedule(CHAT_REFETCH_DELAY_MS);
    }
    if (!myIdentities.includes(message.author)) {
      markDelivered(id, message.index);
      if (!reading) refreshCounts();
    }
  });

  useSocketEvent('chat:receipt', (receipt) => {
    const before = findCached(queryClient, receipt.conversation_id);
    patchConversation(queryClient, receipt.conversation_id, (c) => withReceipt(c, receipt));
    // Read on another tab or device (this tab's own reads are in the cache already): the badges change.
    const mine = before ? ownReadMoved(before, receipt) : myIdentities.includes(receipt.identity);
    if (mine) refreshCounts();
  });

  useSocketEvent('chat:conversation', (id) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.finds() });
    // Participants changed (created, gate decided, unlocked): the lists again after the longer delay.
    listsLater.schedule(CHAT_PARTICIPANTS_REFETCH_DELAY_MS);
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
