import type { PaymentStatus } from '@tradelink/shared/constants/plans';

// After paying, the receipt waits for the provider's confirmation (the webhook, or the sandbox's
// own event) by asking again every second, for a minute at most.

export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_TIMEOUT_MS = 60_000;

export type ConfirmState = 'none' | 'waiting' | 'timed_out' | 'paid';

/** What the receipt shows about confirmation: only a checkout that just happened waits. */
export function confirmState(status: PaymentStatus, fromCheckout: boolean, elapsedMs: number): ConfirmState {
  if (!fromCheckout) return 'none';
  if (status === 'paid') return 'paid';
  if (status !== 'payment_pending') return 'none';
  return elapsedMs >= CONFIRM_TIMEOUT_MS ? 'timed_out' : 'waiting';
}

/** The receipt query's refetch interval: every second while waiting, otherwise never. */
export const confirmInterval = (state: ConfirmState) => (state === 'waiting' ? CONFIRM_POLL_MS : false);
