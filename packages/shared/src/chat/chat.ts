import { z } from 'zod';
import { indexField, INT4_MAX, wholeNumber } from '../validation/ids.ts';
import { hasNul } from '../validation/nul.ts';
import type { CallDefinition } from '../api/calls.ts';
import { CHAT_LAYOUT } from '../constants/limits.ts';
import { CHAT_BLOCK_MARKERS, CHAT_BLOCK_STATUSES } from '../rules/chat-gate.ts';

// Chat calls and shapes (spec sections 3, 4 and 7). A conversation is between one buyer identity
// (BUR...) and one supplier identity (SUP...). Messages carry a per-conversation index: clients fetch
// what they missed by index, so nothing is lost and order holds across reconnects.

/** The longest message, in characters as a reader counts them (chatMessageLength). */
export const CHAT_MESSAGE_MAX = 4000;

/**
 * A message's length in characters as a reader counts them: code points, so an emoji or a rare
 * CJK character counts once (not as the two UTF-16 units String#length sees). The composer's counter
 * and the server's limit both count this way, so what the counter allows the server takes.
 */
export function chatMessageLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
export const CHAT_MESSAGES_PAGE = 30;
export const CHAT_MESSAGES_PAGE_MAX = 100;
/** A user counts as online while a socket of theirs checked in within this window. */
export const CHAT_ONLINE_WINDOW_MS = 90_000;
/** A buyer may start this many new conversations a day (stops spam; suppliers spend a quota instead). */
export const CHAT_NEW_CONVERSATIONS_PER_DAY = 30;

const identityField = z.string().trim().min(3).max(40);
const conversationIdField = z.string().uuid({ error: 'invalid' });

