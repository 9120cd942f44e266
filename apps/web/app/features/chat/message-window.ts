import type { ChatMessage, EmbedType } from '@tradelink/shared/chat/chat';

// What the client knows of one conversation's messages, and how news is merged into it. Messages
// are keyed by their per-conversation `index` (1, 2, 3 ...): the same message arriving twice (the
// socket and a catch-up fetch, or an ack and its broadcast) is kept once, order follows the index
// whatever the arrival order, and a jump in the index says messages were missed.

export interface OutgoingMessage {
  /** The sender's id for the message, kept across retries so the server stores it once. */
  client_id: string;
  conversation_id: string;
  body: string;
  embed?: { type: EmbedType; id: string };
  status: 'sending' | 'failed';
  /** Why it failed (an error code), for the "not sent" notice. */
  error?: string;
  date_created: string;
}

export interface MessageWindow {
  /** Known messages, by ascending index, each index once. */
  messages: ChatMessage[];
  /** Older messages exist before the first known one. */
  hasOlder: boolean;
  /**
   * The latest page has been loaded. Until then the window only holds what arrived live during the
   * first load, and says nothing about the history before it: a failed first load must be retried
   * as a first load, not as a catch-up after the live message (which would skip the history).
   */
  loaded: boolean;
  /** The caller's messages not yet stored (sending, or failed and waiting for a retry). */
  outgoing: OutgoingMessage[];
}

/** A window whose first load has not succeeded yet. */
export const emptyWindow = (): MessageWindow => ({ messages: [], hasOlder: false, outgoing: [], loaded: false });

/** A conversation known to have no history (just created): loaded, with nothing before. */
export const loadedEmptyWindow = (): MessageWindow => ({ ...emptyWindow(), loaded: true });

/** Both lists merged: one message per index (the newer copy wins), by ascending index. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byIndex = new Map<number, ChatMessage>();
  for (const m of current) byIndex.set(m.index, m);
  for (const m of incoming) byIndex.set(m.index, m);
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/** The highest index known (0 before any message). */
export function lastKnownIndex(window: Pick<MessageWindow, 'messages'>): number {
  return window.messages.at(-1)?.index ?? 0;
}

export function firstKnownIndex(window: Pick<MessageWindow, 'messages'>): number | null {
  return window.messages[0]?.index ?? null;
}

/**
 * A live message whose index is beyond the next expected one: something in between was missed
 * (a dropped connection, a message the socket lost), so fetch after the last known index.
 */
export function hasGap(window: Pick<MessageWindow, 'messages'>, message: Pick<ChatMessage, 'index'>): boolean {
  return message.index > lastKnownIndex(window) + 1;
}

/** Stored messages merged in; the caller's pending copies of them (same client_id) are dropped. */
export function applyIncoming(window: MessageWindow, incoming: readonly ChatMessage[]): MessageWindow {
  if (incoming.length === 0) return window;
  const stored = new Set(incoming.map((m) => m.client_id).filter((id): id is string => Boolean(id)));
  return {
    ...window,
    messages: mergeMessages(window.messages, incoming),
    outgoing: window.outgoing.filter((o) => !stored.has(o.client_id)),
  };
}

/** The latest page (on first load): the messages, and whether older ones exist. */
export function applyLatestPage(window: MessageWindow, page: { messages: ChatMessage[]; has_more: boolean }): MessageWindow {
  const next = applyIncoming(window, page.messages);
  const first = firstKnownIndex(window);
  // Older pages already loaded keep their own answer about what lies before them.
  const keepOlder = first !== null && page.messages.length > 0 && first < page.messages[0]!.index;
  return { ...next, hasOlder: keepOlder ? window.hasOlder : page.has_more, loaded: true };
}

/** An older page (scrolling back, `before_index`). */
export function applyOlderPage(window: MessageWindow, page: { messages: ChatMessage[]; has_more: boolean }): MessageWindow {
  return { ...applyIncoming(window, page.messages), hasOlder: page.messages.length > 0 && page.has_more };
}

/** Adds or replaces (a retry) a pending message. */
export function upsertOutgoing(window: MessageWindow, message: OutgoingMessage): MessageWindow {
  // Already stored (its ack or broadcast came first): nothing is pending.
  if (window.messages.some((m) => m.client_id === message.client_id)) return window;
  const others = window.outgoing.filter((o) => o.client_id !== message.client_id);
  return { ...window, outgoing: [...others, message] };
}

export function removeOutgoing(window: MessageWindow, clientId: string): MessageWindow {
  return { ...window, outgoing: window.outgoing.filter((o) => o.client_id !== clientId) };
}
