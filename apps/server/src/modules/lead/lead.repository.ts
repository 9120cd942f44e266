import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { iso, rows, type Row } from '../catalog/row-values.ts';
import { premiumOf } from '../catalog/search.repository.ts';

/** Candidates looked at per signal: enough for fifty pages, bounded however broad a category or word is. */
export const CANDIDATE_CAP = 1000;
/** Products whose names describe the catalogue (the newest approved ones). */
const SIGNAL_PRODUCTS = 100;
/** A first visit counts the last week's requests as new. */
const FIRST_VISIT_WINDOW = sql.raw(`interval '7 days'`);

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** When a request became visible to suppliers: its approval, or its posting for requests approved before that was recorded. */
export const ARRIVED = sql.raw('coalesce(r.reviewed_at, r.created_at)');

/** An approved request, not expired, of an active buyer that is not the supplier's own buying side. */
function openLead(ownBuyerId: SQL): SQL {
  return sql`r.status = 1
    AND (r.expiry_date IS NULL OR r.expiry_date >= (now() AT TIME ZONE 'UTC')::date)
    AND u.status = 'active'
    AND r.buyer_id IS DISTINCT FROM ${ownBuyerId}`;
}

const hiddenBy = (supplierId: string | SQL) => sql`EXISTS (SELECT 1 FROM hidden_leads h WHERE h.supplier_id = ${supplierId} AND h.rfq_id = r.id)`;

export interface LeadFilters {
  supplierId: string;
  ownBuyerId: string | null;
  /** `a & b:*` over the request's search text, or null. */
  keywordQuery: string | null;
  categoryIds: number[] | null;
  country: string | null;
  /** Quantity range (decimal text), either end open. */
  minQuantity: string | null;
  maxQuantity: string | null;
  /** Published within this many days. */
  postedWithinDays: number | null;
  withAttachments: boolean;
}

/** Whether any filter beyond the view itself is set (an unfiltered first page records the visit). */
export const isFiltered = (f: LeadFilters) =>
  Boolean(f.keywordQuery || f.categoryIds || f.country || f.minQuantity || f.maxQuantity || f.postedWithinDays || f.withAttachments);

/**
 * The conditions of a view: open requests, hidden or not by the supplier, and its filters. The
 * publication filter is a range on `ARRIVED`, the expression rfqs_open_arrived_idx holds.
 */
export function where(f: LeadFilters, hidden: boolean): SQL {
  const parts = [openLead(sql`${f.ownBuyerId}::uuid`), hidden ? hiddenBy(f.supplierId) : sql`NOT ${hiddenBy(f.supplierId)}`];
  if (f.keywordQuery) parts.push(sql`r.search_vector @@ to_tsquery('simple', ${f.keywordQuery})`);
  if (f.categoryIds) parts.push(sql`r.category_id = ANY (${intArray(f.categoryIds)})`);
  if (f.country) parts.push(sql`r.destination_country = ${f.country}`);
  if (f.minQuantity) parts.push(sql`r.quantity >= ${f.minQuantity}::numeric`);
  if (f.maxQuantity) parts.push(sql`r.quantity <= ${f.maxQuantity}::numeric`);
  // A timestamp, not now() - interval: the planner then estimates the range from the index's statistics.
  if (f.postedWithinDays) parts.push(sql`${ARRIVED} >= ${new Date(Date.now() - f.postedWithinDays * 86_400_000).toISOString()}::timestamptz`);
  if (f.withAttachments) parts.push(sql`cardinality(r.attachment_ids) > 0`);
  return sql.join(parts, sql` AND `);
}

export const FROM = sql`FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id`;

export interface Candidate {
  id: number;
  product_name: string;
  category_id: number;
  arrived_at: string;
  /** The buyer holds an active Buyer Premium plan: first among equally relevant leads. */
  premium: boolean;
}

export const toCandidate = (r: Row): Candidate => ({
  id: Number(r.id),
  product_name: String(r.product_name),
  category_id: Number(r.category_id),
  arrived_at: iso(r.arrived_at)!,
  premium: Boolean(r.premium),
});

