CREATE INDEX "rfqs_open_arrived_idx" ON "rfqs" USING btree (coalesce("reviewed_at", "created_at"),"id") WHERE "rfqs"."status" = 1;--> statement-breakpoint
CREATE INDEX "rfqs_open_expiry_idx" ON "rfqs" USING btree ("expiry_date","id") WHERE "rfqs"."status" = 1;--> statement-breakpoint
CREATE INDEX "rfqs_attachment_ids_idx" ON "rfqs" USING gin ("attachment_ids");--> statement-breakpoint
-- The publication time's own statistics (a partial index's expression gets none the planner uses):
-- a "posted within" filter is then estimated from data and read through rfqs_open_arrived_idx.
CREATE STATISTICS "rfqs_arrived_stats" ON (coalesce("reviewed_at", "created_at")) FROM "rfqs";
