import { figuresOf, ratePercent, replyWithinHours, RESPONSE_RULES } from '@tradelink/shared/analytics/response-rules';
import type { PublicResponseFigures } from '@tradelink/shared/catalog/detail';
import { ADVISORY_LOCKS, type Db } from '../../db/client.ts';
import { windowCounts } from './response-contacts.repository.ts';
import { findFigures, suppliersWithFigures, tryRefreshLock, upsertFigures, type StoredFigures } from './response-figures.repository.ts';

// The public 30-day response figures (decision 033): kept per supplier in
// `supplier_response_figures`, because the search filters on them and the supplier page reads them
// on every uncached view. A job refreshes them all (the window slides, and unanswered contacts
// leave their grace period with no write to notice); a supplier's answer refreshes its own at once.

export const RESPONSE_FIGURES_LOCK = ADVISORY_LOCKS.responseFigures;

const windowStart = (now: Date) => new Date(now.getTime() - RESPONSE_RULES.windowDays * 86_400_000);

/**
 * Recomputes every supplier's 30-day figures as of `now`, in one transaction. Several processes may
 * run it at once: the first takes a transaction-scoped advisory lock and the others skip (returning
 * false); a process dying mid-pass releases the lock with its connection. Writing is idempotent,
 * so a pass that runs right after another only finds nothing changed.
 */
export async function refreshAllResponseFigures(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryRefreshLock(tx, RESPONSE_FIGURES_LOCK))) return false;
    const counts = await windowCounts(tx, windowStart(now), now, now);
    const figures: StoredFigures[] = counts.map((c) => ({ supplier_id: c.supplier_id, ...figuresOf(c.received, c.answered, c.minutes) }));
    const counted = new Set(figures.map((f) => f.supplier_id));
    // Suppliers whose window emptied go back to nothing.
    for (const supplierId of await suppliersWithFigures(tx)) {
      if (!counted.has(supplierId)) figures.push({ supplier_id: supplierId, ...figuresOf(0, 0, 0) });
    }
    await upsertFigures(tx, figures, now);
    return true;
  });
}

/** One supplier's 30-day figures recomputed (a single indexed aggregate) and stored. */
export async function refreshSupplierResponseFigures(db: Db, supplierId: string, now: Date = new Date()): Promise<void> {
  const [counts] = await windowCounts(db, windowStart(now), now, now, supplierId);
  if (!counts && !(await findFigures(db, supplierId))) return;
  await upsertFigures(db, [{ supplier_id: supplierId, ...figuresOf(counts?.received ?? 0, counts?.answered ?? 0, counts?.minutes ?? 0) }], now);
}

/**
 * After a supplier answered a buyer (an inquiry reply, a chat acceptance): its figure moves now
 * rather than at the next pass. Called after the commit; one indexed aggregate of the supplier's
 * last 30 days (a millisecond or two), awaited so the supplier's next page already shows it. A
 * failure is logged and left to the job: the answer itself is stored.
 */
export async function noteSupplierAnswered(db: Db, supplierId: string, log?: { warn: (obj: unknown, msg: string) => void }): Promise<void> {
  try {
    await refreshSupplierResponseFigures(db, supplierId);
  } catch (error) {
    log?.warn({ err: error }, 'response figures refresh failed');
  }
}

/** The figures the supplier page shows (nothing but "not enough data" below the minimum of contacts). */
export async function publicResponseFigures(db: Db, supplierId: string): Promise<PublicResponseFigures> {
  const row = await findFigures(db, supplierId);
  const enough = (row?.received ?? 0) >= RESPONSE_RULES.minContacts;
  const rate = enough ? row!.responseRate : null;
  const minutes = enough ? row!.avgFirstResponseMinutes : null;
  return {
    window_days: RESPONSE_RULES.windowDays,
    enough_data: enough,
    response_rate: rate,
    avg_first_response_minutes: minutes,
    // Worded here so the light supplier page carries no rules of its own (its JavaScript budget).
    rate_percent: rate === null ? null : ratePercent(rate),
    reply_within_hours: minutes === null ? null : replyWithinHours(minutes),
  };
}
