import { eq, sql } from 'drizzle-orm';
import type { ResponseSummary } from '@tradelink/shared/analytics/response-rules';
import type { Tx } from '../../db/client.ts';
import { supplierResponseFigures } from '../../db/schema/index.ts';
import { rows } from '../catalog/row-values.ts';

// The stored 30-day figures (`supplier_response_figures`): written by the refresh, read by the
// supplier page and the search.

export type StoredFigures = ResponseSummary & { supplier_id: string };

/** Rows per INSERT: well under the 65,535 bind parameters of one statement. */
const BATCH = 500;

/**
 * Writes the figures; a row whose figures did not change is left alone (its `updated_at` says when
 * they last moved), so a pass over thousands of suppliers writes only the few that changed.
 */
export async function upsertFigures(db: Tx, figures: StoredFigures[], now: Date): Promise<void> {
  // One order for every writer: two passes at once lock rows in the same sequence.
  const sorted = [...figures].sort((a, b) => (a.supplier_id < b.supplier_id ? -1 : a.supplier_id > b.supplier_id ? 1 : 0));
  for (let i = 0; i < sorted.length; i += BATCH) {
    const values = sorted.slice(i, i + BATCH).map((f) => ({
      supplierId: f.supplier_id,
      received: f.received,
      answered: f.answered,
      responseRate: f.response_rate,
      avgFirstResponseMinutes: f.avg_first_response_minutes,
      updatedAt: now,
    }));
    await db
      .insert(supplierResponseFigures)
      .values(values)
      .onConflictDoUpdate({
        target: supplierResponseFigures.supplierId,
        set: {
          received: sql`excluded.received`,
          answered: sql`excluded.answered`,
          responseRate: sql`excluded.response_rate`,
          avgFirstResponseMinutes: sql`excluded.avg_first_response_minutes`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`(${supplierResponseFigures.received}, ${supplierResponseFigures.answered}, ${supplierResponseFigures.responseRate}, ${supplierResponseFigures.avgFirstResponseMinutes})
          IS DISTINCT FROM (excluded.received, excluded.answered, excluded.response_rate, excluded.avg_first_response_minutes)`,
      });
  }
}

/** Suppliers whose stored figure still counts something (they fall back to zero once their window is empty). */
export async function suppliersWithFigures(db: Tx): Promise<string[]> {
  return rows<{ supplier_id: string }>(await db.execute(sql`SELECT supplier_id FROM supplier_response_figures WHERE received > 0`)).map((r) => String(r.supplier_id));
}

export async function findFigures(db: Tx, supplierId: string) {
  const [row] = await db.select().from(supplierResponseFigures).where(eq(supplierResponseFigures.supplierId, supplierId)).limit(1);
  return row ?? null;
}

/**
 * Takes the refresh's lock for the rest of the transaction, or answers false when another process
 * holds it (that process is doing the same pass: this one skips).
 */
export async function tryRefreshLock(tx: Tx, key: number): Promise<boolean> {
  const [row] = rows<{ locked: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`));
  return Boolean(row?.locked);
}
