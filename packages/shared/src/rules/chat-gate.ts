import { BUYER_IDENTITY_PREFIX, SUPPLIER_IDENTITY_PREFIX } from '../constants/lists.ts';

// The first-contact gate and the identity pair rules of spec sections 4 and 5, as pure functions:
// the server enforces them, the chat screens show the same answer.

export type ChatSide = 'buyer' | 'supplier';

/** The conversation attribute `chatBlockStatus` (a marker); absent on older conversations. */
export const CHAT_BLOCK_MARKERS = ['first-message', 'accepted', 'rejected'] as const;
export type ChatBlockMarker = (typeof CHAT_BLOCK_MARKERS)[number];

export const CHAT_BLOCK_STATUSES = ['none', 'pending', 'accepted', 'rejected'] as const;
export type ChatBlockStatus = (typeof CHAT_BLOCK_STATUSES)[number];

/**
 * The fixed messages a receiver's decision sends. They are stored in English so the derivation
 * below reads the same on every server; the screens show them translated by the message's kind.
 */
export const CHAT_ACCEPT_TEXT = 'Thank you for reaching out. I have accepted your message and look forward to working with you.';
export const CHAT_REJECT_TEXT = 'Thank you for your message. I am not able to continue this conversation at the moment.';

export function sideOfIdentity(identity: string): ChatSide | null {
  if (identity.startsWith(BUYER_IDENTITY_PREFIX)) return 'buyer';
  if (identity.startsWith(SUPPLIER_IDENTITY_PREFIX)) return 'supplier';
  return null;
}

export type PairError = 'CHAT_IDENTITY_INVALID' | 'CHAT_BOTH_BUYERS' | 'CHAT_BOTH_SUPPLIERS';

/**
 * A conversation is between exactly one buyer and one supplier identity; its unique name is the
 * buyer identity and the supplier identity joined by a vertical bar, buyer first, whatever the order given.
 */
export function pairIdentities(a: string, b: string): { ok: true; buyer: string; supplier: string; uniqueName: string } | { ok: false; error: PairError } {
  const sa = sideOfIdentity(a);
  const sb = sideOfIdentity(b);
  if (!sa || !sb) return { ok: false, error: 'CHAT_IDENTITY_INVALID' };
  if (sa === 'buyer' && sb === 'buyer') return { ok: false, error: 'CHAT_BOTH_BUYERS' };
  if (sa === 'supplier' && sb === 'supplier') return { ok: false, error: 'CHAT_BOTH_SUPPLIERS' };
  const buyer = sa === 'buyer' ? a : b;
  const supplier = sa === 'supplier' ? a : b;
  return { ok: true, buyer, supplier, uniqueName: `${buyer}|${supplier}` };
}

export interface GateInput {
  marker: ChatBlockMarker | null;
  messageCount: number;
  /** The body of the newest message, for conversations without a marker. */
  lastMessageBody: string | null;
}

/**
 * The gate's status (spec section 4): none without messages; pending with exactly one message or
 * the first-message marker; accepted or rejected by the marker; without a marker, derived from the
 * last message (the decline text means rejected, anything else accepted).
 */
export function deriveBlockStatus(input: GateInput): ChatBlockStatus {
  if (input.marker === 'accepted') return 'accepted';
  if (input.marker === 'rejected') return 'rejected';
  if (input.messageCount === 0) return 'none';
  if (input.marker === 'first-message' || input.messageCount === 1) return 'pending';
  const last = input.lastMessageBody ?? '';
  if (last.includes(CHAT_REJECT_TEXT)) return 'rejected';
  return 'accepted';
}

export interface GateView {
  status: ChatBlockStatus;
  /** The identity that sent the first message (the sender); null before any message. */
  firstSender: string | null;
  /** A supplier who started the conversation unlocked it, so it may follow up before an answer. */
  unlocked: boolean;
}

/** What one participant may do in the conversation now. */
export function gateActions(gate: GateView, me: string) {
  const isSender = gate.firstSender === me;
  const isReceiver = gate.firstSender !== null && !isSender;
  const canSend =
    gate.status === 'none' || gate.status === 'accepted' || (gate.status === 'pending' && (isReceiver || gate.unlocked));
  return {
    canSend,
    /** The receiver of a pending first contact may accept or reject it. */
    canDecide: gate.status === 'pending' && isReceiver,
    /** A supplier waiting on its own first message may unlock the chat (spending a conversation). */
    canUnlock: gate.status === 'pending' && isSender && !gate.unlocked && sideOfIdentity(me) === 'supplier',
    waiting: gate.status === 'pending' && isSender && !gate.unlocked,
  };
}

/** Empty or whitespace-only messages are not sent (spec section 5). */
export function isSendableText(body: string): boolean {
  return body.trim().length > 0;
}
