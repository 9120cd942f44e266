CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" IN ('buyer', 'supplier'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_supplier_author_key" ON "reviews" USING btree ("supplier_id","author_user_id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_created_idx" ON "reviews" USING btree ("supplier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id");