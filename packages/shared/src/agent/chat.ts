import { z } from 'zod';
import { AGENT_MESSAGE_MAX, AGENT_TIERS, AGENT_TITLE_MAX } from '../constants/agent.ts';
import { LANGUAGES } from '../constants/languages.ts';
import { requiredText } from '../validation/fields.ts';
import type { AgentUITools } from './tools.ts';

// The agent's stream (issue 22, decision 034): `POST {AGENT_BASE_URL}/chat` with `agentChatRequest`,
// answered by an AI SDK UI message stream (SSE). See README.md beside this file.

/** The path of the stream under the server when AGENT_BASE_URL is not set. */
export const AGENT_DEFAULT_BASE_PATH = '/api/agent';
export const AGENT_CHAT_PATH = '/chat';
/**
 * The path the stream's request signature covers, whatever address it is sent to (AGENT_BASE_URL
 * may be another address whose proxy rewrites paths): see README.md, "Authentication".
 */
export const AGENT_SIGNED_PATH = `${AGENT_DEFAULT_BASE_PATH}${AGENT_CHAT_PATH}`;

export const AGENT_SIDES = ['buyer', 'supplier'] as const;
export type AgentSide = (typeof AGENT_SIDES)[number];

const conversationId = z.uuid({ error: 'invalid' });

/**
 * The chat request body. Without `conversation_id` a new conversation starts (its id arrives in
 * the first chunk's metadata). `side` picks the account side for accounts that have both (default:
 * the account type). `locale` is the interface language the answer is written in (default: the
 * `lang` cookie, then Accept-Language). `retry`: answer the conversation's last user message again
 * (its text must be `message`); the previous answer to it, if any, is replaced when the new one is
 * saved.
 */
export const agentChatRequest = z.object({
  conversation_id: conversationId.optional(),
  message: requiredText(AGENT_MESSAGE_MAX),
  side: z.enum(AGENT_SIDES, { error: 'invalid' }).optional(),
  locale: z.enum(LANGUAGES, { error: 'language_invalid' }).optional(),
  retry: z.boolean().optional(),
});
export type AgentChatRequest = z.input<typeof agentChatRequest>;

/** Who answers: a model through AI_BASE_URL, or the built-in rule-based assistant. */
export const AGENT_MODES = ['model', 'builtin'] as const;
export type AgentMode = (typeof AGENT_MODES)[number];

export const agentAllowance = z.object({
  tier: z.enum(AGENT_TIERS),
  /** Messages a day for the tier (0: refused with AGENT_PLAN_REQUIRED). */
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  /** When the day's count starts again (next midnight UTC). */
  resets_at: z.string(),
});
export type AgentAllowance = z.infer<typeof agentAllowance>;

/**
 * `metadata` of every assistant message (the `start` chunk carries the first three, `finish` all of
 * them). `status`: completed, or stopped by the user (what was shown is kept, marked stopped).
 */
export const agentMessageMetadata = z.object({
  conversation_id: z.string(),
  mode: z.enum(AGENT_MODES),
  created_at: z.string(),
  status: z.enum(['completed', 'stopped']).optional(),
  usage: z.object({ input_tokens: z.number().int(), output_tokens: z.number().int() }).optional(),
  allowance: agentAllowance.optional(),
});
export type AgentMessageMetadata = z.infer<typeof agentMessageMetadata>;

/**
 * Data parts the stream writes besides text and tools:
 * - `data-conversation` (first, not transient): the conversation the turn belongs to, with its title;
 * - `data-notice` (transient): the built-in assistant's "I am the built-in assistant" flag and
 *   other short notices, as a key of the web's agent locale namespace;
 * - `data-agent-error` (transient, just before an `error` chunk): the error's machine code, so the
 *   page can react (upgrade link, new conversation) beside the translated `errorText`.
 */
