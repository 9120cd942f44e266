import { useSyncExternalStore } from 'react';
import type { EmbedType } from '@tradelink/shared/chat/chat';
import { STORAGE_KEYS } from '@tradelink/shared/constants/limits';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';

// The chat container's state (open, side, tab, the conversation shown), outside React so entry
// points anywhere (useOpenChat) can open it before its code has loaded. It survives a reload in
// local storage under `chat` (spec section 9), and logging out clears it.

export interface EmbedRef {
  type: EmbedType;
  id: string;
}

/** A conversation by id, or a counterpart to find (or start) the conversation with. */
export type ActiveChat = { kind: 'conversation'; id: string; embed?: EmbedRef } | { kind: 'target'; counterpart: string; embed?: EmbedRef };

export type ChatTab = 'conversations' | 'online';

export interface ChatPanelState {
  open: boolean;
  /** The side shown; null until chosen (the container picks the user's first side). */
  side: ChatSide | null;
  tab: ChatTab;
  active: ActiveChat | null;
}

const initial: ChatPanelState = { open: false, side: null, tab: 'conversations', active: null };
let state: ChatPanelState = initial;
const listeners = new Set<() => void>();

function persist() {
  try {
    // A provisional target and an embed to attach are one-off: only a real conversation is kept.
    const active = state.active?.kind === 'conversation' ? { kind: 'conversation', id: state.active.id } : null;
    localStorage.setItem(STORAGE_KEYS.chat, JSON.stringify({ open: state.open, side: state.side, tab: state.tab, active }));
  } catch {
    // storage unavailable
  }
}

export function getChatPanel(): ChatPanelState {
  return state;
}

export function setChatPanel(change: Partial<ChatPanelState>) {
  state = { ...state, ...change };
  persist();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatPanel(): ChatPanelState {
  return useSyncExternalStore(subscribe, getChatPanel, () => initial);
}

/** Reads the stored state once after hydration (the server always renders it closed). */
export function restoreChatPanel() {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.chat);
    if (!raw) return;
    const saved = JSON.parse(raw) as Partial<ChatPanelState>;
    const side = saved.side === 'buyer' || saved.side === 'supplier' ? saved.side : null;
    const tab = saved.tab === 'online' ? 'online' : 'conversations';
    const active = saved.active?.kind === 'conversation' && typeof saved.active.id === 'string' ? { kind: 'conversation' as const, id: saved.active.id } : null;
    state = { open: saved.open === true, side, tab, active };
    for (const listener of listeners) listener();
  } catch {
    // unreadable: start closed
  }
}

/** Logout: the container closes and forgets. */
export function clearChatPanel() {
  state = initial;
  try {
    localStorage.removeItem(STORAGE_KEYS.chat);
  } catch {
    // storage unavailable
  }
  for (const listener of listeners) listener();
}
