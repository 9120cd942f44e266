import type { FastifyBaseLogger } from 'fastify';

/**
 * A background worker over a durable table (the mail outbox, the payment inbox): it polls, and
 * `kick()` after a commit starts a pass at once. One pass runs at a time; a kick during a pass asks
 * for another, so nothing committed is left waiting for the next poll.
 */
export function startPollingWorker(options: {
  /** One pass; true when it should run again at once (a full batch, or work applied). */
  pass: () => Promise<boolean>;
  log: FastifyBaseLogger;
  name: string;
  pollMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  async function drain() {
    do {
      again = false;
      if (await options.pass()) again = true;
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => options.log.warn({ err: error }, `${options.name} pass failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const schedule = () => {
    timer = setTimeout(async () => {
      await run();
      if (!stopped) schedule();
    }, options.pollMs ?? 1000);
    timer.unref();
  };
  schedule();

  return {
    kick: () => void run(),
    /** Waits until nothing due is left (tests; the sandbox's synchronous confirmation). */
    async flush() {
      await run();
      // A pass already running when flush was called may have missed what was just committed.
      await run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
export type PollingWorker = ReturnType<typeof startPollingWorker>;
