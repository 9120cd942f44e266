-- Guests may reopen the limited pages they already opened in a window without using a view (issue 20).
ALTER TABLE "guest_page_views" ADD COLUMN "seen_pages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The product search's price and order-quantity filters, over approved products like its other indexes.
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_min") WHERE "products"."status" = 1;--> statement-breakpoint
CREATE INDEX "products_moq_idx" ON "products" USING btree ("moq") WHERE "products"."status" = 1;