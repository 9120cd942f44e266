CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"plan_name" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"kind" text DEFAULT 'checkout' NOT NULL,
	"status" text DEFAULT 'payment_pending' NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"invoice_id" text,
	"subscription_id" uuid,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"billing_email" text NOT NULL,
	"billing_name" text,
	"billing_company" text,
	"billing_country" text,
	"card_label" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payments_side_check" CHECK ("payments"."side" in ('supplier','buyer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('payment_pending','paid','unpaid','cancelled','refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_reminders" (
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"plan_name" text NOT NULL,
	"months" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_side_check" CHECK ("subscriptions"."side" in ('supplier','buyer')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active','trialing','cancelled','canceled'))
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"balance_delta" numeric(12, 2) DEFAULT '0' NOT NULL,
	"contact_quota_delta" integer DEFAULT 0 NOT NULL,
	"conversation_quota_delta" integer DEFAULT 0 NOT NULL,
	"farm_item_post_quota_delta" integer DEFAULT 0 NOT NULL,
	"farm_item_ads_quota_delta" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"ref" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "quota_renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_due_idx" ON "payment_events" USING btree ("next_attempt_at") WHERE "payment_events"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_key" ON "payments" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_key" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent_key" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_key" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "plan_reminders_key" ON "plan_reminders" USING btree ("user_id","side","kind","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","side","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "wallet_ledger_supplier_idx" ON "wallet_ledger" USING btree ("supplier_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_balance_check" CHECK ("balances"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_contact_quota_check" CHECK ("balances"."contact_quota" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_conversation_quota_check" CHECK ("balances"."conversation_quota" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_farm_item_ads_quota_check" CHECK ("balances"."farm_item_ads_quota" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_farm_item_post_quota_check" CHECK ("balances"."farm_item_post_quota" >= 0);--> statement-breakpoint
-- Every existing Balance becomes the ledger's opening row, before the triggers below exist.
INSERT INTO "wallet_ledger" ("supplier_id", "balance_delta", "contact_quota_delta", "conversation_quota_delta", "farm_item_post_quota_delta", "farm_item_ads_quota_delta", "reason")
SELECT "supplier_id", "balance", "contact_quota", "conversation_quota", "farm_item_post_quota", "farm_item_ads_quota", 'opening_balance' FROM "balances";--> statement-breakpoint
UPDATE "balances" SET "quota_renews_at" = now() + interval '1 month';--> statement-breakpoint
-- The Balance is the ledger's running sum: each ledger row adds its deltas. The CHECK constraints on
-- balances refuse a negative result, which fails the ledger insert: under concurrent spending the
-- row lock serialises the updates and the second spender of the last unit gets a check violation.
CREATE FUNCTION "wallet_ledger_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- UPDATE first: INSERT .. ON CONFLICT would check the VALUES row (a negative delta) against the
  -- constraints before finding the existing row.
  UPDATE "balances" SET
    "balance" = "balance" + NEW."balance_delta",
    "contact_quota" = "contact_quota" + NEW."contact_quota_delta",
    "conversation_quota" = "conversation_quota" + NEW."conversation_quota_delta",
    "farm_item_post_quota" = "farm_item_post_quota" + NEW."farm_item_post_quota_delta",
    "farm_item_ads_quota" = "farm_item_ads_quota" + NEW."farm_item_ads_quota_delta"
  WHERE "supplier_id" = NEW."supplier_id";
  IF NOT FOUND THEN
    INSERT INTO "balances" ("supplier_id", "balance", "contact_quota", "conversation_quota", "farm_item_post_quota", "farm_item_ads_quota")
    VALUES (NEW."supplier_id", NEW."balance_delta", NEW."contact_quota_delta", NEW."conversation_quota_delta", NEW."farm_item_post_quota_delta", NEW."farm_item_ads_quota_delta");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_apply" AFTER INSERT ON "wallet_ledger" FOR EACH ROW EXECUTE FUNCTION "wallet_ledger_apply"();--> statement-breakpoint
-- Amounts in balances change only through the ledger (the ledger trigger runs one level deeper).
CREATE FUNCTION "balances_through_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
    (TG_OP = 'INSERT' AND (NEW."balance" <> 0 OR NEW."contact_quota" <> 0 OR NEW."conversation_quota" <> 0 OR NEW."farm_item_post_quota" <> 0 OR NEW."farm_item_ads_quota" <> 0))
    OR (TG_OP = 'UPDATE' AND (NEW."balance", NEW."contact_quota", NEW."conversation_quota", NEW."farm_item_post_quota", NEW."farm_item_ads_quota")
        IS DISTINCT FROM (OLD."balance", OLD."contact_quota", OLD."conversation_quota", OLD."farm_item_post_quota", OLD."farm_item_ads_quota"))
  ) THEN
    RAISE EXCEPTION 'balances change only through wallet_ledger' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "balances_through_ledger" BEFORE INSERT OR UPDATE ON "balances" FOR EACH ROW EXECUTE FUNCTION "balances_through_ledger"();--> statement-breakpoint
-- The ledger is append-only; only a supplier's deletion (its cascade) removes its rows.
CREATE FUNCTION "wallet_ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "suppliers" WHERE "id" = OLD."supplier_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'wallet_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_no_update_delete" BEFORE UPDATE OR DELETE ON "wallet_ledger" FOR EACH ROW EXECUTE FUNCTION "wallet_ledger_immutable"();--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_no_truncate" BEFORE TRUNCATE ON "wallet_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_ledger_immutable"();
