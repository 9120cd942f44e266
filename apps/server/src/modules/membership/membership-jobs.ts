import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';

/** Stub: the membership job's one pass (renewals, expiry, monthly quota resets, reminders). */
export async function runMembershipJobs(_deps: Deps, _now: Date = new Date()): Promise<void> {}

/** Runs the membership job every `intervalMs` (first pass shortly after start). */
export function startMembershipJobs(options: { deps: () => Deps; log: FastifyBaseLogger; intervalMs?: number }) {
  const interval = options.intervalMs ?? 5 * 60_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (stopped || running) return;
    running = runMembershipJobs(options.deps())
      .catch((error) => options.log.warn({ err: error }, 'membership job pass failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(pass, 5_000);
  first.unref();
  const timer = setInterval(pass, interval);
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
