// Typed socket.io events; both sides import these maps.
import type { ChatMessage, SendMessageInput } from '../chat/chat.ts';
import type { ErrorCode } from '../api/error-codes.ts';
import type { NotificationItem } from '../notification/notification.ts';

/** The answer to a socket call: the result, or the error code the HTTP call would have given. */
export type Ack<T> = { ok: true; data: T } | { ok: false; code: ErrorCode };

export interface ReceiptEvent {
  conversation_id: string;
  identity: string;
  delivered_index: number;
  read_index: number;
}

export interface ServerToClientEvents {
  /** The session behind this socket ended (logout elsewhere, password change). */
  'session:ended': () => void;
  /** A tracked notification count changed; the client refetches the counts. */
  'notification:changed': () => void;
  /** A notification was written for this user. */
  'notification:new': (notification: NotificationItem) => void;
  /**
   * A message was stored (sent after the commit). Sent to the participants' identity rooms, never
   * to an identity the message hides from. Clients order and deduplicate by `index`.
   */
  'chat:message': (message: ChatMessage) => void;
  /** A conversation changed (created, gate decided, unlocked): the client refetches it by id. */
  'chat:conversation': (conversationId: string) => void;
  /** A participant received or read messages up to an index. */
  'chat:receipt': (receipt: ReceiptEvent) => void;
  /** The counterpart is typing (sent to the conversation room only). */
  'chat:typing': (event: { conversation_id: string; identity: string }) => void;
}

/**
 * The handshake's `auth`. A socket is authenticated before it connects: by its session cookie, or
 * else by a chat token here. A refused one gets `connect_error` with the message `unauthorized`.
 */
export interface HandshakeAuth {
  token?: string;
}

export interface ClientToServerEvents {
  /** Sends a message (same rules as `chat.send_message`); the ack carries the stored message with its index. */
  'chat:send': (input: SendMessageInput, ack: (result: Ack<ChatMessage>) => void) => void;
  /** Joins the conversation's room (receipts, typing); refused to anyone not in the conversation. */
  'chat:join': (conversationId: string, ack: (result: Ack<null>) => void) => void;
  'chat:leave': (conversationId: string) => void;
  /** Acknowledges receipt of messages up to an index. */
  'chat:delivered': (receipt: { conversation_id: string; index: number }) => void;
  /** Marks messages read up to an index. */
  'chat:read': (receipt: { conversation_id: string; index: number }) => void;
  'chat:typing': (conversationId: string) => void;
}

/**
 * Room names: one per user, one per chat identity (BUR... / SUP...), one per conversation, and one
 * per login session (its token hash), so ending a session can end the sockets it opened.
 */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionHash: string) => `session:${sessionHash}`,
  identity: (identity: string) => `identity:${identity}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
};
