CREATE TABLE "analytics_buyer_days" (
	"buyer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"rfq_views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"rfqs_posted" integer DEFAULT 0 NOT NULL,
	"inquiries_sent" integer DEFAULT 0 NOT NULL,
	"chats_started" integer DEFAULT 0 NOT NULL,
	"quotations_received" integer DEFAULT 0 NOT NULL,
	"quotations_preferred" integer DEFAULT 0 NOT NULL,
	"contact_unlocks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_buyer_days_buyer_id_day_pk" PRIMARY KEY("buyer_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"supplier_id" uuid,
	"buyer_id" uuid,
	"product_id" integer,
	"rfq_id" integer,
	"country" text DEFAULT '' NOT NULL,
	"keyword" text,
	"visitor_key" text DEFAULT '' NOT NULL,
	"search_tab" text,
	"result_count" integer,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" IN ('impression', 'product_view', 'profile_view', 'buyer_view', 'rfq_view', 'search', 'inquiry', 'chat_started', 'quotation_sent', 'quotation_preferred', 'quotation_declined', 'contact_unlock', 'rfq_posted'))
);
--> statement-breakpoint
CREATE TABLE "analytics_product_days" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"supplier_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_rfq_days" (
	"rfq_id" integer NOT NULL,
	"day" date NOT NULL,
	"buyer_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rfq_days_rfq_id_day_pk" PRIMARY KEY("rfq_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_supplier_countries" (
	"supplier_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_supplier_countries_supplier_id_day_country_pk" PRIMARY KEY("supplier_id","day","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_supplier_days" (
	"supplier_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"chats_started" integer DEFAULT 0 NOT NULL,
	"quotations_sent" integer DEFAULT 0 NOT NULL,
	"quotations_preferred" integer DEFAULT 0 NOT NULL,
	"quotations_declined" integer DEFAULT 0 NOT NULL,
	"contact_unlocks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_supplier_days_supplier_id_day_pk" PRIMARY KEY("supplier_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_supplier_keywords" (
	"supplier_id" uuid NOT NULL,
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_supplier_keywords_supplier_id_day_keyword_pk" PRIMARY KEY("supplier_id","day","keyword")
);
--> statement-breakpoint
CREATE INDEX "analytics_buyer_days_day_idx" ON "analytics_buyer_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_supplier_idx" ON "analytics_events" USING btree ("supplier_id","occurred_at") WHERE "analytics_events"."supplier_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_buyer_idx" ON "analytics_events" USING btree ("buyer_id","occurred_at") WHERE "analytics_events"."buyer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_product_days_supplier_idx" ON "analytics_product_days" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "analytics_rfq_days_buyer_idx" ON "analytics_rfq_days" USING btree ("buyer_id","day");--> statement-breakpoint
CREATE INDEX "analytics_supplier_countries_day_idx" ON "analytics_supplier_countries" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_supplier_days_day_idx" ON "analytics_supplier_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_supplier_keywords_day_idx" ON "analytics_supplier_keywords" USING btree ("day");