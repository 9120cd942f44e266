import crypto from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@tradelink/shared/realtime/events';

type PeerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A chat client that follows the delivery rules the web client follows: messages are kept by index
 * (duplicates dropped), a send is retried with the same client id until acknowledged, and after
 * every reconnect it fetches everything after the highest index it holds without a gap.
 */
export class ChatPeer {
  readonly seen = new Map<number, ChatMessage>();
  /** client_id -> the index the server acknowledged. */
  readonly acked = new Map<string, number>();
  private readonly unacked = new Map<string, string>();
  private socket: PeerSocket | null = null;

  constructor(
    private readonly cookie: string,
    private readonly conversationId: string,
    private readonly signingKey = 'tradelink-dev-signing-key',
  ) {}

  get connected() {
    return this.socket?.connected ?? false;
  }

  async connect(url: string): Promise<void> {
    this.socket?.close();
    const socket: PeerSocket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie: this.cookie } });
    this.socket = socket;
    socket.on('chat:message', (message) => {
      if (message.conversation_id === this.conversationId) this.seen.set(message.index, message);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await this.catchUp(url);
    // Sends cut off by the failure go again with their ids: stored once, whatever happened before.
    for (const [clientId, body] of this.unacked) void this.trySend(clientId, body);
  }

  /** Sends one message; resolves whether or not it was acknowledged (a dead server never answers). */
  send(body: string): Promise<void> {
    const clientId = crypto.randomUUID();
    this.unacked.set(clientId, body);
    return this.trySend(clientId, body);
  }

  /** Sends not yet acknowledged. */
  get pending(): number {
    return this.unacked.size;
  }

  private async trySend(clientId: string, body: string): Promise<void> {
    for (let attempt = 0; attempt < 20 && this.unacked.has(clientId); attempt++) {
      const socket = this.socket;
      // Not connected: `connect` sends it again once there is a socket.
      if (!socket?.connected) return;
      try {
        const ack: Ack<ChatMessage> = await socket.timeout(3000).emitWithAck('chat:send', { conversation_id: this.conversationId, client_id: clientId, body });
        if (ack.ok) {
          this.acked.set(clientId, ack.data.index);
          this.unacked.delete(clientId);
          this.seen.set(ack.data.index, ack.data);
        }
        return;
      } catch {
        // No answer (the process died mid-send): try again, on the new socket once there is one.
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** The highest index held with nothing missing below it. */
  contiguousIndex(): number {
    let i = 0;
    while (this.seen.has(i + 1)) i++;
    return i;
  }

  /** Fetches every message after the contiguous index, page by page, over HTTP. */
  async catchUp(url: string): Promise<void> {
    for (;;) {
      const after = this.contiguousIndex();
      const params: Array<[string, string]> = [
        ['conversation_id', this.conversationId],
        ['after_index', String(after)],
        ['limit', '100'],
      ];
      const path = callPath('chat.get_messages');
      const headers = signedHeaders(this.signingKey, { method: 'GET', path, body: '', params }, Date.now());
      const response = await fetch(`${url}${path}?${new URLSearchParams(params)}`, { headers: { ...headers, cookie: this.cookie } });
      if (!response.ok) throw new Error(`get_messages ${response.status}: ${await response.text()}`);
      const page = ((await response.json()) as { message: { data: { messages: ChatMessage[]; has_more: boolean } } }).message.data;
      for (const m of page.messages) this.seen.set(m.index, m);
      if (!page.has_more || page.messages.length === 0) return;
    }
  }

  close() {
    this.socket?.close();
  }
}
