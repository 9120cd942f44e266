import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { Deps } from '../../lib/deps.ts';
import { refreshAllResponseFigures } from './response-figures.service.ts';

/**
 * Refreshes the stored 30-day response figures every `intervalMs` (10 minutes; the first pass a
 * minute after start, clear of the start-up's own work). Every process runs it; the pass's advisory
 * lock lets one work while the others skip (response-figures.service.ts).
 */
export function startResponseFiguresJob(options: { deps: () => Deps; log: FastifyBaseLogger; intervalMs?: number; firstMs?: number }) {
  return startPeriodicJob({
    name: 'response figures',
    run: () => refreshAllResponseFigures(options.deps().db),
    log: options.log,
    intervalMs: options.intervalMs ?? 10 * 60_000,
    firstMs: options.firstMs ?? 60_000,
  });
}
