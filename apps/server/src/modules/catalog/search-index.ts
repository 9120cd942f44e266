import { sql, type SQL } from 'drizzle-orm';
import { searchDocument, foldText } from '@tradelink/shared/search/normalize';
import type { Db, Tx } from '../../db/client.ts';
import { categoryIndex } from '../reference/reference.service.ts';

type Table = 'products' | 'rfqs' | 'suppliers' | 'buyers';
interface Row {
  id: string | number;
  title: string | null;
  extra: string | null;
  category_id: number | null;
  country: string | null;
}

// What each table is searched by: a title (also trigram-indexed for typos) and extra text.
const SOURCES: Record<Table, SQL> = {
  products: sql`SELECT p.id, p.name AS title, concat_ws(' ', p.description, (SELECT string_agg(value, ' ') FROM jsonb_each_text(p.attributes))) AS extra, p.category_id, NULL AS country FROM products p`,
  rfqs: sql`SELECT r.id, r.product_name AS title, r.description AS extra, r.category_id, r.destination_country AS country FROM rfqs r`,
  suppliers: sql`SELECT s.id, s.company_name AS title, concat_ws(' ', s.main_products, s.city, s.description) AS extra, s.main_category_id AS category_id, s.country FROM suppliers s`,
  buyers: sql`SELECT b.id, coalesce(u.company_name, concat_ws(' ', u.first_name, u.last_name)) AS title, u.sourcing_interests AS extra, NULL::int AS category_id, u.fd_country AS country FROM buyers b JOIN users u ON u.id = b.user_id`,
};

const ALIAS: Record<Table, string> = { products: 'p', rfqs: 'r', suppliers: 's', buyers: 'b' };
const BATCH = 1000;

/**
 * Writes `search_name` / `search_text` for rows of a table: all rows whose index is empty, or the
 * given ids. The text folds accents, adds the category's names in en/vi/zh and turns Chinese into
 * bigrams; PostgreSQL derives the tsvector from it.
 */
export async function refreshSearchIndex(db: Db | Tx, table: Table, ids?: Array<string | number>): Promise<number> {
  const categories = await categoryIndex(db as Db);
  const names = (categoryId: number | null) => {
    const out: string[] = [];
    for (let node = categoryId ? categories.byId.get(categoryId) : undefined; node; node = node.parentId ? categories.byId.get(node.parentId) : undefined) {
      out.push(node.nameEn, node.nameVi, node.nameZh);
    }
    return out;
  };
  const alias = sql.raw(ALIAS[table]);
  let updated = 0;
  for (;;) {
    const where = ids
      ? sql`WHERE ${alias}.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`
      : sql`WHERE ${alias}.search_name = ''`;
    const result = (await db.execute(sql`${SOURCES[table]} ${where} LIMIT ${BATCH}`)) as unknown as { rows: Row[] };
    const rows = result.rows;
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      // Never empty, so a row is not picked up again by the "missing" pass.
      const searchName = foldText(r.title ?? '') || '-';
      const searchText = searchDocument([r.title, r.extra, ...names(r.category_id), r.country]);
      return sql`(${String(r.id)}, ${searchName}, ${searchText})`;
    });
    // The new words join the search lexicon, in one order so concurrent writers cannot deadlock.
    await db.execute(sql`
      WITH updated AS (
        UPDATE ${sql.raw(table)} SET search_name = v.n, search_text = v.t
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, n, t)
        WHERE ${sql.raw(table)}.id::text = v.id
        RETURNING search_vector)
      INSERT INTO search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS word FROM updated ORDER BY word
      ON CONFLICT DO NOTHING`);
    updated += rows.length;
    if (ids || rows.length < BATCH) break;
  }
  return updated;
}

/**
 * Indexes every row that has no search text yet (after the seed, or after an upgrade), then, when
 * anything changed, vacuums and refreshes the planner's statistics. Without statistics a freshly
 * filled table is planned as if it were tiny and searches fall back to scanning; without the
 * vacuum the indexing pass leaves a dead copy of every row behind, no page marked all-visible (so
 * counts cannot be answered from an index alone) and entries waiting in the GIN pending lists.
 * Nothing else may vacuum: autovacuum can be off.
 */
export async function refreshMissingSearchIndex(db: Db): Promise<number> {
  let updated = 0;
  for (const table of ['products', 'rfqs', 'suppliers', 'buyers'] as const) updated += await refreshSearchIndex(db, table);
  if (updated > 0) await db.execute(sql`VACUUM (ANALYZE)`);
  return updated;
}
