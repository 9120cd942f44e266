import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { getSocket, useSocketEvent, useSocketStatus } from '~/lib/socket.ts';
import { useConversation } from '../api/conversation-query.ts';
import { markRead } from '../api/mark-read.ts';
import { useMessages } from '../api/messages-query.ts';
import { deliver, discardOutgoing, newOutgoing } from '../api/send-message.ts';
import type { EmbedRef } from '../chat-panel-store.ts';
import { composerOpen, counterpartOf } from '../gate-view.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { lastKnownIndex } from '../message-window.ts';
import { showConversation } from '../open-conversations.ts';
import { Composer } from './Composer.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { GateBar } from './GateBar.tsx';
import { MessageList } from './MessageList.tsx';

/** "typing…" shows this long after the counterpart's last keystroke signal. */
const TYPING_SHOWN_MS = 4000;

interface Props {
  conversationId: string;
  /** A card to attach to the next message (from the entry point that opened the chat). */
  embed?: EmbedRef;
  onEmbedUsed?: () => void;
  highlightIndex?: number | null;
  onBack?: () => void;
  onClose?: () => void;
}

/**
 * One open conversation: joins its room (receipts, typing), marks it read while the page is
 * visible, shows the messages and the gate, and sends what the caller writes.
 */
export function ConversationView({ conversationId: id, embed, onEmbedUsed, highlightIndex, onBack, onClose }: Props) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const status = useSocketStatus();
  const visible = usePageVisible();
  const [typingUntil, setTypingUntil] = useState(0);
  const opened = useRef(false);
  const c = conversation.data;
  // Shown once the first page is in: live messages that came during the first load are not the history.
  const window = messages.data?.loaded ? messages.data : undefined;
  const last = window ? lastKnownIndex(window) : 0;

  useEffect(() => showConversation(id), [id]);

  // The room carries receipts and typing; it is joined again after every reconnection.
  useEffect(() => {
    if (status !== 'connected') return;
    const socket = getSocket();
    socket?.emit('chat:join', id, () => undefined);
    return () => {
      socket?.emit('chat:leave', id);
    };
  }, [status, id]);

  // Read while shown on a visible page: over HTTP on opening, then as messages come.
  const myIdentity = c?.my_identity;
  useEffect(() => {
    if (!visible || !myIdentity || last === 0) return;
    void markRead(queryClient, id, last, !opened.current);
    opened.current = true;
  }, [visible, myIdentity, last, id, queryClient]);

  useSocketEvent('chat:typing', (event) => {
    if (event.conversation_id === id && event.identity !== myIdentity) setTypingUntil(Date.now() + TYPING_SHOWN_MS);
  });
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);
  // A message from the counterpart ends its typing.
  useEffect(() => setTypingUntil(0), [last]);

  if (conversation.isError && !c) {
    return (
      <Stack p="md">
        {(onBack || onClose) && <ConversationHeader participant={null} onBack={onBack} onClose={onClose} />}
        <Alert color="red" role="alert">
          {t('conversation.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  if (!c) return <Loader size="sm" mx="auto" my="xl" display="block" aria-label={t('conversation.loading')} />;

  const other = counterpartOf(c);
  const name = other?.identity_name ?? t('conversation.unknown');
  const open = composerOpen(c);

  const send = (body: string) => {
    void deliver(queryClient, newOutgoing(id, body, embed));
    if (embed) onEmbedUsed?.();
    return true;
  };

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader participant={other} onBack={onBack} onClose={onClose} />
      {window ? (
        <MessageList
          conversation={c}
          window={window}
          highlightIndex={highlightIndex}
          typingName={typingUntil > 0 ? name : null}
          onRetry={(o) => void deliver(queryClient, o)}
          onDiscard={(o) => discardOutgoing(queryClient, o)}
        />
      ) : !messages.isFetching && (messages.isError || messages.data) ? (
        // The first load failed (live messages may have come meanwhile; they do not make it loaded).
        <Alert color="red" m="sm" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('messages.loadFailed')}
            <Button size="xs" variant="light" color="red" onClick={() => void messages.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Loader size="sm" mx="auto" my="xl" display="block" aria-label={t('messages.loading')} />
      )}
      <GateBar conversation={c} counterpartName={name} />
      <Composer
        disabled={!open}
        onSend={send}
        onTyping={() => getSocket()?.emit('chat:typing', id)}
        embed={open ? embed : undefined}
        onRemoveEmbed={onEmbedUsed}
      />
    </Box>
  );
}
