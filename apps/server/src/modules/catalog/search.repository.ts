import { sql, type SQL } from 'drizzle-orm';
import { premiumSql } from '../../db/plan-sql.ts';
import type { Db } from '../../db/client.ts';
import { json, partyNameSql, rows } from './row-values.ts';
import { exactQuery, findWords, fuzzyQuery, withSpellings, type FoundWord, type WordQuery } from './search-words.ts';
import { PRICE_FILTER_CURRENCY } from '@tradelink/shared/catalog/filters';
import { RESPONSE_RULES } from '@tradelink/shared/analytics/response-rules';

/** Candidates ranked per query are capped: ranking every match of a broad word does not scale. */
export const CANDIDATE_CAP = 1000;

export interface SearchFilters {
  /** Search terms, folded (Chinese as bigrams); empty for browsing. */
  terms: string[];
  categoryIds?: number[];
  /** Only this supplier's products (supplier pages). */
  supplierId?: string;
  /** Leave this product out (related products). */
  excludeId?: number;
  countries: string[];
  verified: boolean;
  premium: boolean;
  hotPrice?: boolean;
  /** Products whose price range reaches into [priceMin, priceMax] (US dollars; see catalog/filters.ts). */
  priceMin?: number;
  priceMax?: number;
  /** Products that can be ordered at this quantity: their minimum order is at most it. */
  moqMax?: number;
  /** Suppliers whose stored 30-day response rate is at least this (0..1). */
  responseRateMin?: number;
  /** Suppliers whose stored 30-day average first answer is within this many hours. */
  responseHoursMax?: number;
  /** The words as typed only: no near spellings. */
  exact?: boolean;
  sinceDays?: number;
  sort: 'relevance' | 'newest' | 'price' | 'level';
  sortMode: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** Candidates kept (CANDIDATE_CAP unless the caller needs fewer). */
  cap?: number;
}

/**
 * Below this many exact matches, other spellings of the words add near misses (typos such as
 * "stainles steel"). Only then: when the exact words already match plenty, near misses would only
 * add noise.
 */
export const FUZZY_BELOW = 20;

/** One way rows match the keyword: the condition, and the text relevance of a matching row. */
interface Branch {
  match: SQL;
  relevance: SQL;
}

const HAN = /\p{Script=Han}/u;

/**
 * The share of the keyword's words found in a row's title (`search_name`, folded): a word counts
 * when the title has it or one of its `alternatives` at a word start (Chinese, written without
 * spaces, anywhere). Plain substring tests: far cheaper per row than trigram similarity.
 */
function titleShare(a: SQL, title: string[][]): SQL {
  const found = (word: string) =>
    HAN.test(word) ? sql`strpos(${a}.search_name, ${word}) > 0` : sql`strpos(' ' || ${a}.search_name, ${` ${word}`}) > 0`;
  const words = title.map((alternatives) => sql`(CASE WHEN ${sql.join(alternatives.map(found), sql` OR `)} THEN 1 ELSE 0 END)`);
  return sql`(${sql.join(words, sql` + `)})::real / ${title.length}`;
}

/**
 * Rows matching a word query, answered by the tsvector GIN index. Relevance is the full-text rank
 * plus the share of the keyword's words that the title holds.
 */
