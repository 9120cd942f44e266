import { CHAT_BLOCK_MARKERS, deriveBlockStatus, gateActions, type ChatBlockMarker, type ChatBlockStatus } from '@tradelink/shared/rules/chat-gate';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMessageAt, type ConversationRow, type GateChange } from './chat.repository.ts';

// The first-contact gate on the server: the shared rules (rules/chat-gate.ts) applied to a
// conversation, and what a new message changes in it.

export interface GateFacts {
  marker: ChatBlockMarker | null;
  firstSender: string | null;
  unlocked: boolean;
  /** The newest index is the message count: indexes are gapless from 1. */
  messageCount: number;
  /** The newest message's body; only read for conversations without a marker. */
  lastBody: string | null;
}

export const asMarker = (value: unknown): ChatBlockMarker | null =>
  (CHAT_BLOCK_MARKERS as readonly unknown[]).includes(value) ? (value as ChatBlockMarker) : null;

export function statusOf(facts: GateFacts): ChatBlockStatus {
  return deriveBlockStatus({ marker: facts.marker, messageCount: facts.messageCount, lastMessageBody: facts.lastBody });
}

/** The gate as the `chatGate` shape, for one participant. */
export function presentGate(facts: GateFacts, me: string) {
  const status = statusOf(facts);
  const actions = gateActions({ status, firstSender: facts.firstSender, unlocked: facts.unlocked }, me);
  return {
    status,
    first_sender: facts.firstSender,
    unlocked: facts.unlocked,
    can_send: actions.canSend,
    can_decide: actions.canDecide,
    can_unlock: actions.canUnlock,
  };
}

/**
 * The gate's facts of a (locked) conversation row. Conversations written before the first sender
 * was recorded take it from message 1; the newest body is read only when no marker decides.
 */
export async function loadGateFacts(tx: Tx, row: ConversationRow): Promise<GateFacts> {
  const marker = asMarker(row.blockMarker);
  let firstSender = row.firstSender;
  if (!firstSender && row.lastMessageIndex > 0) firstSender = (await findMessageAt(tx, row.id, 1))?.author ?? null;
  const needsBody = marker === null && row.lastMessageIndex > 1;
  const lastBody = needsBody ? ((await findMessageAt(tx, row.id, row.lastMessageIndex))?.body ?? null) : null;
  return { marker, firstSender, unlocked: row.unlockedAt !== null, messageCount: row.lastMessageIndex, lastBody };
}

/** Whether `me` may write into the conversation now (as `gate.can_send` says). */
export async function mayWrite(db: Tx, row: ConversationRow, me: string): Promise<boolean> {
  return presentGate(await loadGateFacts(db, row), me).can_send;
}

/**
 * May `me` write a message now, and what does it change? The first message opens the gate
 * (marker first-message, `me` the sender); the receiver's reply while pending counts as accepting.
 * The waiting sender is refused unless it unlocked the chat; nobody writes into a rejected one.
 */
export function planTextMessage(facts: GateFacts, me: string, now: Date): GateChange {
  const status = statusOf(facts);
  if (status === 'rejected') throw new AppError('CHAT_REJECTED');
  if (status === 'none') return { blockMarker: 'first-message', blockTimestamp: now, firstSender: me };
  if (status === 'accepted') return {};
  const actions = gateActions({ status, firstSender: facts.firstSender, unlocked: facts.unlocked }, me);
  if (actions.canDecide) return { blockMarker: 'accepted', blockTimestamp: now };
  if (!actions.canSend) throw new AppError('CHAT_WAITING_ACCEPTANCE');
  return {};
}
