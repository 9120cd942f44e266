CREATE TABLE "guest_page_views" (
	"guest_id" text NOT NULL,
	"page_type" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"blocked_attempt" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "guest_page_views_guest_id_page_type_pk" PRIMARY KEY("guest_id","page_type")
);
