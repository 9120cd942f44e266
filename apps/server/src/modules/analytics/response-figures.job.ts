import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { refreshAllResponseFigures } from './response-figures.service.ts';

/**
 * Refreshes the stored 30-day response figures every `intervalMs` (10 minutes; the first pass a
 * minute after start, clear of the start-up's own work). Every process runs it; the pass's advisory
 * lock lets one work while the others skip (response-figures.service.ts).
 */
export function startResponseFiguresJob(options: { deps: () => Deps; log: FastifyBaseLogger; intervalMs?: number; firstMs?: number }) {
  const interval = options.intervalMs ?? 10 * 60_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (stopped || running) return;
    running = refreshAllResponseFigures(options.deps().db)
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, 'response figures pass failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(pass, options.firstMs ?? 60_000);
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
