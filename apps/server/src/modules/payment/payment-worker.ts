import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

const POLL_MS = 1000;

/**
 * Applies stored webhook events (the payment inbox, `payment_events`): polls for due events, and
 * `kick()` after the webhook stored one applies it without waiting. A crash between storing and
 * applying loses nothing: the row stays unprocessed until a pass applies it.
 */
export function startPaymentWorker(options: { deps: () => Deps; log: FastifyBaseLogger; process: (deps: Deps) => Promise<number> }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  async function drain() {
    do {
      again = false;
      const applied = await options.process(options.deps());
      if (applied > 0) again = true;
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => options.log.warn({ err: error }, 'payment worker pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const schedule = () => {
    timer = setTimeout(async () => {
      await run();
      if (!stopped) schedule();
    }, POLL_MS);
    timer.unref();
  };
  schedule();

  return {
    kick: () => void run(),
    /** Waits until every due event is applied (tests, the sandbox's synchronous return). */
    async flush() {
      await run();
      // A kick during the pass sets `again`; one more pass settles it.
      await run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type PaymentWorker = ReturnType<typeof startPaymentWorker>;
