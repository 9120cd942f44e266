import type { PaymentListItem } from '@tradelink/shared/membership/membership';

// A payment is a receipt only once money moved (the server then gives it a number). Anything else
// is an attempt: shown as such, never with a receipt number or a printable receipt.

export const isReceipt = (p: Pick<PaymentListItem, 'number'>): p is Pick<PaymentListItem, 'number'> & { number: string } => p.number !== null;

/** Decline and error codes with words of their own; any other code reads as a generic failure. */
const KNOWN_FAILURES = ['card_declined', 'processing_error', 'expired_card'] as const;

/**
 * What became of an attempt, for its title and badge: a known failure, another failure, still open
 * (a checkout nobody has paid or refused yet), or given up (replaced by a newer checkout, expired).
 */
export type AttemptOutcome = (typeof KNOWN_FAILURES)[number] | 'other' | 'open' | 'abandoned';

export function attemptOutcome(p: Pick<PaymentListItem, 'status' | 'failure_code'>): AttemptOutcome {
  if (p.failure_code) return (KNOWN_FAILURES as readonly string[]).includes(p.failure_code) ? (p.failure_code as AttemptOutcome) : 'other';
  if (p.status === 'payment_pending') return 'open';
  return p.status === 'unpaid' ? 'other' : 'abandoned';
}

/** Whether the attempt's outcome is a failure (red) rather than something still open or left (grey). */
export const isFailure = (outcome: AttemptOutcome) => outcome !== 'open' && outcome !== 'abandoned';
