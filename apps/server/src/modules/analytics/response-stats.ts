import { figuresOf, median, roundRate } from '@tradelink/shared/analytics/response-rules';
import type { Db } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { categoryCounts, windowCounts } from './response-contacts.repository.ts';

// A supplier's response figures over any range, and its main category's median (decision 033):
// what the supplier report shows beside each other. The rules are in shared/analytics/response-rules.ts.

export interface ResponseStats {
  received: number; // inquiries + first chats from buyers in the range
  answered: number; // of those, answered by the supplier
  response_rate: number | null; // answered / received, 0..1; null when received = 0
  avg_first_response_minutes: number | null;
}
export interface CategoryResponseMedian {
  response_rate: number | null;
  avg_first_response_minutes: number | null;
  suppliers: number;
}

/**
 * Contacts buyers started in [from, to) (an inquiry, or a conversation's first message) and how
 * the supplier answered them, as of now: an unanswered contact younger than 24 hours is not
 * counted yet; an answer after seven days counts, with seven days in the average.
 */
export async function supplierResponseStats(db: Db, supplierId: string, from: Date, to: Date): Promise<ResponseStats> {
  // Counted in SQL (one row back, whatever the supplier's volume), rounded by the shared rules.
  const [counts] = await windowCounts(db, from, to, new Date(), supplierId);
  return figuresOf(counts?.received ?? 0, counts?.answered ?? 0, counts?.minutes ?? 0);
}

/**
 * A category changes slowly and every supplier of it asks for the same median: kept 5 minutes per
 * process (the key holds the range, so day-aligned report ranges share it).
 */
const MEDIAN_TTL_MS = 5 * 60_000;
const medianCaches = new WeakMap<Db, TtlCache<CategoryResponseMedian>>();

function medianCache(db: Db) {
  let cache = medianCaches.get(db);
  if (!cache) {
    cache = new TtlCache<CategoryResponseMedian>({ ttlMs: MEDIAN_TTL_MS, maxSize: 5_000, sizeOf: () => 1 });
    medianCaches.set(db, cache);
  }
  return cache;
}

/**
 * The median over the active suppliers whose main category is `categoryId` and who received at
 * least one counted contact in [from, to): of their rates, and of their average times (those with
 * at least one answer). `suppliers` is how many were compared.
 */
export async function categoryResponseMedian(db: Db, categoryId: number, from: Date, to: Date): Promise<CategoryResponseMedian> {
  const key = `${categoryId}|${from.toISOString()}|${to.toISOString()}`;
  return medianCache(db).get(key, async () => {
    const counts = await categoryCounts(db, categoryId, from, to, new Date());
    const figures = counts.map((c) => figuresOf(c.received, c.answered, c.minutes)).filter((f) => f.received > 0);
    const rate = median(figures.map((f) => f.response_rate!));
    const minutes = median(figures.flatMap((f) => (f.avg_first_response_minutes === null ? [] : [f.avg_first_response_minutes])));
    return {
      response_rate: rate === null ? null : roundRate(rate),
      avg_first_response_minutes: minutes === null ? null : Math.round(minutes),
      suppliers: figures.length,
    };
  });
}
