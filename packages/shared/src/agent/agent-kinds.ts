/** How the agent's calls travel (see api/call-kinds.ts). */
export const agentKinds = {
  'agent.conversations': 'list',
  'agent.conversation': 'get',
  'agent.conversation_rename': 'post',
  'agent.conversation_delete': 'post',
  'agent.usage': 'get',
  'admin.agent_usage': 'list',
} as const;
