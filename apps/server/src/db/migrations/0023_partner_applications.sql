CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"applicant_name" text NOT NULL,
	"website_url" text,
	"audience" text NOT NULL,
	"promotion_plan" text NOT NULL,
	"expected_monthly_referrals" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('pending','approved','declined')),
	CONSTRAINT "partner_applications_declined_reason_check" CHECK ("partner_applications"."status" <> 'declined' or "partner_applications"."decline_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_pending_key" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_applications_user_idx" ON "partner_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_applications_queue_idx" ON "partner_applications" USING btree ("status","created_at");