import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { startPollingWorker } from '../../lib/polling-worker.ts';

/**
 * Applies stored webhook events (the payment inbox, `payment_events`): polls for due events, and
 * `kick()` after the webhook stored one applies it without waiting. A crash between storing and
 * applying loses nothing: the row stays unprocessed until a pass applies it.
 */
export function startPaymentWorker(options: { deps: () => Deps; log: FastifyBaseLogger; process: (deps: Deps) => Promise<number> }) {
  return startPollingWorker({ name: 'payment worker', log: options.log, pass: async () => (await options.process(options.deps())) > 0 });
}
export type PaymentWorker = ReturnType<typeof startPaymentWorker>;