/** What ranking reads of each request. */
export const CANDIDATE_COLUMNS = sql`r.id, r.product_name, r.category_id, ${ARRIVED} AS arrived_at, ${premiumOf('b')} AS premium`;

/**
 * Requests that may match the supplier, each signal through an index: its categories
 * (rfqs_category_idx) and its words (the search vector's GIN index, then the folded title, so a word
 * found only in a description or a category name does not count). Newest first within each signal.
 */
export async function matchCandidates(db: Tx, f: LeadFilters, signals: { categoryIds: number[]; searchWords: string[] }): Promise<Candidate[]> {
  const base = where(f, false);
  const branches: SQL[] = [];
  if (signals.categoryIds.length) {
    branches.push(sql`(SELECT r.id ${FROM} WHERE ${base} AND r.category_id = ANY (${intArray(signals.categoryIds)}) ORDER BY r.created_at DESC LIMIT ${CANDIDATE_CAP})`);
  }
  if (signals.searchWords.length) {
    const anyWord = signals.searchWords.join(' | ');
    // Latin words must be whole words of the title; Chinese bigrams are pieces of it.
    const titleWord = signals.searchWords.map((w) => (/^[\p{Script=Latin}\p{N}]+$/u.test(w) ? `\\m${w}\\M` : w)).join('|');
    branches.push(sql`(SELECT r.id ${FROM} WHERE ${base} AND r.search_vector @@ to_tsquery('simple', ${anyWord}) AND r.search_name ~ ${titleWord}
      ORDER BY r.created_at DESC LIMIT ${CANDIDATE_CAP})`);
  }
  if (!branches.length) return [];
  const result = await db.execute(sql`
    WITH c AS (${sql.join(branches, sql` UNION `)})
    SELECT ${CANDIDATE_COLUMNS} FROM c JOIN rfqs r ON r.id = c.id JOIN buyers b ON b.id = r.buyer_id`);
  return rows<Row>(result).map(toCandidate);
}

/**
 * A page of requests in a fixed order (Buyer Premium requests first, then newest; or the supplier's
 * hidden ones by when it hid them), with the total.
 */
export async function pagedLeads(db: Tx, f: LeadFilters, hidden: boolean, limit: number, offset: number): Promise<{ total: number; list: Candidate[] }> {
  const base = where(f, hidden);
  const order = hidden
    ? sql`(SELECT h.created_at FROM hidden_leads h WHERE h.supplier_id = ${f.supplierId} AND h.rfq_id = r.id) DESC, r.id DESC`
    : sql`${premiumOf('b')} DESC, r.created_at DESC, r.id DESC`;
  const [items, count] = await Promise.all([
    db.execute(sql`SELECT ${CANDIDATE_COLUMNS} ${FROM} WHERE ${base} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n ${FROM} WHERE ${base}`),
  ]);
  const list = rows<Row>(items).map(toCandidate);
  return { total: Number(rows<Row>(count)[0]?.n ?? 0), list };
}

