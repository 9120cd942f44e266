CREATE TABLE "help_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"article" text NOT NULL,
	"voter_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_voter_idx" ON "help_feedback" USING btree ("article","voter_key");--> statement-breakpoint
CREATE INDEX "help_feedback_created_idx" ON "help_feedback" USING btree ("created_at" DESC NULLS LAST);