import type { AgentConversation, AgentConversationDetail, AgentStoredMessage, AgentUsage } from '@tradelink/shared/agent/chat';
import { AGENT_CONVERSATION_TOKEN_BUDGET, AGENT_CONVERSATIONS_PAGE_SIZE, AGENT_MESSAGE_MAX } from '@tradelink/shared/constants/agent';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { agentAccess, type AgentAccess } from './access.ts';
import * as repo from './conversation.repository.ts';
import { usedOn, utcDay } from './usage.repository.ts';

// The conversation calls (`agent.*`): the caller's own conversations only.

export function presentConversation(row: repo.ConversationRow): AgentConversation {
  return {
    id: row.id,
    title: row.title,
    side: row.side as AgentConversation['side'],
    message_count: row.messageCount,
    tokens_used: Number(row.inputTokens) + Number(row.outputTokens),
    token_budget: AGENT_CONVERSATION_TOKEN_BUDGET,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: repo.MessageRow): AgentStoredMessage {
  return {
    id: row.id,
    role: row.role as AgentStoredMessage['role'],
    parts: row.parts as AgentStoredMessage['parts'],
    metadata: (row.metadata ?? undefined) as AgentStoredMessage['metadata'],
  };
}

export async function requireOwnConversation(deps: Deps, user: SessionUser, id: string) {
  const row = await repo.findOwnConversation(deps.db, user.id, id);
  if (!row) throw new AppError('AGENT_CONVERSATION_NOT_FOUND');
  return row;
}

export async function listConversations(deps: Deps, user: SessionUser, input: { page: number; side?: 'buyer' | 'supplier' }) {
  const size = AGENT_CONVERSATIONS_PAGE_SIZE;
  const { items, total } = await repo.listOwnConversations(deps.db, user.id, input.side, size, (input.page - 1) * size);
  return { data: items.map(presentConversation), total, page: input.page, page_size: size };
}

export async function getConversation(deps: Deps, user: SessionUser, id: string): Promise<AgentConversationDetail> {
  const row = await requireOwnConversation(deps, user, id);
  const messages = await repo.listMessages(deps.db, row.id);
  return { conversation: presentConversation(row), messages: messages.map(presentMessage) };
}

export async function renameConversation(deps: Deps, user: SessionUser, id: string, title: string) {
  const row = await repo.renameConversation(deps.db, user.id, id, title);
  if (!row) throw new AppError('AGENT_CONVERSATION_NOT_FOUND');
  return presentConversation(row);
}

export async function deleteConversation(deps: Deps, user: SessionUser, id: string) {
  const result = await repo.deleteConversation(deps.db, user.id, id);
  if (result === 'missing') throw new AppError('AGENT_CONVERSATION_NOT_FOUND');
  if (result === 'busy') throw new AppError('AGENT_CONVERSATION_BUSY');
  return { ok: true as const };
}

/** Midnight UTC after `now`: when the day's allowance starts again. */
export const nextUtcMidnight = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/** `agent.usage`: a refusal is an answer here (the page shows the upgrade path), not an error. */
export async function getUsage(deps: Deps, user: SessionUser, side?: 'buyer' | 'supplier'): Promise<AgentUsage> {
  let access;
  try {
    access = await agentAccess(deps, user, side);
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'BUYER_ONLY' && error.code !== 'SUPPLIER_ONLY')) throw error;
    // The side asked for is missing; so may be both (an operator's account): say so, as an answer.
    const fallback = await agentAccess(deps, user).catch(() => null);
    return usageOf(deps, user, fallback ?? { side: side ?? (user.accountType === 'Seller' ? 'supplier' : 'buyer'), sides: [], tier: 'none', dailyLimit: 0 }, error.code, side);
  }
  return usageOf(deps, user, access, access.dailyLimit > 0 ? null : 'AGENT_PLAN_REQUIRED');
}

async function usageOf(
  deps: Deps,
  user: SessionUser,
  access: Pick<AgentAccess, 'side' | 'sides' | 'tier' | 'dailyLimit'>,
  refusal: AgentUsage['refusal'],
  side = access.side,
): Promise<AgentUsage> {
  const now = new Date();
  return {
    side,
    sides: access.sides,
    allowed: refusal === null,
    refusal,
    mode: deps.env.AI_BASE_URL ? 'model' : 'builtin',
    allowance: {
      tier: refusal === null ? access.tier : 'none',
      daily_limit: refusal === null ? access.dailyLimit : 0,
      used_today: await usedOn(deps.db, user.id, utcDay(now)),
      resets_at: nextUtcMidnight(now).toISOString(),
    },
    message_max: AGENT_MESSAGE_MAX,
    token_budget: AGENT_CONVERSATION_TOKEN_BUDGET,
  };
}