export const agentConversationPart = z.object({ id: z.string(), title: z.string(), side: z.enum(AGENT_SIDES), created: z.boolean() });
export const agentNoticePart = z.object({ code: z.enum(['builtin_assistant', 'budget_nearly_used']) });
export const agentErrorPart = z.object({ code: z.string(), message: z.string() });

export type AgentDataParts = {
  conversation: z.infer<typeof agentConversationPart>;
  notice: z.infer<typeof agentNoticePart>;
  'agent-error': z.infer<typeof agentErrorPart>;
};

/**
 * The agent's UI message type pieces: `UIMessage<AgentMessageMetadata, AgentDataParts, AgentUITools>`
 * from `ai` (the web and the server build it; this package does not import the SDK).
 */
export type { AgentUITools };

// ---------------------------------------------------------------------------------------------
// Conversations (call table: agent.*)

export const agentConversation = z.object({
  id: z.string(),
  title: z.string(),
  side: z.enum(AGENT_SIDES),
  message_count: z.number().int(),
  /** Tokens used so far against the conversation's budget. */
  tokens_used: z.number().int(),
  token_budget: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentConversation = z.infer<typeof agentConversation>;

export const agentConversationsRequest = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  side: z.enum(AGENT_SIDES, { error: 'invalid' }).optional(),
});
export const agentConversationIdRequest = z.object({ id: conversationId });
export const agentRenameRequest = z.object({ id: conversationId, title: requiredText(AGENT_TITLE_MAX) });

/**
 * A stored message, as the UI message the stream built (`parts` kept as streamed: text, tool parts
 * with their outputs, the conversation data part). The web passes them to `useChat({ messages })`
 * to continue a conversation.
 */
export const agentStoredMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string() })),
  metadata: agentMessageMetadata.partial().optional(),
});
export type AgentStoredMessage = z.infer<typeof agentStoredMessage>;

export const agentConversationDetail = z.object({
  conversation: agentConversation,
  messages: z.array(agentStoredMessage),
});
export type AgentConversationDetail = z.infer<typeof agentConversationDetail>;

/**
 * `agent.usage`: may the caller use the agent on this side, and how much is left today. A refused
 * caller gets `allowed: false` and `refusal: 'AGENT_PLAN_REQUIRED'` (or BUYER_ONLY/SUPPLIER_ONLY
 * for a side the account lacks) instead of an error, so the page can show examples and the upgrade path.
 */
export const agentUsageRequest = z.object({ side: z.enum(AGENT_SIDES, { error: 'invalid' }).optional() });
export const agentUsage = z.object({
  side: z.enum(AGENT_SIDES),
  /** Sides the account has (both for a buyer-and-supplier account). */
  sides: z.array(z.enum(AGENT_SIDES)),
  allowed: z.boolean(),
  refusal: z.enum(['AGENT_PLAN_REQUIRED', 'BUYER_ONLY', 'SUPPLIER_ONLY']).nullable(),
  mode: z.enum(AGENT_MODES),
  allowance: agentAllowance,
  message_max: z.number().int(),
  token_budget: z.number().int(),
});
export type AgentUsage = z.infer<typeof agentUsage>;

/** `admin.agent_usage`: per user over a period (default the last 30 days), most messages first. */
export const adminAgentUsageRequest = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  days: z.coerce.number().int().min(1).max(366).default(30),
  keyword: z.string().trim().max(100).optional(),
});
export const adminAgentUsageItem = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  messages: z.number().int(),
  tool_calls: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  /** Turns that ended in an error (provider failure, timeout) or were stopped. */
  failed: z.number().int(),
  stopped: z.number().int(),
  conversations: z.number().int(),
  last_used_at: z.string().nullable(),
});
export const adminAgentUsageTotals = z.object({
  totals: z.object({
    users: z.number().int(),
    messages: z.number().int(),
    tool_calls: z.number().int(),
    input_tokens: z.number().int(),
    output_tokens: z.number().int(),
  }),
  mode: z.enum(AGENT_MODES),
  /** The configured model's name (AI_MODEL), or null for the built-in assistant. */
  model: z.string().nullable(),
});
