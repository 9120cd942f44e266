import type { UIMessage } from 'ai';
import type { AgentDataParts, AgentMessageMetadata, AgentStoredMessage, AgentUITools } from '@tradelink/shared/agent/chat';

/** The agent's UI message, as the stream builds it (packages/shared/src/agent/README.md). */
export type AgentUIMessage = UIMessage<AgentMessageMetadata, AgentDataParts, AgentUITools>;
export type AgentPart = AgentUIMessage['parts'][number];

/** The text of a message: its text parts joined (what is sent, copied, or retried). */
export function textOf(message: Pick<AgentUIMessage, 'parts'> | undefined): string {
  if (!message) return '';
  return message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n\n')
    .trim();
}

/** The last message the user wrote (the one a retry answers again). */
export function lastUserMessage(messages: readonly AgentUIMessage[]): AgentUIMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) if (messages[i]!.role === 'user') return messages[i];
  return undefined;
}

/**
 * Stored messages (`agent.conversation`) as `useChat({ messages })` takes them. The server kept
 * the parts as they were streamed; anything that is not a message of the user or the agent, or has
 * no parts, is left out rather than handed to the renderer.
 */
export function storedToUi(messages: readonly AgentStoredMessage[]): AgentUIMessage[] {
  return messages
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && Array.isArray(m.parts))
    .map((m) => ({ id: m.id, role: m.role, parts: m.parts as AgentPart[], ...(m.metadata ? { metadata: m.metadata as AgentMessageMetadata } : {}) }));
}
