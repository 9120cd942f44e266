import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

/** A tsvector column (written by PostgreSQL as a generated column, never by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search columns shared by the searchable tables: `search_name` (folded title: a title holding the
 * keyword's words ranks higher) and `search_text` (folded title, category names in three languages,
 * attributes; Chinese as character bigrams), from which PostgreSQL derives `search_vector`.
 */
export const searchColumns = () => ({
  searchName: text('search_name').notNull().default(''),
  searchText: text('search_text').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
});

/**
 * GIN index options of the search indexes: a small pending list. New entries wait unsorted in it
 * until it is merged into the index (past this size, or by a VACUUM), and every search scans it
 * whole: with the default 4 MB, hundreds of pages after a bulk write when nothing vacuums. Small,
 * writes still go in batches (several times cheaper than `fastupdate` off for a bulk re-index).
 */
export const GIN_OPTIONS = { fastupdate: true, gin_pending_list_limit: 256 };

/**
 * Every lexeme of the searchable tables' `search_vector` (maintained with them, never pruned: a
 * word that no longer occurs just matches nothing). Search resolves its words here first: the
 * last word's completions become exact alternatives (cheap in the GIN index, unlike a `:*` prefix
 * scan), and near misses (typos) take the nearest spellings from its small trigram index instead
 * of comparing the tables' titles.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    // GiST: it hands out the nearest spellings first (`ORDER BY word <-> $1 LIMIT n`).
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
  ],
);
