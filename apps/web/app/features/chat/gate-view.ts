import type { ChatConversation, ChatParticipant } from '@tradelink/shared/chat/chat';

// What the conversation screen shows around the composer, from the server's gate (the server
// enforces the same rules: see packages/shared/src/rules/chat-gate.ts).

export type GateNotice =
  /** The caller sent the first message and waits for the counterpart's answer (composer off). */
  | { kind: 'waiting'; canUnlock: boolean }
  /** The counterpart wrote first: accept, decline, or just reply. */
  | { kind: 'decide' }
  /** Declined: the conversation is closed. */
  | { kind: 'rejected' }
  | { kind: 'none' };

type GateFields = Pick<ChatConversation, 'gate' | 'my_identity'>;

export function gateNotice(c: GateFields): GateNotice {
  const { gate } = c;
  if (gate.status === 'rejected') return { kind: 'rejected' };
  if (gate.can_decide) return { kind: 'decide' };
  if (gate.status === 'pending' && gate.first_sender === c.my_identity && !gate.unlocked) return { kind: 'waiting', canUnlock: gate.can_unlock };
  return { kind: 'none' };
}

/** Whether the composer takes messages: the server's word, closed while waiting or after a decline. */
export function composerOpen(c: GateFields): boolean {
  return c.gate.can_send;
}

/** The other participant: the supplier seen from the buyer side, the buyer seen from the supplier side. */
export function counterpartOf(c: Pick<ChatConversation, 'isFarmChat' | 'customerDetail' | 'supplierDetail' | 'participants' | 'my_identity'>): ChatParticipant | null {
  const detail = c.isFarmChat ? c.customerDetail : c.supplierDetail;
  return detail ?? c.participants.find((p) => p.identity !== c.my_identity) ?? null;
}

/** The tick under one of the caller's messages, from how far the counterpart received and read. */
export function receiptOf(index: number, c: Pick<ChatConversation, 'counterpart_delivered_index' | 'counterpart_read_index'>): 'read' | 'delivered' | 'sent' {
  if (index <= c.counterpart_read_index) return 'read';
  if (index <= c.counterpart_delivered_index) return 'delivered';
  return 'sent';
}
