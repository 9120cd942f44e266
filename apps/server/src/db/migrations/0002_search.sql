ALTER TABLE "buyers" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "buyers_search_vector_idx" ON "buyers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "buyers_search_name_trgm_idx" ON "buyers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_vector_idx" ON "suppliers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "suppliers_search_name_trgm_idx" ON "suppliers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rfqs_search_vector_idx" ON "rfqs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "rfqs_search_name_trgm_idx" ON "rfqs" USING gin ("search_name" gin_trgm_ops);