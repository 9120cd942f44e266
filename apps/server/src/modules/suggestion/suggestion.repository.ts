import { sql } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';
import { rows } from '../catalog/row-values.ts';

/** One open RFQ as the ranking sees it: its categories (own, parent, children) and a keyword tsquery. */
export interface RfqSignal {
  id: number;
  name: string;
  cats: number[];
  /** A `to_tsquery('simple', …)` text, or null when the name has no usable words. */
  q: string | null;
}

export interface SuggestionQuery {
  rfqs: RfqSignal[];
  /** tsquery text of the buyer's sourcing interests, or null. */
  interests: string | null;
  country: string | null;
  /** The caller's own supplier side, never suggested. */
  excludeSupplierId: string | null;
  limit: number;
  offset: number;
}

export interface SuggestionRow {
  identity: string;
  company_name: string;
  country: string | null;
  verification_level: number;
  is_premium: boolean;
  main_products: string | null;
  company_logo: string | null;
  product_count: number;
  score: number;
  reasons: Array<{ kind: 'rfq_keywords' | 'rfq_category' | 'interests' | 'country'; rfq_id: number | null; rfq_name: string | null }>;
}

/** Matching rows looked at per signal: enough to find the suppliers, bounded however broad a word is. */
const CANDIDATE_CAP = 1000;
/**
 * Score parts. A request's own words outrank its category by more than every boost together
 * (country 0.3 + level 4 0.3 + premium 0.2 = 0.8 < 1.0), so boosts order suppliers within a kind
 * of match and never lift a category-only match above a match by the request's words.
 */
export const WEIGHTS = { keywords: 2, category: 1, interests: 0.8, moreRfqs: 0.2, country: 0.3, perLevel: 0.1, premium: 0.2 } as const;
/** Constants go into the statement as literals: a bound parameter would take the integer type of its neighbour. */
const w = (n: number) => sql.raw(String(n));
const premium = premiumSql('s');
const none = sql`SELECT NULL::uuid AS supplier_id WHERE FALSE`;

/**
 * Suppliers for a buyer, ranked in one statement. Each signal gathers candidate suppliers through
 * an index: products and main category by the RFQs' categories (products_category_idx), products'
 * and suppliers' search vectors by the RFQs' words and the interests (GIN), suppliers by country.
 * Country is a weak boost; on its own it only fills the list when nothing else matched. Counts of
 * products are computed for the page only.
 */