export const EMBED_TYPES = ['product', 'rfq', 'quotation'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

/** What a client asks to attach: the server resolves it and checks the sender may share it. */
export const embedRequest = z.object({ type: z.enum(EMBED_TYPES), id: z.string().trim().min(1).max(64) });

/** The card a message shows, resolved by the server when it is sent (a snapshot). */
export const chatEmbed = z.object({
  type: z.enum(EMBED_TYPES),
  id: z.string(),
  title: z.string(),
  /** A thumbnail path (`/media/...`), or null. */
  image: z.string().nullable(),
  /** Where the card leads (a local path). */
  url: z.string(),
  /** A short line under the title: price range, quantity, quotation total. */
  subtitle: z.string().nullable(),
  /**
   * An RFQ card's quantity and unit code, so each reader sees them in its own language ("1.000 Tấn",
   * "1,000 吨"); `subtitle` holds them in English for older clients and cards stored before.
   */
  quantity: z.string().optional(),
  uom: z.string().optional(),
});
export type ChatEmbed = z.infer<typeof chatEmbed>;

export const MESSAGE_KINDS = ['text', 'accept', 'reject'] as const;

export const chatMessage = z.object({
  conversation_id: z.string(),
  /** 1, 2, 3 ... within the conversation. */
  index: z.number().int(),
  author: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Plain text; the screens escape it and make links clickable safely. */
  body: z.string(),
  attributes: z.object({
    embed: chatEmbed.nullable(),
    /** Identities that must not see the message; only the author ever receives this list. */
    hidden: z.array(z.string()),
  }),
  /** The sender's own id for the message, so a resend after a dropped connection is not stored twice. */
  client_id: z.string().nullable(),
  date_created: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatParticipant = z.object({
  identity: z.string(),
  /** How the identity is shown: the company for a supplier, the person for a buyer. */
  identity_name: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  user_image: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  last_active: z.string().nullable(),
  is_online: z.boolean(),
  is_featured: z.boolean(),
  /** The side's plan name (Free, Trial, Starter, Advance). */
  plan: z.string(),
});
export type ChatParticipant = z.infer<typeof chatParticipant>;

export const chatGate = z.object({
  status: z.enum(CHAT_BLOCK_STATUSES),
  first_sender: z.string().nullable(),
  unlocked: z.boolean(),
  can_send: z.boolean(),
  can_decide: z.boolean(),
  can_unlock: z.boolean(),
});

export const chatConversation = z.object({
  conversation_sid: z.string(),
  /** `BUR...|SUP...`, buyer first. */
  unique_name: z.string(),
  date_updated: z.string(),
  /** The caller's identity in this conversation. */
  my_identity: z.string(),
  last_message_index: z.number().int(),
  last_read_message_index: z.number().int().nullable(),
  unread_messages_count: z.number().int(),
  /** The spec's other name for `unread_messages_count` (the conversation entity names both); always equal to it. */
  unreadMessagesCount: z.number().int(),
  /** How far the other side has received and read (message receipts). */
  counterpart_delivered_index: z.number().int(),
  counterpart_read_index: z.number().int(),
  /** The caller started it. */
  is_owned_conversation: z.boolean(),
  /** Seen from the supplier side. */
  isFarmChat: z.boolean(),
  participants: z.array(chatParticipant),
  lastMessage: chatMessage.nullable(),
  /** The counterpart: the buyer when seen from the supplier side ... */
  customerDetail: chatParticipant.nullable(),
  /** ... the supplier when seen from the buyer side. */
  supplierDetail: chatParticipant.nullable(),
  attributes: z.object({
    chatBlockStatus: z.enum(CHAT_BLOCK_MARKERS).nullable(),
    chatBlockTimestamp: z.string().nullable(),
  }),
  gate: chatGate,
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const conversationsRequest = z.object({
  limit: wholeNumber(1, 50).default(CHAT_LAYOUT.conversationsLimit),
  offset: indexField.default(0),
});

export const onlineRequest = z.object({
  limit: wholeNumber(1, 100).default(CHAT_LAYOUT.onlineLimit),
  offset: indexField.default(0),
});
export const onlineList = z.object({
  data: z.array(chatParticipant),
  total: z.number().int(),
  /** The caller's plan lacks the list (suppliers: "Connect with buyers"); `data` is empty, `total` still counts. */
  locked: z.boolean(),
});

export const identityProfileRequest = z.object({ identity: identityField });
export const conversationIdRequest = z.object({ conversation_id: conversationIdField });

/** Find the caller's conversation with a counterpart, from one of the caller's identities. */
export const findConversationRequest = z.object({ identity: identityField, counterpart: identityField });
export const createConversationRequest = findConversationRequest;

export const messagesRequest = z.object({
  conversation_id: conversationIdField,
  /** Messages with an index above this (catching up after a reconnect), oldest first. */
  after_index: indexField.optional(),
  /** Messages with an index below this (scrolling back), oldest first. */
  before_index: wholeNumber(1, INT4_MAX).optional(),
  limit: wholeNumber(1, CHAT_MESSAGES_PAGE_MAX).default(CHAT_MESSAGES_PAGE),
});
export const messagesPage = z.object({ messages: z.array(chatMessage), has_more: z.boolean() });

export const sendMessageRequest = z.object({
  conversation_id: conversationIdField,
  client_id: z.string().trim().min(8).max(64),
  body: z
    .string()
    // Refused whole, never cut: a longer text is the sender's to shorten. The cheap bound first
    // (a character is at most two UTF-16 units), then the count a reader makes.
    .max(CHAT_MESSAGE_MAX * 2, { error: 'too_long', abort: true })
    .refine((v) => chatMessageLength(v) <= CHAT_MESSAGE_MAX, { error: 'too_long', abort: true })
    .refine((v) => v.trim().length > 0, { error: 'required' })
    .refine((v) => !hasNul(v), { error: 'invalid' }),
  embed: embedRequest.optional(),
  /** Identities that must not receive the message (only the participants are meaningful). */
  hidden: z.array(identityField).max(2).optional(),
});
export type SendMessageInput = z.input<typeof sendMessageRequest>;

export const decideRequest = z.object({ conversation_id: conversationIdField, decision: z.enum(['accept', 'reject']) });
export const receiptRequest = z.object({ conversation_id: conversationIdField, index: indexField });
export const receiptResult = z.object({ last_read_message_index: z.number().int(), unread_messages_count: z.number().int() });
export const lastActiveResult = z.object({ last_active: z.string() });

const none = z.object({}).passthrough();

export const chatCalls = {
  'chat.get_customer_conversations': { method: 'GET', request: conversationsRequest, response: z.array(chatConversation) },
  'chat.get_farm_conversations': { method: 'GET', request: conversationsRequest, response: z.array(chatConversation) },
  'chat.get_conversation': { method: 'GET', request: conversationIdRequest, response: chatConversation },
  'chat.find_conversation': { method: 'GET', request: findConversationRequest, response: chatConversation.nullable() },
  'chat.create_conversation': { method: 'POST', request: createConversationRequest, response: chatConversation },
  'chat.get_messages': { method: 'GET', request: messagesRequest, response: messagesPage },
  'chat.send_message': { method: 'POST', request: sendMessageRequest, response: chatMessage },
  'chat.decide_first_contact': { method: 'POST', request: decideRequest, response: chatConversation },
  'chat.mark_read': { method: 'POST', request: receiptRequest, response: receiptResult },
  'chat.get_identity_profile': { method: 'GET', request: identityProfileRequest, response: chatParticipant },
  'chat.get_online_farms': { method: 'GET', request: onlineRequest, response: onlineList },
  'chat.get_online_customers': { method: 'GET', request: onlineRequest, response: onlineList },
  'chat.unlock_chat': { method: 'POST', request: conversationIdRequest, response: chatConversation },
  'chat.update_last_active': { method: 'POST', request: none, response: lastActiveResult },
} as const satisfies Record<string, CallDefinition>;
