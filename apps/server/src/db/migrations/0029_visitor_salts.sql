CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "response_contacts_buyer_idx" ON "response_contacts" USING btree ("buyer_id","received_at");