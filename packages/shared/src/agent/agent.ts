import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import {
  adminAgentUsageItem,
  adminAgentUsageRequest,
  adminAgentUsageTotals,
  agentConversation,
  agentConversationDetail,
  agentConversationIdRequest,
  agentConversationsRequest,
  agentRenameRequest,
  agentUsage,
  agentUsageRequest,
} from './chat.ts';

// The agent's ordinary calls (the stream itself is `POST {AGENT_BASE_URL}/chat`, outside the call
// table): the caller's conversations and allowance, and the operators' usage table. Every
// `agent.*` call needs a logged-in user and only ever touches that user's own conversations.

export const agentCalls = {
  'agent.conversations': { method: 'GET', request: agentConversationsRequest, response: agentConversation, list: true },
  'agent.conversation': { method: 'GET', request: agentConversationIdRequest, response: agentConversationDetail },
  'agent.conversation_rename': { method: 'POST', request: agentRenameRequest, response: agentConversation },
  'agent.conversation_delete': { method: 'POST', request: agentConversationIdRequest, response: z.object({ ok: z.literal(true) }) },
  'agent.usage': { method: 'GET', request: agentUsageRequest, response: agentUsage },
  'admin.agent_usage': { method: 'GET', request: adminAgentUsageRequest, response: adminAgentUsageItem, list: true, extra: adminAgentUsageTotals },
} as const satisfies Record<string, CallDefinition>;
