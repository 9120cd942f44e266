CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Typos are now looked up in search_words: product titles need no trigram index any more.
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
-- Only approved products are searched (a partial index, rebuilt once).
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=true,gin_pending_list_limit=256) WHERE "products"."status" = 1;--> statement-breakpoint
-- drizzle-kit rebuilds an index whose options change; setting them in place is enough (and quick on
-- a large catalog). Entries already waiting in a pending list are merged into the index.
ALTER INDEX "buyers_search_vector_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "buyers_search_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "suppliers_search_vector_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "suppliers_search_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "rfqs_search_vector_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "rfqs_search_name_trgm_idx" SET (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
SELECT gin_clean_pending_list('buyers_search_vector_idx'::regclass), gin_clean_pending_list('buyers_search_name_trgm_idx'::regclass),
  gin_clean_pending_list('suppliers_search_vector_idx'::regclass), gin_clean_pending_list('suppliers_search_name_trgm_idx'::regclass),
  gin_clean_pending_list('rfqs_search_vector_idx'::regclass), gin_clean_pending_list('rfqs_search_name_trgm_idx'::regclass);--> statement-breakpoint
-- The words of everything indexed so far (later writes add theirs in refreshSearchIndex).
INSERT INTO "search_words" ("word")
SELECT word FROM ts_stat('SELECT search_vector FROM products')
UNION SELECT word FROM ts_stat('SELECT search_vector FROM rfqs')
UNION SELECT word FROM ts_stat('SELECT search_vector FROM suppliers')
UNION SELECT word FROM ts_stat('SELECT search_vector FROM buyers')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics now: without them the lexicon is planned as tiny and every look-up scans it.
ANALYZE "search_words";
