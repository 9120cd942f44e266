import type { DefaultEventsMap, Socket } from 'socket.io';
import { ZodError } from 'zod';
import type { ErrorCode } from '@tradelink/shared/api/error-codes';
import { conversationIdRequest, receiptRequest, sendMessageRequest } from '@tradelink/shared/chat/chat';
import { rooms, type Ack, type ClientToServerEvents, type ServerToClientEvents } from '@tradelink/shared/realtime/events';
import { AppError } from '../../lib/app-error.ts';
import { refuseNul } from '../../lib/refuse-nul.ts';
import { loadCaller, requireParticipation } from './caller.ts';
import type { ChatContext } from './chat-events.ts';
import { mayWrite } from './conversation-gate.ts';
import { sendMessage } from './message.service.ts';
import { coalesceReceipts } from './receipt-coalescer.ts';
import { markDelivered, markRead } from './receipt.service.ts';

// The chat's socket events. They run the same services as the HTTP calls, as the socket's user
// (checked afresh on every event), and answer with the error code the call would have given.

export interface ChatSocketData {
  userId?: string;
  /** The login session (token hash) a cookie-authenticated socket belongs to; its room is `session:<hash>`. */
  sessionHash?: string;
  /** The account's chat identities (BUR... / SUP...), joined as rooms. */
  identities?: string[];
  /** Counted in this process's presence (see presence.ts). */
  present?: boolean;
  /** Conversations this socket joined, with the socket's identity in each. */
  joined?: Record<string, string>;
}

export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, ChatSocketData>;

/** "Typing" goes out at most this often per socket and conversation (clients send it on every key). */
export const TYPING_INTERVAL_MS = 2000;

function codeOf(error: unknown): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (error instanceof ZodError) return 'VALIDATION_ERROR';
  return 'INTERNAL';
}

/**
 * Registers the handlers as soon as the socket connects (so nothing the client sends early is
 * lost); each waits for `ready`, the outcome of authentication.
 */
export function registerChatHandlers(socket: ChatSocket, ctx: ChatContext, ready: Promise<boolean>) {
  const userOf = async () => ((await ready) && socket.data.userId ? { id: socket.data.userId } : null);
  const answer = <T>(ack: unknown): ((result: Ack<T>) => void) => (typeof ack === 'function' ? (ack as (result: Ack<T>) => void) : () => {});
  const failed = (error: unknown, event: string) => {
    const code = codeOf(error);
    if (code === 'INTERNAL') ctx.log.error({ err: error, event }, 'chat socket event failed');
    return { ok: false as const, code };
  };

  // One socket's messages are stored in the order it sent them: each send waits for the previous one.
  let sending: Promise<void> = Promise.resolve();
  socket.on('chat:send', (input, ack) => {
    const reply = answer<Awaited<ReturnType<typeof sendMessage>>>(ack);
    sending = sending.then(async () => {
      try {
        const user = await userOf();
        if (!user) return reply({ ok: false, code: 'UNAUTHORIZED' });
        refuseNul(input);
        reply({ ok: true, data: await sendMessage(ctx, user, sendMessageRequest.parse(input)) });
      } catch (error) {
        reply(failed(error, 'chat:send'));
      }
    });
  });

  socket.on('chat:join', async (conversationId, ack) => {
    const reply = answer<null>(ack);
    try {
      const user = await userOf();
      if (!user) return reply({ ok: false, code: 'UNAUTHORIZED' });
      const { conversation_id } = conversationIdRequest.parse({ conversation_id: conversationId });
      const part = await requireParticipation(ctx.deps.db, await loadCaller(ctx.deps.db, user), conversation_id);
      await socket.join(rooms.conversation(conversation_id));
      socket.data.joined = { ...socket.data.joined, [conversation_id]: part.me };
      reply({ ok: true, data: null });
    } catch (error) {
      // A malformed id is as unknown as someone else's conversation.
      reply(error instanceof ZodError ? { ok: false, code: 'NOT_FOUND' } : failed(error, 'chat:join'));
    }
  });

  socket.on('chat:leave', async (conversationId) => {
    if (typeof conversationId !== 'string' || !socket.data.joined?.[conversationId]) return;
    const { [conversationId]: _left, ...rest } = socket.data.joined;
    socket.data.joined = rest;
    await socket.leave(rooms.conversation(conversationId));
  });

  // Receipts are coalesced per conversation (one write per window, the highest index wins); what
  // is still waiting when the socket goes is written then.
  const receipt = (event: 'chat:delivered' | 'chat:read', apply: typeof markRead | typeof markDelivered) => {
    const coalescer = coalesceReceipts((conversation_id, index) => {
      void (async () => {
        try {
          const user = await userOf();
          if (user) await apply(ctx, user, { conversation_id, index });
        } catch (error) {
          failed(error, event);
        }
      })();
    });
    socket.on(event, (input) => {
      const parsed = receiptRequest.safeParse(input);
      if (parsed.success) coalescer.push(parsed.data.conversation_id, parsed.data.index);
    });
    return coalescer;
  };
  const receipts = [receipt('chat:delivered', markDelivered), receipt('chat:read', markRead)];
  socket.on('disconnect', () => receipts.forEach((r) => r.flush()));

  // Typing: from a socket that joined the conversation, at most once per interval, and only from a
  // participant the gate lets write (a first sender waiting for an answer does not "type" at them).
  const typedAt = new Map<string, number>();
  socket.on('chat:typing', async (conversationId) => {
    const identity = typeof conversationId === 'string' ? socket.data.joined?.[conversationId] : undefined;
    if (!identity) return;
    const now = Date.now();
    if (now - (typedAt.get(conversationId) ?? 0) < TYPING_INTERVAL_MS) return;
    typedAt.set(conversationId, now);
    try {
      const user = await userOf();
      if (!user) return;
      const part = await requireParticipation(ctx.deps.db, await loadCaller(ctx.deps.db, user), conversationId);
      if (!(await mayWrite(ctx.deps.db, part.row, part.me))) return;
      socket.to(rooms.conversation(conversationId)).emit('chat:typing', { conversation_id: conversationId, identity: part.me });
    } catch (error) {
      failed(error, 'chat:typing');
    }
  });
}
