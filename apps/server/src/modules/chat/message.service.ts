import { recordAction } from '../analytics/record-action.ts';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PAGE, chatMessageLength, type ChatMessage } from '@tradelink/shared/chat/chat';
import { isSendableText } from '@tradelink/shared/rules/chat-gate';
import { fieldError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './chat.repository.ts';
import { presentMessage } from './chat.presenter.ts';
import { loadCaller, requireParticipation } from './caller.ts';
import { emitConversationChanged, publishMessage, type ChatContext } from './chat-events.ts';
import { loadGateFacts, planTextMessage } from './conversation-gate.ts';
import { resolveEmbed } from './embed.ts';
import { noteSupplierAnswered } from '../analytics/response-figures.service.ts';

// Messages: reading a window of them, and sending one (the HTTP call and the socket event share this).

/** Messages one user may send a minute, over HTTP and the socket together (far above any typist). */
export const CHAT_SEND_RATE = { max: 60, windowMs: 60_000 };

export interface MessagesInput {
  conversation_id: string;
  after_index?: number;
  before_index?: number;
  limit?: number;
}

/** `chat.get_messages`: a window of the messages the caller may see, oldest first. */
export async function getMessages(ctx: ChatContext, user: SessionUser, input: MessagesInput) {
  const { db } = ctx.deps;
  const part = await requireParticipation(db, await loadCaller(db, user), input.conversation_id);
  const page = await repo.listMessages(db, part.row.id, part.me, {
    after: input.after_index,
    before: input.before_index,
    limit: input.limit ?? CHAT_MESSAGES_PAGE,
  });
  return { messages: page.messages.map((m) => presentMessage(m, part.me)), has_more: page.hasMore };
}

export interface SendInput {
  conversation_id: string;
  client_id: string;
  body: string;
  embed?: { type: 'product' | 'rfq' | 'quotation'; id: string };
  hidden?: string[];
}

/**
 * `chat.send_message` and `chat:send`. Only a participant may send (404 otherwise, as if the
 * conversation did not exist), at most CHAT_SEND_RATE per user (429 RATE_LIMITED; a resend of a
 * stored message is answered without counting). In one transaction, with the conversation row locked: a resend with
 * the same client id returns the stored message unchanged; the gate is checked; the message takes
 * the next index; the conversation's newest index, activity and the author's receipts move. After
 * the commit it goes out to the participants (never to an identity it is hidden from).
 */
export async function sendMessage(ctx: ChatContext, user: Pick<SessionUser, 'id'>, input: SendInput): Promise<ChatMessage> {
  const { db } = ctx.deps;
  const body = input.body.trim();
  if (!isSendableText(body)) throw fieldError('body', 'required');
  if (chatMessageLength(input.body) > CHAT_MESSAGE_MAX) throw fieldError('body', 'too_long');
  const part = await requireParticipation(db, await loadCaller(db, user), input.conversation_id);
  const earlier = await repo.findMessageByClientId(db, part.row.id, part.me, input.client_id);
  if (earlier) return presentMessage(earlier, part.me);
  await enforceRateLimit(ctx.deps.rateLimiter, `chat_send:${user.id}`, CHAT_SEND_RATE.max, CHAT_SEND_RATE.windowMs);
  const embed = input.embed ? await resolveEmbed(db, input.embed, part) : null;
  // Only the counterpart can be hidden from: the author always sees its own message.
  const hidden = (input.hidden ?? []).includes(part.other) ? [part.other] : [];

  const outcome = await db.transaction(async (tx) => {
    const row = await repo.lockConversation(tx, part.row.id);
    const stored = await repo.findMessageByClientId(tx, row.id, part.me, input.client_id);
    if (stored) return { row, message: stored, fresh: false };
    const now = new Date();
    const gate = planTextMessage(await loadGateFacts(tx, row), part.me, now);
    const index = row.lastMessageIndex + 1;
    const message = await repo.insertMessage(tx, {
      conversationId: row.id,
      index,
      author: part.me,
      kind: 'text',
      body,
      attributes: { embed, hidden },
      clientId: input.client_id,
    });
    await repo.advanceConversation(tx, row.id, part.side, index, gate);
    return { row, message, fresh: true, gateChanged: gate.blockMarker !== undefined, accepted: gate.blockMarker === 'accepted' };
  });
  if (outcome.fresh) {
    publishMessage(ctx, outcome.row, outcome.message);
    if (outcome.gateChanged) emitConversationChanged(ctx, outcome.row);
    // The supplier's reply to a buyer's first contact answers it: its response figures move (decision 033).
    if (outcome.accepted && part.side === 'supplier') await noteSupplierAnswered(db, outcome.row.supplierId, ctx.log);
    // A chat a buyer starts is the buyer's first word in it (opening an empty conversation tells the
    // supplier nothing): what the supplier's report counts, as its response figures do (decision 033).
    if (outcome.message.index === 1 && part.side === 'buyer') {
      recordAction(ctx.deps, 'chat_started', { supplierId: outcome.row.supplierId, buyerId: outcome.row.buyerId, actor: user });
    }
  }
  return presentMessage(outcome.message, part.me);
}
