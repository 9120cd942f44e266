import { sql, type SQL } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';

/** Candidates ranked per query are capped: ranking every match of a broad word does not scale. */
export const CANDIDATE_CAP = 1000;

export interface SearchFilters {
  /** Search terms, folded (Chinese as bigrams); empty for browsing. */
  terms: string[];
  /** The folded keyword as typed, for trigram (typo) matching. */
  folded: string;
  categoryIds?: number[];
  /** Only this supplier's products (supplier pages). */
  supplierId?: string;
  /** Leave this product out (related products). */
  excludeId?: number;
  countries: string[];
  verified: boolean;
  premium: boolean;
  hotPrice?: boolean;
  sinceDays?: number;
  sort: 'relevance' | 'newest' | 'price' | 'level';
  sortMode: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `a:* & b:*`: every word must appear, the last may be a prefix (typing in progress). */
function tsQuery(terms: string[]): string {
  return terms.map((t, i) => `${t.replace(/[^\p{L}\p{N}]/gu, '')}${i === terms.length - 1 ? ':*' : ''}`).filter((t) => t !== ':*').join(' & ');
}

/**
 * Below this many full-text matches, trigram word similarity on titles adds near misses (typos such
 * as "stainles steel"). Only then: fuzzy matching cannot use a selective index plan for short words,
 * and when the exact words already match plenty, near misses would only add noise.
 */
export const FUZZY_BELOW = 20;

/** The text conditions: exact (full text, prefix on the last word) and near misses (trigrams). */
function textMatch(alias: string, f: SearchFilters): { exact: SQL; fuzzy: SQL } | null {
  if (!f.terms.length) return null;
  const a = sql.raw(alias);
  const exact = sql`${a}.search_vector @@ to_tsquery('simple', ${tsQuery(f.terms)})`;
  return { exact, fuzzy: sql`${f.folded} <% ${a}.search_name AND NOT (${exact})` };
}

function score(alias: string, f: SearchFilters, boost: SQL): SQL {
  const a = sql.raw(alias);
  if (!f.terms.length) return boost;
  return sql`(ts_rank_cd(${a}.search_vector, to_tsquery('simple', ${tsQuery(f.terms)})) * 2 + word_similarity(${f.folded}, ${a}.search_name) + ${boost})`;
}

/**
 * An active premium plan of a supplier or buyer row (`s` or `b`): the SQL twin of rules/plans
 * `isPremium`. Search and buying leads both read it, so "premium" means the same everywhere.
 */
export const premiumOf = premiumSql;

/** A product ad running now (`product.promoted_until` in the future). */
const promotedOf = (alias: string) => sql.raw(`(${alias}.promoted_until IS NOT NULL AND ${alias}.promoted_until > now())`);

/**
 * Superior's "priority listing" benefit (plan Advance, active): a boost on top of the premium one,
 * so at equal relevance a Superior supplier comes before an Advance or trial one. Only the
 * relevance order reads the score; the other sorts are what the visitor asked for.
 */
const priorityOf = (alias: string) => sql.raw(`(${alias}.plan_name = 'Advance' AND ${alias}.plan_end_date > now())`);

/**
 * The page order; every order ends on a unique column so pages never repeat or skip a row.
 * `first` (a boolean column) leads the relevance order only: paid placement must not bend a sort the
 * visitor chose.
 */
function orderBy(f: SearchFilters, columns: { newest: string; price?: string; level?: string; unique: string; first?: string }): SQL {
  const dir = sql.raw(f.sortMode === 'asc' ? 'ASC' : 'DESC');
  const tie = sql.raw(`${columns.unique} DESC`);
  if (f.sort === 'newest') return sql`${sql.raw(columns.newest)} ${dir}, ${tie}`;
  if (f.sort === 'price' && columns.price) return sql`${sql.raw(columns.price)} ${sql.raw(f.sortMode === 'desc' ? 'DESC' : 'ASC')} NULLS LAST, ${tie}`;
  if (f.sort === 'level' && columns.level) return sql`${sql.raw(columns.level)} ${dir}, ${tie}`;
  const first = columns.first ? sql.raw(`${columns.first} DESC, `) : sql``;
  return sql`${first}score DESC, ${sql.raw(columns.newest)} DESC, ${tie}`;
}

/** Rows that are candidates however many others match (they would otherwise fall outside the cap at random). */
interface Pinned {
  /** The condition, cheap through a partial index: few rows hold it. */
  where: SQL;
  /** The candidates' unique column, to leave pinned rows out of the capped set. */
  key: string;
}

/** The candidate set `c`: the capped matches, plus every pinned match they left out. */
function candidateSet(candidates: (match: SQL) => SQL, match: SQL, capped: SQL, pinned?: Pinned): SQL {
  if (!pinned) return sql`c AS MATERIALIZED (${capped}),`;
  const key = sql.raw(pinned.key);
  return sql`capped AS MATERIALIZED (${capped}),
      pinned AS MATERIALIZED (${candidates(sql`${match} AND ${pinned.where}`)} LIMIT ${CANDIDATE_CAP}),
      c AS MATERIALIZED (SELECT * FROM capped UNION ALL SELECT * FROM pinned WHERE ${key} NOT IN (SELECT ${key} FROM capped)),`;
}

/**
 * Runs one capped, filtered search in a single statement: the matching rows (at most CANDIDATE_CAP,
 * taken in index order, so a broad word does not rank every match, plus any `pinned` ones), then
 * ranking, paging and facet counts over that candidate set, which is computed once.
 */
async function run<T>(db: Db, alias: string, candidates: (match: SQL) => SQL, f: SearchFilters, order: SQL, pageColumns: SQL = sql``, pinned?: Pinned) {
  const match = textMatch(alias, f);
  // Near misses are looked for only when the exact words found few rows (a one-time filter).
  const sets = match
    ? sql`exact AS MATERIALIZED (${candidates(match.exact)} LIMIT ${CANDIDATE_CAP}),
      fuzzy AS MATERIALIZED (${candidates(sql`${match.fuzzy} AND (SELECT count(*) FROM exact) < ${FUZZY_BELOW}`)} LIMIT ${CANDIDATE_CAP}),
      ${candidateSet(candidates, match.exact, sql`SELECT * FROM exact UNION ALL SELECT * FROM fuzzy`, pinned)}`
    : candidateSet(candidates, sql`TRUE`, sql`${candidates(sql`TRUE`)} LIMIT ${CANDIDATE_CAP}`, pinned);
  // Columns that cost a query per row (counts) are computed for the shown page only.
  const result = await db.execute(sql`
    WITH ${sets}
    page AS (SELECT c.* ${pageColumns} FROM c ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}),
    facets AS (
      SELECT 'category' AS kind, facet_category::text AS value, count(*)::int AS n FROM c WHERE facet_category IS NOT NULL GROUP BY 1, 2
      UNION ALL SELECT 'country', facet_country, count(*)::int FROM c WHERE facet_country IS NOT NULL GROUP BY 1, 2
      UNION ALL SELECT 'verified', 'true', count(*)::int FROM c WHERE facet_verified GROUP BY 1, 2
      UNION ALL SELECT 'premium', 'true', count(*)::int FROM c WHERE facet_premium GROUP BY 1, 2
    )
    SELECT (SELECT count(*)::int FROM c) AS total,
      coalesce((SELECT json_agg(row_to_json(page) ORDER BY ${order}) FROM page), '[]'::json) AS list,
      coalesce((SELECT json_agg(row_to_json(facets)) FROM facets), '[]'::json) AS facets`);
  const [row] = rows<{ total: number; list: T[] | string; facets: Array<{ kind: string; value: string; n: number }> | string }>(result);
  const parse = <V>(v: V | string): V => (typeof v === 'string' ? (JSON.parse(v) as V) : v);
  return { list: parse(row!.list), total: row!.total, facetRows: parse(row!.facets) };
}

const common = (alias: string, f: SearchFilters, countryCol: string, createdCol: string): SQL[] => {
  const parts: SQL[] = [];
  if (f.countries.length) parts.push(sql`${sql.raw(countryCol)} IN (${sql.join(f.countries.map((c) => sql`${c}`), sql`, `)})`);
  if (f.sinceDays) parts.push(sql`${sql.raw(createdCol)} > now() - make_interval(days => ${f.sinceDays})`);
  void alias;
  return parts;
};

const inCategories = (col: string, ids?: number[]) =>
  ids?.length ? [sql`${sql.raw(col)} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`] : [];

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

export async function searchProducts(db: Db, f: SearchFilters) {
  const where = [
    sql`p.status = 1`,
    sql`u.status = 'active'`,
    ...inCategories('p.category_id', f.categoryIds),
    ...(f.supplierId ? [sql`p.supplier_id = ${f.supplierId}`] : []),
    ...(f.excludeId ? [sql`p.id <> ${f.excludeId}`] : []),
    ...(f.hotPrice ? [sql`p.is_hot_price`] : []),
    ...common('p', f, 's.country', 'p.created_at'),
    ...(f.verified ? [sql`s.verification_level >= 2`] : []),
    ...(f.premium ? [sql`${premiumOf('s')}`] : []),
  ];
  const boost = sql`(s.verification_level * 0.05 + CASE WHEN ${premiumOf('s')} THEN 0.15 ELSE 0 END)`;
  const candidates = (match: SQL) => sql`
    SELECT p.id, p.name, p.images, p.price_min, p.price_max, p.currency, p.moq, p.uom, p.is_hot_price, p.category_id,
      p.created_at, ${promotedOf('p')} AS is_promoted, s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country,
      s.verification_level AS s_level, ${premiumOf('s')} AS s_premium, ${score('p', f, boost)} AS score,
      p.category_id AS facet_category, s.country AS facet_country, s.verification_level >= 2 AS facet_verified, ${premiumOf('s')} AS facet_premium
    FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY p.created_at DESC, p.id DESC`}`;
  // Promoted products lead the relevance order, so there they are candidates even past the cap.
  const order = orderBy(f, { newest: 'created_at', price: 'price_min', unique: 'id', first: 'is_promoted' });
  const pinned = f.sort === 'relevance' ? { where: promotedOf('p'), key: 'id' } : undefined;
  return run<Record<string, unknown>>(db, 'p', candidates, f, order, sql``, pinned);
}

export async function searchSuppliers(db: Db, f: SearchFilters) {
  const where = [
    sql`u.status = 'active'`,
    ...inCategories('s.main_category_id', f.categoryIds),
    ...common('s', f, 's.country', 's.created_at'),
    ...(f.verified ? [sql`s.verification_level >= 2`] : []),
    ...(f.premium ? [sql`${premiumOf('s')}`] : []),
  ];
  const boost = sql`(s.verification_level * 0.05 + CASE WHEN ${premiumOf('s')} THEN 0.15 ELSE 0 END + CASE WHEN ${priorityOf('s')} THEN 0.1 ELSE 0 END)`;
  const candidates = (match: SQL) => sql`
    SELECT s.identity, s.company_name, s.country, s.city, s.verification_level, ${premiumOf('s')} AS is_premium, s.business_type,
      s.main_products, s.year_established, s.main_category_id, s.created_at, u.last_active_at, s.id AS s_id,
      ${score('s', f, boost)} AS score,
      s.main_category_id AS facet_category, s.country AS facet_country, s.verification_level >= 2 AS facet_verified, ${premiumOf('s')} AS facet_premium
    FROM suppliers s JOIN users u ON u.id = s.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY s.verification_level DESC, s.created_at DESC, s.identity DESC`}`;
  const productCount = sql`, (SELECT count(*)::int FROM products p WHERE p.supplier_id = c.s_id AND p.status = 1) AS product_count`;
  return run<Record<string, unknown>>(db, 's', candidates, f, orderBy(f, { newest: 'created_at', level: 'verification_level', unique: 'identity' }), productCount);
}

