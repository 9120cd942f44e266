import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { notify, publishNotifications, trackNotificationWork, type NotifyInput, type PendingNotification } from '../notification/notify.ts';
import type { ConversationRow, MessageRow, Side } from './chat.repository.ts';
import { identityName, presentMessage } from './chat.presenter.ts';
import { findParticipants } from './participant.repository.ts';
import type { Row } from '../catalog/row-values.ts';

// What happens after a chat transaction commits: socket events to the participants, and the
// notifications for whoever is not connected. A failure here never undoes or fails the action.

export interface ChatContext {
  deps: Deps;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const bothOf = (row: ConversationRow) => [row.buyerIdentity, row.supplierIdentity];

/** The dashboard page that opens a conversation, for the side the reader is on. */
export function messagesLink(side: Side, conversationId: string, index?: number): string {
  const page = side === 'buyer' ? '/user/messages' : '/business/messages';
  const query = new URLSearchParams({ 'open-conv': conversationId });
  if (index !== undefined) query.set('message-id', String(index));
  return `${page}?${query.toString()}`;
}

/**
 * The group of a reader's "new messages" notification for one conversation: repeats fold into one
 * unread row, and reading the conversation marks it read (receipt.service).
 */
export const offlineGroupKey = (conversationId: string, readerIdentity: string) => `chat:${conversationId}:${readerIdentity}`;

export function emitConversationChanged(ctx: ChatContext, row: ConversationRow) {
  ctx.deps.realtime.emit({ identities: bothOf(row) }, 'chat:conversation', row.id);
}

/**
 * A conversation was just opened: only its creator hears of it. The counterpart learns of it with
 * the first message (which changes the gate, see message.service).
 */
export function emitConversationCreated(ctx: ChatContext, row: ConversationRow) {
  ctx.deps.realtime.emit({ identities: [row.createdBy] }, 'chat:conversation', row.id);
}

/**
 * Writes a notification inside the caller's transaction, in a savepoint: if writing it fails, the
 * action still commits without it (and the failure is logged).
 */
export async function notifyQuietly(ctx: ChatContext, tx: Tx, input: NotifyInput): Promise<PendingNotification | null> {
  try {
    return await tx.transaction((sp) => notify(sp, input));
  } catch (error) {
    ctx.log.warn({ err: error, type: input.type }, 'chat notification not written');
    return null;
  }
}

/** Publishes after the commit without holding up the answer (publishing never rejects). */
export function publishQuietly(ctx: ChatContext, pending: Array<PendingNotification | null>): void {
  const list = pending.filter((p): p is PendingNotification => p !== null);
  if (list.length > 0) void publishNotifications(ctx.deps, list, ctx.log);
}

/**
 * A stored message goes to both participants' identity rooms, except an identity it is hidden
 * from (its author always gets it). No `notification:changed` goes with it: the client refreshes
 * its unread badges from `chat:message` itself (debounced), so a busy chat does not refetch every
 * menu count per message. A receiver with no socket connected then gets a "new message"
 * notification (collapsed per conversation while unread), unless the caller says otherwise (an
 * acceptance has its own notification). That part runs in the background: asking other processes
 * who is connected may take up to a second, and the sender's acknowledgement must not wait for it.
 */
export function publishMessage(ctx: ChatContext, row: ConversationRow, message: MessageRow, options: { notifyOffline?: boolean } = {}): void {
  const { realtime } = ctx.deps;
  const hidden = (message.attributes.hidden ?? []).filter((identity) => identity !== message.author);
  realtime.emit({ identities: bothOf(row), except: hidden }, 'chat:message', presentMessage(message, message.author));
  const receiver = message.author === row.buyerIdentity ? row.supplierIdentity : row.buyerIdentity;
  if (hidden.includes(receiver)) return;
  if (options.notifyOffline !== false) void trackNotificationWork(ctx.deps, notifyIfOffline(ctx, row, message, receiver));
}

async function notifyIfOffline(ctx: ChatContext, row: ConversationRow, message: MessageRow, receiver: string) {
  try {
    if (await ctx.deps.realtime.isConnected({ identity: receiver })) return;
    const people = await findParticipants(ctx.deps.db, [message.author, receiver]);
    const sender = people.get(message.author);
    const reader = people.get(receiver);
    if (!sender || !reader) return;
    const side: Side = receiver === row.buyerIdentity ? 'buyer' : 'supplier';
    const pending = await ctx.deps.db.transaction((tx) => notify(tx, offlineNotice(row, message, side, sender, reader)));
    await publishNotifications(ctx.deps, [pending], ctx.log);
  } catch (error) {
    ctx.log.warn({ err: error, conversationId: row.id }, 'offline message notification failed');
  }
}

function offlineNotice(row: ConversationRow, message: MessageRow, side: Side, sender: Row, reader: Row): NotifyInput {
  return {
    userId: String(reader.user_id),
    type: 'message_offline',
    side,
    params: { name: identityName(sender) },
    link: messagesLink(side, row.id, message.index),
    groupKey: offlineGroupKey(row.id, String(reader.identity)),
  };
}
