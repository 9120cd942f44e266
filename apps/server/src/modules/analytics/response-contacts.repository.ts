import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_RULES } from '@tradelink/shared/analytics/response-rules';
import type { Tx } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';

// Reading `response_contacts` (kept by the triggers of migration 0027). Contacts from buyers whose
// account operators suspended are left out everywhere: they were judged abusive.

/**
 * The contacts `rc` that count at all: from a buyer not suspended. Suspended accounts are few: their
 * buyer ids form a small hashed set (users_suspended_idx finds them), cheaper than joining every
 * contact to its buyer and user.
 */
const COUNTED = sql`rc.buyer_id NOT IN (SELECT b.id FROM users u JOIN buyers b ON b.user_id = u.id WHERE u.status = 'suspended')`;

/** Per-supplier counts; `minutes` sums the answered contacts' credited minutes (rules/response-rules.ts in SQL). */
export interface SupplierCounts {
  supplier_id: string;
  received: number;
  answered: number;
  minutes: number;
}

/**
 * The SQL form of `summarizeContacts` (shared/analytics/response-rules.ts, the reference the tests
 * hold it to) up to the divisions, done by `figuresOf`: a contact counts
 * once answered or declined, or once the grace period after it is over; an answer's minutes are
 * capped. `now` is the caller's clock, as for the single-supplier path.
 */
function countsSelect(now: Date): SQL {
  const cutoff = new Date(now.getTime() - RESPONSE_RULES.graceHours * 3_600_000).toISOString();
  return sql`rc.supplier_id,
    (count(*) FILTER (WHERE rc.answered_at IS NOT NULL OR rc.declined_at IS NOT NULL OR rc.received_at <= ${cutoff}))::int AS received,
    count(rc.answered_at)::int AS answered,
    coalesce(sum(LEAST(${RESPONSE_RULES.capMinutes}::float8, GREATEST(0, extract(epoch FROM rc.answered_at - rc.received_at)::float8 / 60))), 0)::float8 AS minutes`;
}

const toCounts = (r: SupplierCounts): SupplierCounts => ({ supplier_id: String(r.supplier_id), received: Number(r.received), answered: Number(r.answered), minutes: Number(r.minutes) });

/** Counts of every active supplier whose main category is `categoryId`, over contacts received in [from, to). */
export async function categoryCounts(db: Tx, categoryId: number, from: Date, to: Date, now: Date): Promise<SupplierCounts[]> {
  const result = rows<SupplierCounts>(
    await db.execute(sql`
      SELECT ${countsSelect(now)}
      FROM suppliers s
      JOIN users su ON su.id = s.user_id AND su.status = 'active'
      JOIN response_contacts rc ON rc.supplier_id = s.id
      WHERE s.main_category_id = ${categoryId} AND rc.received_at >= ${from.toISOString()} AND rc.received_at < ${to.toISOString()} AND ${COUNTED}
      GROUP BY rc.supplier_id`),
  );
  return result.map(toCounts);
}

/**
 * Counts over contacts received in [from, to) for every supplier with one (`supplierId`: that
 * supplier only, through its index).
 */
export async function windowCounts(db: Tx, from: Date, to: Date, now: Date, supplierId?: string): Promise<SupplierCounts[]> {
  const result = rows<SupplierCounts>(
    await db.execute(sql`
      SELECT ${countsSelect(now)} FROM response_contacts rc
      WHERE rc.received_at >= ${from.toISOString()} AND rc.received_at < ${to.toISOString()} AND ${COUNTED}
        ${supplierId ? sql`AND rc.supplier_id = ${supplierId}` : sql``}
      GROUP BY rc.supplier_id`),
  );
  return result.map(toCounts);
}