export async function searchBuyers(db: Db, f: SearchFilters) {
  const where = [
    sql`u.status = 'active'`,
    // A buyer belongs to the categories it posts requests in.
    ...(f.categoryIds?.length
      ? [sql`EXISTS (SELECT 1 FROM rfqs r WHERE r.buyer_id = b.id AND r.status = 1 AND r.category_id IN (${sql.join(f.categoryIds.map((id) => sql`${id}`), sql`, `)}))`]
      : []),
    ...common('b', f, 'u.fd_country', 'b.created_at'),
    ...(f.verified ? [sql`b.is_biz_verified`] : []),
    ...(f.premium ? [sql`${premiumOf('b')}`] : []),
  ];
  const boost = sql`(CASE WHEN b.is_biz_verified THEN 0.1 ELSE 0 END)`;
  const candidates = (match: SQL) => sql`
    SELECT b.identity, coalesce(nullif(u.company_name, ''), u.first_name) AS name, u.fd_country AS country, u.sourcing_interests,
      b.is_biz_verified AS is_verified, ${premiumOf('b')} AS is_premium, b.created_at, b.id AS b_id,
      ${score('b', f, boost)} AS score,
      NULL::int AS facet_category, u.fd_country AS facet_country, b.is_biz_verified AS facet_verified, ${premiumOf('b')} AS facet_premium
    FROM buyers b JOIN users u ON u.id = b.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY b.created_at DESC, b.identity DESC`}`;
  const rfqCount = sql`, (SELECT count(*)::int FROM rfqs r WHERE r.buyer_id = c.b_id AND r.status = 1) AS rfq_count`;
  return run<Record<string, unknown>>(db, 'b', candidates, f, orderBy(f, { newest: 'created_at', unique: 'identity' }), rfqCount);
}

export async function searchRfqs(db: Db, f: SearchFilters) {
  const where = [
    sql`r.status = 1`,
    sql`u.status = 'active'`,
    ...inCategories('r.category_id', f.categoryIds),
    ...common('r', f, 'r.destination_country', 'r.created_at'),
    ...(f.verified ? [sql`b.is_biz_verified`] : []),
    ...(f.premium ? [sql`${premiumOf('b')}`] : []),
  ];
  const boost = sql`(CASE WHEN b.is_biz_verified THEN 0.1 ELSE 0 END)`;
  const candidates = (match: SQL) => sql`
    SELECT r.id, r.product_name, r.quantity, r.uom, r.target_price, r.currency, r.destination_country, r.expiry_date, r.category_id,
      r.created_at, b.identity AS b_identity, u.fd_country AS b_country, b.is_biz_verified AS b_verified, ${premiumOf('b')} AS b_premium,
      ${score('r', f, boost)} AS score,
      r.category_id AS facet_category, r.destination_country AS facet_country, b.is_biz_verified AS facet_verified, ${premiumOf('b')} AS facet_premium
    FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY r.created_at DESC, r.id DESC`}`;
  return run<Record<string, unknown>>(db, 'r', candidates, f, orderBy(f, { newest: 'created_at', unique: 'id' }));
}
