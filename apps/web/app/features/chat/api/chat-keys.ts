import type { ChatSide } from '@tradelink/shared/rules/chat-gate';

/** Every chat query lives under this key, so logging out removes them all at once. */
export const CHAT_KEY = ['chat'] as const;

export const chatKeys = {
  conversationLists: () => [...CHAT_KEY, 'conversations'] as const,
  conversations: (side: ChatSide) => [...CHAT_KEY, 'conversations', side] as const,
  conversationsAll: () => [...CHAT_KEY, 'conversation'] as const,
  conversation: (id: string) => [...CHAT_KEY, 'conversation', id] as const,
  find: (identity: string, counterpart: string) => [...CHAT_KEY, 'find', identity, counterpart] as const,
  finds: () => [...CHAT_KEY, 'find'] as const,
  messagesAll: () => [...CHAT_KEY, 'messages'] as const,
  messages: (id: string) => [...CHAT_KEY, 'messages', id] as const,
  online: (side: ChatSide) => [...CHAT_KEY, 'online', side] as const,
  profile: (identity: string) => [...CHAT_KEY, 'profile', identity] as const,
};
