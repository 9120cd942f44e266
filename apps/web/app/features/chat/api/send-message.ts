import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '@tradelink/shared/chat/chat';
import { ApiError, api } from '~/lib/api-client.ts';
import { getSocket } from '~/lib/socket.ts';
import { applyIncoming, hasGap, lastKnownIndex, removeOutgoing, upsertOutgoing, type MessageWindow, type OutgoingMessage } from '../message-window.ts';
import { chatKeys } from './chat-keys.ts';
import { patchConversation, withMessage } from './conversation-cache.ts';
import { fillAfter, updateWindow } from './messages-query.ts';

/** How long a socket send may wait for its ack before the same message goes over HTTP. */
const SEND_ACK_TIMEOUT_MS = 8000;

/** A new pending message; its client_id stays the same for every retry, so it is stored once. */
export function newOutgoing(conversationId: string, body: string, embed?: OutgoingMessage['embed']): OutgoingMessage {
  return {
    client_id: crypto.randomUUID(),
    conversation_id: conversationId,
    body,
    ...(embed ? { embed } : {}),
    status: 'sending',
    date_created: new Date().toISOString(),
  };
}

/**
 * Send errors a retry cannot fix (the conversation refuses the message, or the message itself is
 * invalid): the bubble says why and offers only to discard it.
 */
const FINAL_SEND_ERRORS: ReadonlySet<string> = new Set(['CHAT_REJECTED', 'CHAT_WAITING_ACCEPTANCE', 'EMBED_INVALID', 'VALIDATION_ERROR']);

export function isFinalSendError(code: string | undefined): boolean {
  return code !== undefined && FINAL_SEND_ERRORS.has(code);
}

/**
 * Over the socket with an ack when connected; over HTTP otherwise, when the ack does not come, or
 * when the socket says UNAUTHORIZED (its identity can lapse while the session cookie still holds).
 */
async function store(input: SendMessageInput): Promise<ChatMessage> {
  const socket = getSocket();
  if (socket) {
    let ack: Awaited<ReturnType<typeof socket.emitWithAck<'chat:send'>>> | null = null;
    try {
      ack = await socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('chat:send', input);
    } catch {
      // No ack (connection lost meanwhile): HTTP with the same client_id cannot store it twice.
    }
    if (ack?.ok) return ack.data;
    if (ack && !ack.ok && ack.code !== 'UNAUTHORIZED') throw new ApiError(400, ack.code, []);
  }
  return api('chat.send_message', input);
}

/** A stored message of the caller's: into the window (replacing its bubble) and the lists. */
export function acceptStored(queryClient: QueryClient, message: ChatMessage) {
  const before = queryClient.getQueryData<MessageWindow>(chatKeys.messages(message.conversation_id));
  updateWindow(queryClient, message.conversation_id, (w) => applyIncoming(w, [message]));
  // Only a loaded window is filled: an unloaded one gets its history from its first load.
  if (before?.loaded && hasGap(before, message)) void fillAfter(queryClient, message.conversation_id, lastKnownIndex(before)).catch(() => undefined);
  const inList = patchConversation(queryClient, message.conversation_id, (c) => withMessage(c, message, true), true);
  if (!inList) void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists() });
  // The first message or a reply by the receiver moves the gate.
  const conversation = queryClient.getQueryData<{ gate: { status: string } }>(chatKeys.conversation(message.conversation_id));
  if (!conversation || conversation.gate.status !== 'accepted') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(message.conversation_id) });
  }
}

/**
 * Sends (or resends) a pending message: shown at once as "sending", replaced by the stored message,
 * or marked failed with the error code for a retry. Resolves to the stored message or null.
 */
export async function deliver(queryClient: QueryClient, outgoing: OutgoingMessage): Promise<ChatMessage | null> {
  const id = outgoing.conversation_id;
  updateWindow(queryClient, id, (w) => upsertOutgoing(w, { ...outgoing, status: 'sending', error: undefined }));
  const input: SendMessageInput = {
    conversation_id: id,
    client_id: outgoing.client_id,
    body: outgoing.body,
    ...(outgoing.embed ? { embed: outgoing.embed } : {}),
  };
  try {
    const message = await store(input);
    acceptStored(queryClient, message);
    return message;
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'NETWORK_ERROR';
    updateWindow(queryClient, id, (w) => upsertOutgoing(w, { ...outgoing, status: 'failed', error: code }));
    return null;
  }
}

/** Drops a failed message the caller gave up on. */
export function discardOutgoing(queryClient: QueryClient, outgoing: Pick<OutgoingMessage, 'conversation_id' | 'client_id'>) {
  updateWindow(queryClient, outgoing.conversation_id, (w) => removeOutgoing(w, outgoing.client_id));
}