export async function rankSuppliers(db: Db, q: SuggestionQuery): Promise<{ total: number; list: SuggestionRow[] }> {
  const interestHits = q.interests
    ? sql`(SELECT p.supplier_id FROM products p WHERE p.status = 1 AND p.search_vector @@ to_tsquery('simple', ${q.interests}) LIMIT ${CANDIDATE_CAP})
      UNION (SELECT s.id FROM suppliers s WHERE s.search_vector @@ to_tsquery('simple', ${q.interests}) LIMIT ${CANDIDATE_CAP})`
    : none;
  // A VALUES list (not a JSON recordset): the planner then knows how few requests there are, and the
  // statement's estimated cost stays low enough not to trigger PostgreSQL's JIT compiler (seconds).
  const rfqRows = q.rfqs.length
    ? sql`VALUES ${sql.join(
        q.rfqs.map((r) => sql`(${r.id}::int, ${r.name}::text, ${`{${r.cats.join(',')}}`}::int[], ${r.q}::text)`),
        sql`, `,
      )}`
    : sql`SELECT NULL::int, NULL::text, NULL::int[], NULL::text WHERE FALSE`;
  const countryHits = q.country ? sql`SELECT s.id AS supplier_id FROM suppliers s WHERE s.country = ${q.country}` : none;
  const result = await db.execute(sql`
    WITH rfq(id, name, cats, q) AS MATERIALIZED (${rfqRows}),
    category_hits AS (
      SELECT DISTINCT x.supplier_id, r.id AS rfq_id, r.name AS rfq_name
      FROM rfq r CROSS JOIN LATERAL (
        (SELECT p.supplier_id FROM products p WHERE p.category_id = ANY (r.cats) AND p.status = 1 LIMIT ${CANDIDATE_CAP})
        UNION (SELECT s.id FROM suppliers s WHERE s.main_category_id = ANY (r.cats))
      ) x(supplier_id)
    ),
    keyword_hits AS (
      SELECT DISTINCT x.supplier_id, r.id AS rfq_id, r.name AS rfq_name
      FROM (SELECT * FROM rfq WHERE q IS NOT NULL) r CROSS JOIN LATERAL (
        (SELECT p.supplier_id FROM products p WHERE p.status = 1 AND p.search_vector @@ to_tsquery('simple', r.q) LIMIT ${CANDIDATE_CAP})
        UNION (SELECT s.id FROM suppliers s WHERE s.search_vector @@ to_tsquery('simple', r.q) LIMIT ${CANDIDATE_CAP})
      ) x(supplier_id)
    ),
    reasons AS (
      SELECT supplier_id, 'rfq_keywords' AS kind, rfq_id, rfq_name, 0 AS ord FROM keyword_hits
      UNION ALL SELECT supplier_id, 'rfq_category', rfq_id, rfq_name, 1 FROM category_hits
      UNION ALL SELECT supplier_id, 'interests', NULL::int, NULL::text, 2 FROM (${interestHits}) i
      UNION ALL SELECT supplier_id, 'country', NULL::int, NULL::text, 3 FROM (${countryHits}) c
    ),
    matched AS (
      SELECT supplier_id,
        count(DISTINCT rfq_id) FILTER (WHERE kind = 'rfq_keywords') AS n_keywords,
        count(DISTINCT rfq_id) FILTER (WHERE kind = 'rfq_category') AS n_category,
        bool_or(kind = 'interests') AS by_interests,
        bool_or(kind = 'country') AS by_country,
        json_agg(json_build_object('kind', kind, 'rfq_id', rfq_id, 'rfq_name', rfq_name) ORDER BY ord, rfq_id DESC) AS reasons
      FROM reasons GROUP BY supplier_id
    ),
    eligible AS (
      SELECT m.*, s.identity, s.company_name, s.country, s.verification_level, ${premium} AS is_premium, s.main_products, u.company_logo,
        (m.n_keywords > 0 OR m.n_category > 0 OR m.by_interests) AS by_request
      FROM matched m JOIN suppliers s ON s.id = m.supplier_id JOIN users u ON u.id = s.user_id
      WHERE u.status = 'active' AND s.id IS DISTINCT FROM ${q.excludeSupplierId}::uuid
    ),
    ranked AS (
      SELECT e.supplier_id, e.identity, e.company_name, e.country, e.verification_level, e.is_premium, e.main_products, e.company_logo, e.reasons,
        round((
          CASE WHEN e.n_keywords > 0 THEN ${w(WEIGHTS.keywords)} + ${w(WEIGHTS.moreRfqs)} * least(e.n_keywords - 1, 2) ELSE 0 END
          + CASE WHEN e.n_category > 0 THEN ${w(WEIGHTS.category)} + ${w(WEIGHTS.moreRfqs)} * least(e.n_category - 1, 2) ELSE 0 END
          + CASE WHEN e.by_interests THEN ${w(WEIGHTS.interests)} ELSE 0 END
          + CASE WHEN e.by_country THEN ${w(WEIGHTS.country)} ELSE 0 END
          + (e.verification_level - 1) * ${w(WEIGHTS.perLevel)}
          + CASE WHEN e.is_premium THEN ${w(WEIGHTS.premium)} ELSE 0 END
        )::numeric, 2)::float8 AS score
      FROM eligible e
      -- Country alone fills the list only when the buyer's requests and interests found no one.
      WHERE e.by_request OR NOT EXISTS (SELECT 1 FROM eligible o WHERE o.by_request)
    ),
    page AS (
      SELECT ranked.*, (SELECT count(*)::int FROM products p WHERE p.supplier_id = ranked.supplier_id AND p.status = 1) AS product_count
      FROM ranked ORDER BY score DESC, identity LIMIT ${q.limit} OFFSET ${q.offset}
    )
    SELECT (SELECT count(*)::int FROM ranked) AS total,
      coalesce((SELECT json_agg(row_to_json(page) ORDER BY page.score DESC, page.identity) FROM page), '[]'::json) AS list`);
  const [row] = rows<{ total: number; list: SuggestionRow[] | string }>(result);
  const list = typeof row!.list === 'string' ? (JSON.parse(row!.list) as SuggestionRow[]) : row!.list;
  return { total: Number(row!.total), list };
}
