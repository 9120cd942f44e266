import { sql, type SQL } from 'drizzle-orm';
import type { SearchTab } from '@tradelink/shared/catalog/search-options';
import type { Db } from '../../db/client.ts';
import { rows } from './row-values.ts';
import { SPELLING_SIMILARITY, pastPrefix } from './search-words.ts';

/** Completions of the last word looked at (in the lexicon's order), and how many are shown. */
export const SUGGEST_CANDIDATES = 40;
export const SUGGEST_SHOWN = 8;
/** Matches counted per candidate: enough to rank the common words first, bounded however broad a word is. */
const COUNT_CAP = 20;

/**
 * The rows of a tab a suggestion must find (the search's own conditions), so a word known only
 * from a hidden, pending or suspended party's text is never offered, and every suggestion leads
 * to results on the tab it was typed on.
 */
const TAB_ROWS: Record<SearchTab, { from: SQL; where: SQL; alias: string; title: SQL }> = {
  products: {
    from: sql`products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id`,
    where: sql`p.status = 1 AND u.status = 'active'`,
    alias: 'p',
    title: sql`p.name`,
  },
  suppliers: { from: sql`suppliers s JOIN users u ON u.id = s.user_id`, where: sql`u.status = 'active'`, alias: 's', title: sql`s.company_name` },
  buyers: { from: sql`buyers b JOIN users u ON u.id = b.user_id`, where: sql`u.status = 'active'`, alias: 'b', title: sql`coalesce(u.company_name, '')` },
  rfqs: {
    from: sql`rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id`,
    where: sql`r.status = 1 AND u.status = 'active'`,
    alias: 'r',
    title: sql`r.product_name`,
  },
};

/** One suggested word, and a title holding it as written (accents, case) when one was found. */
export interface SuggestedWord {
  word: string;
  sample: string | null;
}

export interface SuggestQuery {
  tab: SearchTab;
  /** The words before the one being typed (folded, tsquery-safe): every suggestion must match them too. */
  before: string[];
  /** The word being typed (folded): its completions are the candidates. */
  prefix: string;
  /** Also offer near spellings of the prefix (a Latin word of 3 or more letters: typos). */
  spellings: boolean;
}

/**
 * Completions of the typed word from `search_words` (a B-tree range, like the search's own), plus
 * its near spellings, each kept only when it finds rows of the tab together with the words before
 * it. Ranked by how often it follows the last of those words (a phrase: "stainless" <-> "steel"),
 * then by how many rows it finds (both capped), then shorter first. One statement; each count is a
 * capped walk of the tab's GIN index. For each shown word, a title holding it, so the page can
 * show it as people write it ("phê", not the folded "phe").
 */
export async function suggestWords(db: Db, q: SuggestQuery): Promise<SuggestedWord[]> {
  const tab = TAB_ROWS[q.tab];
  const a = sql.raw(tab.alias);
  // Every word quoted as a lexeme, so no character of it can be read as tsquery syntax.
  const quoted = (w: SQL) => sql`quote_literal(${w})`;
  const before = q.before.map((w) => quoted(sql`${w}::text`));
  const all = (word: SQL) => sql`to_tsquery('simple', ${sql.join([...before, quoted(word)], sql` || ' & ' || `)})`;
  const phrase = (word: SQL) =>
    sql`to_tsquery('simple', ${sql.join([...before.slice(0, -1), sql`${before.at(-1)!} || ' <-> ' || ${quoted(word)}`], sql` || ' & ' || `)})`;
  const hits = (query: SQL) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${tab.from} WHERE ${tab.where} AND ${a}.search_vector @@ ${query} LIMIT ${COUNT_CAP}) x)`;
  const spellings = q.spellings
    ? sql`UNION SELECT word, 1 AS kind FROM (SELECT word FROM search_words WHERE word % ${q.prefix} AND similarity(word, ${q.prefix}) >= ${SPELLING_SIMILARITY}
        ORDER BY word <-> ${q.prefix}, word LIMIT 3) near`
    : sql``;
  const order = sql`kind, p DESC, n DESC, length(word), word`;
  const result = await db.execute(sql`
    WITH candidates AS (
      SELECT word, 0 AS kind FROM (SELECT word FROM search_words WHERE word ~>=~ ${q.prefix} AND word ~<~ ${pastPrefix(q.prefix)}
        ORDER BY word USING ~<~ LIMIT ${SUGGEST_CANDIDATES}) completions
      ${spellings}
    ),
    counted AS (
      SELECT c.word, c.kind, ${hits(all(sql`c.word`))} AS n, ${before.length ? hits(phrase(sql`c.word`)) : sql`0`} AS p FROM candidates c
    ),
    shown AS (SELECT * FROM counted WHERE n > 0 ORDER BY ${order} LIMIT ${SUGGEST_SHOWN})
    SELECT word, (SELECT ${tab.title} FROM ${tab.from} WHERE ${tab.where} AND ${a}.search_vector @@ ${all(sql`shown.word`)}
        AND strpos(' ' || ${a}.search_name || ' ', ' ' || shown.word || ' ') > 0 LIMIT 1) AS sample
    FROM shown ORDER BY ${order}`);
  return rows<{ word: string; sample: string | null }>(result);
}
