import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { deleteConversation, getConversation, getUsage, listConversations, renameConversation } from './conversation.service.ts';
import { listUsageForOperators } from './usage.service.ts';

/** The agent's ordinary calls: the caller's own conversations and allowance; usage for operators. */
export default async function agentRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'agent.conversations', 'user', ({ user, input }) => listConversations(deps, user!, input));
  defineCall(app, 'agent.conversation', 'user', ({ user, input }) => getConversation(deps, user!, input.id));
  defineCall(app, 'agent.conversation_rename', 'user', ({ user, input }) => renameConversation(deps, user!, input.id, input.title));
  defineCall(app, 'agent.conversation_delete', 'user', ({ user, input }) => deleteConversation(deps, user!, input.id));
  defineCall(app, 'agent.usage', 'user', ({ user, input }) => getUsage(deps, user!, input.side));
  defineCall(app, 'admin.agent_usage', 'operator', ({ input }) => listUsageForOperators(deps, input));
}
