// The AI sourcing agent's limits (issue 22, decision 034). One table for the server's enforcement
// and the page's "n of m left today".

/**
 * Who may use the agent, and how many messages a day (UTC) each may send:
 * - buyers: business verified (`buyer_verified`), or on Buyer Premium (`buyer_premium`, which wins
 *   when both hold);
 * - suppliers: paying, i.e. an active Advance (stored `Starter`) or Superior (stored `Advance`)
 *   plan (decision 019's `is_paying`; a Trial is not paying).
 * Everyone else (Free accounts, a Trial, a buyer neither verified nor premium) gets 0 and the
 * server refuses with AGENT_PLAN_REQUIRED.
 */
export const AGENT_TIERS = ['none', 'buyer_verified', 'buyer_premium', 'supplier_starter', 'supplier_advance'] as const;
export type AgentTier = (typeof AGENT_TIERS)[number];

export const AGENT_DAILY_MESSAGES: Record<AgentTier, number> = {
  none: 0,
  buyer_verified: 30,
  buyer_premium: 100,
  supplier_starter: 30,
  supplier_advance: 100,
};

/** The longest message a user may send (characters, after trimming). */
export const AGENT_MESSAGE_MAX = 2000;
/** Conversation titles (set from the first message, or renamed). */
export const AGENT_TITLE_MAX = 80;
/**
 * Tokens (in + out, as the provider reports them) one conversation may use; past it the server
 * refuses the next message with AGENT_CONVERSATION_BUDGET and the user starts a new conversation.
 * The built-in assistant counts its own text (about 4 characters a token) so the rule is the same.
 */
export const AGENT_CONVERSATION_TOKEN_BUDGET = 200_000;
/** Messages one conversation keeps; past it the user starts a new one (same code as the budget). */
export const AGENT_CONVERSATION_MAX_MESSAGES = 200;
/** Per user, whatever the conversation: a burst limit on top of the daily allowance. */
export const AGENT_RATE_LIMIT = { max: 6, windowMs: 60_000 } as const;
/** Tool-calling steps the model may take for one answer (each step: one model call, then its tools). */
export const AGENT_MAX_STEPS = 6;
/** Items a tool returns at most (search results, leads, quotations compared are capped higher). */
export const AGENT_TOOL_LIMIT = { default: 5, max: 10, quotations: 30 } as const;
/** A sourcing plan holds at most this many lines (one per item of the need). */
export const AGENT_PLAN_MAX_LINES = 8;
/** Conversations listed per page in the history. */
export const AGENT_CONVERSATIONS_PAGE_SIZE = 20;