function textBranch(alias: string, query: WordQuery, except?: Branch): Branch {
  const a = sql.raw(alias);
  const matches = sql`${a}.search_vector @@ to_tsquery('simple', ${query.text})`;
  return {
    match: except ? sql`${matches} AND NOT (${except.match})` : matches,
    relevance: sql`ts_rank_cd(${a}.search_vector, to_tsquery('simple', ${query.rank})) * 2 + ${titleShare(a, query.title)}`,
  };
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

/** Matching rows of a tab: `candidates(match, relevance)` selects them with their score. */
type Candidates = (match: SQL, relevance: SQL) => SQL;

/**
 * The candidate set `c`: the capped matches (`exact`, and `fuzzy` when near misses are added), plus
 * every pinned match they left out. Pinned rows match the exact words, so only `exact` can hold them.
 */
function candidateSet(candidates: Candidates, exact: Branch, branches: SQL, pinned?: Pinned): SQL {
  if (!pinned) return sql`c AS MATERIALIZED (${branches}),`;
  const key = sql.raw(pinned.key);
  return sql`pinned AS MATERIALIZED (${candidates(sql`${exact.match} AND ${pinned.where}`, exact.relevance)} LIMIT ${CANDIDATE_CAP}),
      c AS MATERIALIZED (${branches} UNION ALL SELECT * FROM pinned WHERE ${key} NOT IN (SELECT ${key} FROM exact)),`;
}

/** How a tab is searched: its narrow candidate rows, and the cards of a page of them. */
interface Tab {
  alias: string;
  /**
   * The matching rows with only what ranking, ordering and facets read (key, order columns, score,
   * `facet_*`): the capped set is kept, sorted and counted, so every column is paid for 1000 times.
   */
  candidates: Candidates;
  /** The shown page's cards: `pg` (the page's candidate rows) joined to their display columns. */
  cards: SQL;
  order: SQL;
}

const BROWSE: Branch = { match: sql`TRUE`, relevance: sql`0` };
/** What a statement matching no row answers (its facet rows, all zero, say nothing the page's defaults do not). */
const NOTHING = { list: [], total: 0, facetRows: [] };

/**
 * Runs a search: browsing, or the keyword's exact words; then, only when they match fewer than
 * FUZZY_BELOW rows, again with near misses (other spellings of the words) added. Typos cost a
 * second statement rather than every search a fuzzy branch. When the words as typed matched
 * nothing and near spellings did, `respelled` holds the words with their spellings: every result
 * then stands for a corrected keyword, which the page names.
 */
async function run<T>(db: Db, tab: Tab, f: SearchFilters, pinned?: Pinned) {
  const found = f.terms.length ? await findWords(db, f.terms) : null;
  if (!found) return { ...(await runBranches<T>(db, tab, f, BROWSE, null, pinned)), respelled: null };
  const exact = textBranch(tab.alias, exactQuery(found));
  // A word the lexicon lacks (a typo, mostly) is in no row: the exact words match nothing, unasked.
  const known = found.every((w) => w.matches.length > 0);
  const first = known ? await runBranches<T>(db, tab, f, exact, null, pinned) : NOTHING;
  if (first.total >= FUZZY_BELOW || f.exact) return { ...first, respelled: null };
  const spelled = await withSpellings(db, found);
  const near = fuzzyQuery(spelled);
  if (!near) return { ...first, respelled: null };
  // Without exact matches the near misses are all the candidates, and nothing is pinned (pinned rows match the exact words).
  const second = known
    ? await runBranches<T>(db, tab, f, exact, textBranch(tab.alias, near, exact), pinned)
    : await runBranches<T>(db, tab, f, textBranch(tab.alias, near), null);
  return { ...second, respelled: first.total === 0 && second.total > 0 ? spelled : null };
}

export type { FoundWord };

/**
 * Runs one capped, filtered search in a single statement: the matching rows (at most the cap per
 * branch, taken in index order, so a broad word does not rank every match, plus any `pinned` ones),
 * then ranking, paging and facet counts over that candidate set, which is computed once. Display
 * columns are read for the shown page only.
 */
async function runBranches<T>(db: Db, tab: Tab, f: SearchFilters, exact: Branch, fuzzy: Branch | null, pinned?: Pinned) {
  const { candidates, order } = tab;
  const cap = f.cap ?? CANDIDATE_CAP;
  const sets = sql`exact AS MATERIALIZED (${candidates(exact.match, exact.relevance)} LIMIT ${cap}),
      ${fuzzy ? sql`fuzzy AS MATERIALIZED (${candidates(fuzzy.match, fuzzy.relevance)} LIMIT ${cap}),` : sql``}
      ${candidateSet(candidates, exact, fuzzy ? sql`SELECT * FROM exact UNION ALL SELECT * FROM fuzzy` : sql`SELECT * FROM exact`, pinned)}`;
  const result = await db.execute(sql`
    WITH ${sets}
    pg AS (SELECT * FROM c ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}),
    counts AS (SELECT count(*)::int AS total, (count(*) FILTER (WHERE facet_verified))::int AS verified,
      (count(*) FILTER (WHERE facet_premium))::int AS premium FROM c),
    -- Two passes over the candidates for every count: the counts above, and both facets at once.
    facets AS (
      SELECT CASE WHEN GROUPING(facet_category) = 0 THEN 'category' ELSE 'country' END AS kind,
        coalesce(facet_category::text, facet_country) AS value, count(*)::int AS n
      FROM c GROUP BY GROUPING SETS ((facet_category), (facet_country))
      HAVING coalesce(facet_category::text, facet_country) IS NOT NULL
      UNION ALL SELECT 'verified', 'true', verified FROM counts
      UNION ALL SELECT 'premium', 'true', premium FROM counts
    )
    SELECT (SELECT total FROM counts) AS total,
      coalesce((SELECT json_agg(row_to_json(page) ORDER BY ${order}) FROM (${tab.cards}) page), '[]'::json) AS list,
      coalesce((SELECT json_agg(row_to_json(facets)) FROM facets), '[]'::json) AS facets`);
  const [row] = rows<{ total: number; list: T[] | string; facets: Array<{ kind: string; value: string; n: number }> | string }>(result);
  return { list: json(row!.list), total: row!.total, facetRows: json(row!.facets) };
}

const common = (f: SearchFilters, countryCol: string, createdCol: string): SQL[] => {
  const parts: SQL[] = [];
  if (f.countries.length) parts.push(sql`${sql.raw(countryCol)} IN (${sql.join(f.countries.map((c) => sql`${c}`), sql`, `)})`);
  if (f.sinceDays) parts.push(sql`${sql.raw(createdCol)} > now() - make_interval(days => ${f.sinceDays})`);
  return parts;
};

const inCategories = (col: string, ids?: number[]) =>
  ids?.length ? [sql`${sql.raw(col)} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`] : [];

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`);

/**
 * The price and order-quantity filters. A product's price is a range (price_max empty for one
 * price): it is kept when that range reaches into the filter's. Both conditions read
 * products_price_idx / products_moq_idx (migration 0016) when they narrow the catalog most.
 */
function numberFilters(f: SearchFilters): SQL[] {
  const parts: SQL[] = [];
  if (f.priceMin !== undefined || f.priceMax !== undefined) parts.push(sql`p.currency = ${PRICE_FILTER_CURRENCY}`);
  if (f.priceMax !== undefined) parts.push(sql`p.price_min <= ${f.priceMax}`);
  if (f.priceMin !== undefined) parts.push(sql`coalesce(p.price_max, p.price_min) >= ${f.priceMin}`);
  if (f.moqMax !== undefined) parts.push(sql`p.moq <= ${f.moqMax}`);
  return parts;
}

export async function searchProducts(db: Db, f: SearchFilters) {
  const where = [
    sql`p.status = 1`,
    sql`u.status = 'active'`,
    ...inCategories('p.category_id', f.categoryIds),
    ...(f.supplierId ? [sql`p.supplier_id = ${f.supplierId}`] : []),
    ...(f.excludeId ? [sql`p.id <> ${f.excludeId}`] : []),
    ...(f.hotPrice ? [sql`p.is_hot_price`] : []),
    ...numberFilters(f),
    ...common(f, 's.country', 'p.created_at'),
    ...(f.verified ? [sql`s.verification_level >= 2`] : []),
    ...(f.premium ? [sql`${premiumOf('s')}`] : []),
  ];
  const boost = sql`(s.verification_level * 0.05 + CASE WHEN ${premiumOf('s')} THEN 0.15 ELSE 0 END)`;
  const candidates: Candidates = (match, relevance) => sql`
    SELECT p.id, p.created_at, p.price_min, ${promotedOf('p')} AS is_promoted, (${relevance} + ${boost}) AS score,
      p.category_id AS facet_category, s.country AS facet_country, s.verification_level >= 2 AS facet_verified, ${premiumOf('s')} AS facet_premium
    FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY p.created_at DESC, p.id DESC`}`;
  const cards = sql`
    SELECT pg.id, pg.created_at, pg.price_min, pg.is_promoted, pg.score, p.name, p.images, p.price_max, p.currency, p.moq, p.uom, p.is_hot_price,
      p.category_id, s.identity AS s_identity, s.company_name AS s_company, s.country AS s_country, s.verification_level AS s_level,
      ${premiumOf('s')} AS s_premium
    FROM pg JOIN products p ON p.id = pg.id JOIN suppliers s ON s.id = p.supplier_id`;
  // Promoted products lead the relevance order, so there they are candidates even past the cap.
  const order = orderBy(f, { newest: 'created_at', price: 'price_min', unique: 'id', first: 'is_promoted' });
  const pinned = f.sort === 'relevance' ? { where: promotedOf('p'), key: 'id' } : undefined;
  return run<Record<string, unknown>>(db, { alias: 'p', candidates, cards, order }, f, pinned);
}

