import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { formatDate } from '~/lib/format.ts';
import { loadOlderMessages } from '../api/messages-query.ts';
import { receiptOf } from '../gate-view.ts';
import { relativeDay, startsDay } from '../message-days.ts';
import { firstKnownIndex, lastKnownIndex, type MessageWindow, type OutgoingMessage } from '../message-window.ts';
import { DaySeparator, MessageBubble, OutgoingBubble } from './MessageBubble.tsx';

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 80;
const HIGHLIGHT_MS = 4000;

interface Props {
  conversation: ChatConversation;
  window: MessageWindow;
  /** Open at this message (a notification's `message-id`): older pages load until it is there. */
  highlightIndex?: number | null;
  typingName: string | null;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

/**
 * The conversation's messages, oldest at the top, with day separators. It opens at the newest (or
 * the highlighted) message, stays at the bottom as messages arrive while the reader is there, and
 * loads older pages when scrolled to the top, keeping the reader's place.
 */
export function MessageList({ conversation, window, highlightIndex, typingName, onRetry, onDiscard }: Props) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const id = conversation.conversation_sid;
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const started = useRef(false);
  const anchor = useRef<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const highlightDone = useRef<number | null>(null);

  const first = firstKnownIndex(window);
  const last = lastKnownIndex(window);
  const lastMine = window.outgoing.length > 0 || window.messages.at(-1)?.author === conversation.my_identity;

  const loadOlder = useCallback(async () => {
    const el = box.current;
    if (!el || loadingOlder || !window.hasOlder) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    setLoadingOlder(true);
    try {
      await loadOlderMessages(queryClient, id);
    } catch {
      anchor.current = null;
    } finally {
      setLoadingOlder(false);
    }
  }, [queryClient, id, loadingOlder, window.hasOlder]);

  // Older messages went in above: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    }
  }, [first]);

  // New messages below: follow them if the reader was at the bottom or wrote them.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const waitingForHighlight = highlightIndex != null && highlightDone.current !== highlightIndex;
    if (!started.current) {
      started.current = true;
      if (!waitingForHighlight) el.scrollTop = el.scrollHeight;
      return;
    }
    if ((atBottom.current || lastMine) && !waitingForHighlight) el.scrollTop = el.scrollHeight;
  }, [last, window.outgoing.length, lastMine, highlightIndex, typingName]);

  // Open at a given message: load older pages until it is there, then show and mark it.
  useEffect(() => {
    if (highlightIndex == null || highlightDone.current === highlightIndex) return;
    const present = window.messages.some((m) => m.index === highlightIndex);
    if (!present) {
      if (window.hasOlder && first !== null && first > highlightIndex && !loadingOlder) void loadOlder();
      else if (!window.hasOlder || (first !== null && first <= highlightIndex)) {
        // Not there (hidden from the reader, or a stale link): open at the newest message instead.
        highlightDone.current = highlightIndex;
        if (box.current) box.current.scrollTop = box.current.scrollHeight;
      }
      return;
    }
    highlightDone.current = highlightIndex;
    box.current?.querySelector(`[data-index="${highlightIndex}"]`)?.scrollIntoView({ block: 'center' });
    setHighlighted(highlightIndex);
  }, [highlightIndex, window, first, loadingOlder, loadOlder]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && window.hasOlder && !loadingOlder) void loadOlder();
  };

  const dayLabel = (value: string) => {
    const rel = relativeDay(value);
    return rel ? t(`day.${rel}`) : formatDate(value, i18n.language);
  };

  const rows: ReactNode[] = [];
  let previous: string | undefined;
  for (const m of window.messages) {
    if (startsDay(previous, m.date_created)) rows.push(<DaySeparator key={`day-${m.index}`} label={dayLabel(m.date_created)} />);
    previous = m.date_created;
    const own = m.author === conversation.my_identity;
    rows.push(<MessageBubble key={m.index} message={m} own={own} receipt={own ? receiptOf(m.index, conversation) : undefined} highlighted={highlighted === m.index} />);
  }
  if (window.outgoing.length > 0 && startsDay(previous, window.outgoing[0]!.date_created)) {
    rows.push(<DaySeparator key="day-outgoing" label={dayLabel(window.outgoing[0]!.date_created)} />);
  }
  for (const o of window.outgoing) rows.push(<OutgoingBubble key={o.client_id} message={o} onRetry={() => onRetry(o)} onDiscard={() => onDiscard(o)} />);

  return (
    <Box ref={box} onScroll={onScroll} px="sm" py="xs" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {window.hasOlder && (
        <Box ta="center" mb="xs">
          {loadingOlder ? (
            <Loader size="xs" aria-label={t('messages.loadingOlder')} />
          ) : (
            <Button variant="subtle" size="compact-xs" onClick={() => void loadOlder()}>
              {t('messages.older')}
            </Button>
          )}
        </Box>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" mt="lg">
          {t('messages.empty')}
        </Text>
      ) : (
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('messages.label')} aria-live="polite" aria-relevant="additions">
          {rows}
        </Box>
      )}
      {typingName && (
        <Text size="xs" c="dimmed" fs="italic" mt={4} aria-live="polite">
          {t('messages.typing', { name: typingName })}
        </Text>
      )}
    </Box>
  );
}
