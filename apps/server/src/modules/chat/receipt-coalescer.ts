// Receipts from one socket come in bursts (a long conversation scrolled through, every message
// acknowledged as it arrives). Per conversation, the first goes to the database at once; the ones
// within the next window are folded into one write at its end, with the highest index seen. Receipts
// only move forward, so nothing is lost by skipping the lower ones.

export const RECEIPT_WINDOW_MS = 500;
/** Conversations remembered per socket; idle ones are forgotten beyond this (ids come from the client). */
const MAX_SLOTS = 200;

interface Slot {
  /** When the last write started. */
  last: number;
  /** The highest index waiting for the end of the window. */
  pending: number | null;
  timer?: NodeJS.Timeout;
}

export interface ReceiptCoalescer {
  push(conversationId: string, index: number): void;
  /** Writes what is waiting now (the socket is going away). */
  flush(): void;
}

export function coalesceReceipts(write: (conversationId: string, index: number) => void, windowMs = RECEIPT_WINDOW_MS): ReceiptCoalescer {
  const slots = new Map<string, Slot>();
  const fire = (conversationId: string, slot: Slot) => {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.pending === null) return;
    const index = slot.pending;
    slot.pending = null;
    slot.last = Date.now();
    write(conversationId, index);
  };
  return {
    push(conversationId, index) {
      let slot = slots.get(conversationId);
      if (!slot) {
        if (slots.size >= MAX_SLOTS) for (const [id, idle] of slots) if (!idle.timer) slots.delete(id);
        slots.set(conversationId, (slot = { last: 0, pending: null }));
      }
      slot.pending = Math.max(slot.pending ?? index, index);
      if (slot.timer) return;
      const wait = slot.last + windowMs - Date.now();
      if (wait <= 0) fire(conversationId, slot);
      else slot.timer = setTimeout(() => fire(conversationId, slot), wait);
    },
    flush() {
      for (const [conversationId, slot] of slots) fire(conversationId, slot);
      slots.clear();
    },
  };
}
