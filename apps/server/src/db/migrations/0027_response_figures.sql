CREATE TABLE "response_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"source" text NOT NULL,
	"inquiry_id" integer,
	"conversation_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	CONSTRAINT "response_contacts_source_check" CHECK (("response_contacts"."source" = 'inquiry' AND "response_contacts"."inquiry_id" IS NOT NULL) OR ("response_contacts"."source" = 'chat' AND "response_contacts"."conversation_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "supplier_response_figures" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"response_rate" double precision,
	"avg_first_response_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_response_figures_counts_check" CHECK ("supplier_response_figures"."answered" >= 0 AND "supplier_response_figures"."answered" <= "supplier_response_figures"."received")
);
--> statement-breakpoint
ALTER TABLE "response_contacts" ADD CONSTRAINT "response_contacts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_contacts" ADD CONSTRAINT "response_contacts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_contacts" ADD CONSTRAINT "response_contacts_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_contacts" ADD CONSTRAINT "response_contacts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_response_figures" ADD CONSTRAINT "supplier_response_figures_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_contacts_supplier_idx" ON "response_contacts" USING btree ("supplier_id","received_at","answered_at","declined_at","buyer_id");--> statement-breakpoint
CREATE INDEX "response_contacts_received_idx" ON "response_contacts" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "response_contacts_inquiry_key" ON "response_contacts" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "response_contacts_conversation_key" ON "response_contacts" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "supplier_response_figures_rate_idx" ON "supplier_response_figures" USING btree ("response_rate");--> statement-breakpoint
CREATE INDEX "supplier_response_figures_minutes_idx" ON "supplier_response_figures" USING btree ("avg_first_response_minutes");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."status" = 'suspended';--> statement-breakpoint
-- The contacts table follows the conversations themselves (decision 033), whoever writes them.
-- A buyer's inquiry to a supplier is a contact; a supplier's outreach to a buyer is not.
CREATE FUNCTION "response_contacts_from_inquiry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."direction" = 'buyer_to_supplier' THEN
    INSERT INTO "response_contacts" ("supplier_id", "buyer_id", "source", "inquiry_id", "received_at")
    VALUES (NEW."supplier_id", NEW."buyer_id", 'inquiry', NEW."id", NEW."created_at")
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "response_contacts_from_inquiry" AFTER INSERT ON "inquiries" FOR EACH ROW EXECUTE FUNCTION "response_contacts_from_inquiry"();--> statement-breakpoint
-- The supplier's earliest message in the thread answers it (only buyer-sent inquiries have a row).
CREATE FUNCTION "response_contacts_inquiry_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."author_side" = 'supplier' THEN
    UPDATE "response_contacts" SET "answered_at" = NEW."created_at"
    WHERE "inquiry_id" = NEW."inquiry_id" AND "received_at" <= NEW."created_at"
      AND ("answered_at" IS NULL OR "answered_at" > NEW."created_at");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "response_contacts_inquiry_answer" AFTER INSERT ON "inquiry_messages" FOR EACH ROW EXECUTE FUNCTION "response_contacts_inquiry_answer"();--> statement-breakpoint
-- Chat: a conversation whose first message is the buyer's is a contact; the supplier's first later
-- message the buyer can see (text, or the acceptance) answers it; the supplier's refusal declines it.
CREATE FUNCTION "response_contacts_chat"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c RECORD;
BEGIN
  SELECT "buyer_id", "supplier_id", "buyer_identity", "supplier_identity" INTO c FROM "conversations" WHERE "id" = NEW."conversation_id";
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  IF NEW."index" = 1 THEN
    IF NEW."author" = c."buyer_identity" THEN
      INSERT INTO "response_contacts" ("supplier_id", "buyer_id", "source", "conversation_id", "received_at")
      VALUES (c."supplier_id", c."buyer_id", 'chat', NEW."conversation_id", NEW."created_at")
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF NEW."author" = c."supplier_identity" THEN
    IF NEW."kind" = 'reject' THEN
      UPDATE "response_contacts" SET "declined_at" = NEW."created_at"
      WHERE "conversation_id" = NEW."conversation_id" AND "answered_at" IS NULL AND "declined_at" IS NULL;
    ELSIF NOT (coalesce(NEW."attributes"->'hidden', '[]'::jsonb) @> jsonb_build_array(c."buyer_identity")) THEN
      UPDATE "response_contacts" SET "answered_at" = NEW."created_at"
      WHERE "conversation_id" = NEW."conversation_id" AND "received_at" <= NEW."created_at"
        AND "declined_at" IS NULL AND ("answered_at" IS NULL OR "answered_at" > NEW."created_at");
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "response_contacts_chat" AFTER INSERT ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "response_contacts_chat"();--> statement-breakpoint
-- What was written before this migration.
INSERT INTO "response_contacts" ("supplier_id", "buyer_id", "source", "inquiry_id", "received_at", "answered_at")
SELECT i."supplier_id", i."buyer_id", 'inquiry', i."id", i."created_at",
  (SELECT min(m."created_at") FROM "inquiry_messages" m WHERE m."inquiry_id" = i."id" AND m."author_side" = 'supplier' AND m."created_at" >= i."created_at")
FROM "inquiries" i WHERE i."direction" = 'buyer_to_supplier';--> statement-breakpoint
INSERT INTO "response_contacts" ("supplier_id", "buyer_id", "source", "conversation_id", "received_at", "answered_at", "declined_at")
SELECT c."supplier_id", c."buyer_id", 'chat', c."id", first."created_at", answer."at", decline."at"
FROM "conversations" c
JOIN "chat_messages" first ON first."conversation_id" = c."id" AND first."index" = 1 AND first."author" = c."buyer_identity"
LEFT JOIN LATERAL (
  SELECT min(m."created_at") AS "at" FROM "chat_messages" m
  WHERE m."conversation_id" = c."id" AND m."index" > 1 AND m."author" = c."supplier_identity" AND m."kind" IN ('text', 'accept')
    AND NOT (coalesce(m."attributes"->'hidden', '[]'::jsonb) @> jsonb_build_array(c."buyer_identity"))
) answer ON true
LEFT JOIN LATERAL (
  SELECT min(m."created_at") AS "at" FROM "chat_messages" m
  WHERE m."conversation_id" = c."id" AND m."author" = c."supplier_identity" AND m."kind" = 'reject'
) decline ON answer."at" IS NULL;