/** What a page shows of each request, in one statement (counts and flags as subqueries of the page rows only). */
export async function leadDetails(db: Tx, supplierId: string, ids: number[]): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    SELECT r.id, r.product_name, r.category_id, r.quantity, r.uom, r.target_price, r.currency, r.destination_country, r.expiry_date,
      cardinality(r.attachment_ids) AS attachment_count, ${ARRIVED} AS arrived_at, b.identity AS b_identity, coalesce(nullif(u.company_name, ''), u.first_name) AS b_name,
      u.fd_country AS b_country, b.is_biz_verified AS b_verified, ${premiumOf('b')} AS b_premium, u.last_active_at AS b_last_active,
      (SELECT count(*)::int FROM quotations q WHERE q.rfq_id = r.id AND q.status <> 'withdrawn') AS quotation_count,
      mq.id AS my_quotation_id, mq.status AS my_quotation_status,
      EXISTS (SELECT 1 FROM contact_unlocks cu WHERE cu.supplier_id = ${supplierId} AND cu.buyer_id = r.buyer_id) AS unlocked,
      ${hiddenBy(supplierId)} AS hidden
    ${FROM} LEFT JOIN quotations mq ON mq.rfq_id = r.id AND mq.supplier_id = ${supplierId}
    WHERE r.id = ANY (${intArray(ids)})`);
  return new Map(rows<Row>(result).map((r) => [Number(r.id), r]));
}

/** The supplier's own categories and the names of its newest approved products. */
export async function supplierCatalogue(db: Tx, supplierId: string) {
  const [categories, products] = await Promise.all([
    db.execute(sql`SELECT DISTINCT category_id FROM products WHERE supplier_id = ${supplierId} AND status = 1`),
    db.execute(sql`SELECT id, name FROM products WHERE supplier_id = ${supplierId} AND status = 1 ORDER BY created_at DESC, id DESC LIMIT ${SIGNAL_PRODUCTS}`),
  ]);
  return {
    categoryIds: rows<Row>(categories).map((r) => Number(r.category_id)),
    products: rows<Row>(products).map((r) => ({ id: Number(r.id), name: String(r.name) })),
  };
}

export async function lastSeen(db: Tx, supplierId: string): Promise<Date | null> {
  const [row] = rows<Row>(await db.execute(sql`SELECT seen_at FROM lead_views WHERE supplier_id = ${supplierId}`));
  return row ? new Date(row.seen_at as string) : null;
}

export async function markSeen(db: Tx, supplierId: string): Promise<void> {
  await db.execute(sql`INSERT INTO lead_views (supplier_id, seen_at) VALUES (${supplierId}, now()) ON CONFLICT (supplier_id) DO UPDATE SET seen_at = now()`);
}

/** Whether a request is one a supplier may hide (approved or closed: hiding is harmless after it closes). */
export async function isListedRfq(db: Tx, rfqId: number): Promise<boolean> {
  const [row] = rows<Row>(await db.execute(sql`SELECT 1 AS ok FROM rfqs WHERE id = ${rfqId} AND status IN (1, 3)`));
  return Boolean(row);
}

export async function setHidden(db: Tx, supplierId: string, rfqId: number, hidden: boolean): Promise<void> {
  if (hidden) await db.execute(sql`INSERT INTO hidden_leads (supplier_id, rfq_id) VALUES (${supplierId}, ${rfqId}) ON CONFLICT DO NOTHING`);
  else await db.execute(sql`DELETE FROM hidden_leads WHERE supplier_id = ${supplierId} AND rfq_id = ${rfqId}`);
}

/**
 * The menu's count of new buying leads, as a scalar subquery (the notification statement embeds it):
 * open requests in the supplier's categories — its main category and its approved products'
 * categories with everything below them, and their siblings (the rule of lead-signals.ts) — that
 * are not hidden and arrived after its last visit to the list, or within a week before a first visit.
 * A NULL supplier matches nothing.
 */
export function newLeadsCount(supplierId: SQL, ownBuyerId: SQL): SQL {
  return sql`(
    WITH RECURSIVE mine AS (
      SELECT s.main_category_id AS id FROM suppliers s WHERE s.id = ${supplierId} AND s.main_category_id IS NOT NULL
      UNION SELECT p.category_id FROM products p WHERE p.supplier_id = ${supplierId} AND p.status = 1
    ),
    below AS (SELECT id FROM mine UNION SELECT c.id FROM categories c JOIN below ON c.parent_id = below.id),
    cats AS (
      SELECT id FROM below
      UNION SELECT c.id FROM categories c WHERE c.parent_id IN (SELECT x.parent_id FROM categories x JOIN mine ON mine.id = x.id)
    )
    SELECT count(*)::int ${FROM}
    -- An array (not IN (subquery)): the planner then walks rfqs_category_idx per category instead of scanning rfqs.
    WHERE r.category_id = ANY (ARRAY(SELECT id FROM cats)) AND ${openLead(ownBuyerId)} AND NOT ${hiddenBy(supplierId)}
      AND ${ARRIVED} > coalesce((SELECT v.seen_at FROM lead_views v WHERE v.supplier_id = ${supplierId}), now() - ${FIRST_VISIT_WINDOW})
  )`;
}