/**
 * The response filters (decision 033), on the stored 30-day figure: only suppliers with enough
 * counted contacts have one, as on their page.
 */
function responseFilters(f: SearchFilters): SQL[] {
  if (f.responseRateMin === undefined && f.responseHoursMax === undefined) return [];
  const parts = [sql`rf.received >= ${RESPONSE_RULES.minContacts}`];
  if (f.responseRateMin !== undefined) parts.push(sql`rf.response_rate >= ${f.responseRateMin}`);
  if (f.responseHoursMax !== undefined) parts.push(sql`rf.avg_first_response_minutes <= ${f.responseHoursMax * 60}`);
  return [sql`EXISTS (SELECT 1 FROM supplier_response_figures rf WHERE rf.supplier_id = s.id AND ${and(parts)})`];
}

export async function searchSuppliers(db: Db, f: SearchFilters) {
  const where = [
    sql`u.status = 'active'`,
    ...responseFilters(f),
    ...inCategories('s.main_category_id', f.categoryIds),
    ...common(f, 's.country', 's.created_at'),
    ...(f.verified ? [sql`s.verification_level >= 2`] : []),
    ...(f.premium ? [sql`${premiumOf('s')}`] : []),
  ];
  const boost = sql`(s.verification_level * 0.05 + CASE WHEN ${premiumOf('s')} THEN 0.15 ELSE 0 END + CASE WHEN ${priorityOf('s')} THEN 0.1 ELSE 0 END)`;
  const candidates: Candidates = (match, relevance) => sql`
    SELECT s.id AS s_id, s.identity, s.created_at, s.verification_level, (${relevance} + ${boost}) AS score,
      s.main_category_id AS facet_category, s.country AS facet_country, s.verification_level >= 2 AS facet_verified, ${premiumOf('s')} AS facet_premium
    FROM suppliers s JOIN users u ON u.id = s.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY s.verification_level DESC, s.created_at DESC, s.identity DESC`}`;
  // Counts cost a query per row: only the shown page's.
  const cards = sql`
    SELECT pg.identity, pg.created_at, pg.verification_level, pg.score, s.company_name, s.country, s.city, ${premiumOf('s')} AS is_premium,
      s.business_type, s.main_products, s.year_established, s.main_category_id, u.last_active_at,
      (SELECT count(*)::int FROM products p WHERE p.supplier_id = s.id AND p.status = 1) AS product_count
    FROM pg JOIN suppliers s ON s.id = pg.s_id JOIN users u ON u.id = s.user_id`;
  const order = orderBy(f, { newest: 'created_at', level: 'verification_level', unique: 'identity' });
  return run<Record<string, unknown>>(db, { alias: 's', candidates, cards, order }, f);
}

export async function searchBuyers(db: Db, f: SearchFilters) {
  const where = [
    sql`u.status = 'active'`,
    // A buyer belongs to the categories it posts requests in.
    ...(f.categoryIds?.length
      ? [sql`EXISTS (SELECT 1 FROM rfqs r WHERE r.buyer_id = b.id AND r.status = 1 AND r.category_id IN (${sql.join(f.categoryIds.map((id) => sql`${id}`), sql`, `)}))`]
      : []),
    ...common(f, 'u.fd_country', 'b.created_at'),
    ...(f.verified ? [sql`b.is_biz_verified`] : []),
    ...(f.premium ? [sql`${premiumOf('b')}`] : []),
  ];
  const boost = sql`(CASE WHEN b.is_biz_verified THEN 0.1 ELSE 0 END)`;
  const candidates: Candidates = (match, relevance) => sql`
    SELECT b.id AS b_id, b.identity, b.created_at, (${relevance} + ${boost}) AS score,
      NULL::int AS facet_category, u.fd_country AS facet_country, b.is_biz_verified AS facet_verified, ${premiumOf('b')} AS facet_premium
    FROM buyers b JOIN users u ON u.id = b.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY b.created_at DESC, b.identity DESC`}`;
  const cards = sql`
    SELECT pg.identity, pg.created_at, pg.score, ${partyNameSql('u')} AS name, u.fd_country AS country, u.sourcing_interests,
      b.is_biz_verified AS is_verified, ${premiumOf('b')} AS is_premium,
      (SELECT count(*)::int FROM rfqs r WHERE r.buyer_id = b.id AND r.status = 1) AS rfq_count
    FROM pg JOIN buyers b ON b.id = pg.b_id JOIN users u ON u.id = b.user_id`;
  return run<Record<string, unknown>>(db, { alias: 'b', candidates, cards, order: orderBy(f, { newest: 'created_at', unique: 'identity' }) }, f);
}

