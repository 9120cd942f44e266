import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** No new pass starts; resolves when the running one (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, the first pass `firstMs` after start, never two passes of one job
 * at once in this process (a slow pass makes the next tick skip). A failed pass is logged under
 * `name` and the next tick tries again. Timers are unref'd: they never keep a process alive.
 * Jobs that several processes run at once make their passes safe themselves (locks, idempotent
 * writes; decision 025).
 */
export function startPeriodicJob(options: {
  name: string;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
  intervalMs: number;
  firstMs: number;
}): PeriodicJob {
  let stopped = false;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (stopped || running) return;
    running = options
      .run()
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} pass failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(pass, options.firstMs);
  first.unref();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
