import type { SessionUser } from '../auth/session.repository.ts';
import { markGroupRead } from '../notification/notification.repository.ts';
import * as repo from './chat.repository.ts';
import { loadCaller, requireParticipation, type Participation } from './caller.ts';
import { offlineGroupKey, type ChatContext } from './chat-events.ts';

// Receipts: how far a participant has received and read. They only move forward and never past the
// newest message; both participants (and the conversation's room) hear of every move.

function emitReceipt(ctx: ChatContext, part: Participation, moved: { read: number; delivered: number }) {
  ctx.deps.realtime.emit({ conversation: part.row.id, identities: [part.me, part.other] }, 'chat:receipt', {
    conversation_id: part.row.id,
    identity: part.me,
    delivered_index: moved.delivered,
    read_index: moved.read,
  });
}

/**
 * `chat.mark_read` and `chat:read`: the caller has read up to `index`. Returns the caller's new read
 * index and unread count. Once nothing visible is left unread, the caller's "new messages"
 * notification of this conversation is read too, so no mail tells of messages already read (while
 * some are still unread it stays: they are what it is about). When the read index or a
 * notification changed, the caller's menu badges are told to refresh.
 */
export async function markRead(ctx: ChatContext, user: Pick<SessionUser, 'id'>, input: { conversation_id: string; index: number }) {
  const { db } = ctx.deps;
  const caller = await loadCaller(db, user);
  const part = await requireParticipation(db, caller, input.conversation_id);
  const before = part.side === 'buyer' ? part.row.buyerReadIndex : part.row.supplierReadIndex;
  const moved = await repo.moveReceipt(db, part.row.id, part.side, 'read', input.index);
  const unread = await repo.countUnreadVisible(db, part.row.id, part.side);
  const cleared = unread === 0 && (await markGroupRead(db, caller.userId, offlineGroupKey(part.row.id, part.me)));
  emitReceipt(ctx, part, moved);
  if (moved.read > before || cleared) ctx.deps.realtime.emit({ users: [caller.userId] }, 'notification:changed');
  return { last_read_message_index: moved.read, unread_messages_count: unread };
}

/** `chat:delivered`: the caller's device has received messages up to `index`. */
export async function markDelivered(ctx: ChatContext, user: Pick<SessionUser, 'id'>, input: { conversation_id: string; index: number }) {
  const { db } = ctx.deps;
  const part = await requireParticipation(db, await loadCaller(db, user), input.conversation_id);
  const moved = await repo.moveReceipt(db, part.row.id, part.side, 'delivered', input.index);
  emitReceipt(ctx, part, moved);
}
