import { sql } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

/** A tsvector column (written by PostgreSQL as a generated column, never by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search columns shared by the searchable tables: `search_name` (folded title, trigram-indexed for
 * typos) and `search_text` (folded title, category names in three languages, attributes; Chinese
 * as character bigrams), from which PostgreSQL derives `search_vector`.
 */
export const searchColumns = () => ({
  searchName: text('search_name').notNull().default(''),
  searchText: text('search_text').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
});