export async function searchRfqs(db: Db, f: SearchFilters) {
  const where = [
    sql`r.status = 1`,
    sql`u.status = 'active'`,
    ...inCategories('r.category_id', f.categoryIds),
    ...common(f, 'r.destination_country', 'r.created_at'),
    ...(f.verified ? [sql`b.is_biz_verified`] : []),
    ...(f.premium ? [sql`${premiumOf('b')}`] : []),
  ];
  const boost = sql`(CASE WHEN b.is_biz_verified THEN 0.1 ELSE 0 END)`;
  const candidates: Candidates = (match, relevance) => sql`
    SELECT r.id, r.created_at, (${relevance} + ${boost}) AS score,
      r.category_id AS facet_category, r.destination_country AS facet_country, b.is_biz_verified AS facet_verified, ${premiumOf('b')} AS facet_premium
    FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
    WHERE ${and([...where, match])}
    ${f.terms.length ? sql`` : sql`ORDER BY r.created_at DESC, r.id DESC`}`;
  const cards = sql`
    SELECT pg.id, pg.created_at, pg.score, r.product_name, r.quantity, r.uom, r.target_price, r.currency, r.destination_country, r.expiry_date,
      r.category_id, b.identity AS b_identity, u.fd_country AS b_country, b.is_biz_verified AS b_verified, ${premiumOf('b')} AS b_premium
    FROM pg JOIN rfqs r ON r.id = pg.id JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id`;
  return run<Record<string, unknown>>(db, { alias: 'r', candidates, cards, order: orderBy(f, { newest: 'created_at', unique: 'id' }) }, f);
}
