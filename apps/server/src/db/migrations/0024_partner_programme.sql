CREATE TABLE "partner_balances" (
	"partner_user_id" uuid PRIMARY KEY NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"approved_cents" bigint DEFAULT 0 NOT NULL,
	"in_payout_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_balances_pending_check" CHECK ("partner_balances"."pending_cents" >= 0),
	CONSTRAINT "partner_balances_approved_check" CHECK ("partner_balances"."approved_cents" >= 0),
	CONSTRAINT "partner_balances_in_payout_check" CHECK ("partner_balances"."in_payout_cents" >= 0),
	CONSTRAINT "partner_balances_paid_check" CHECK ("partner_balances"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"visitor_key" text NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_user_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"base_amount_cents" integer NOT NULL,
	"base_refunded_cents" integer DEFAULT 0 NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"payout_id" uuid,
	"approve_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "partner_commissions_state_check" CHECK ("partner_commissions"."state" in ('pending','approved','paid','reversed')),
	CONSTRAINT "partner_commissions_amount_check" CHECK ("partner_commissions"."amount_cents" > 0 and "partner_commissions"."base_amount_cents" > 0 and "partner_commissions"."rate_bp" between 0 and 10000),
	CONSTRAINT "partner_commissions_reversed_check" CHECK ("partner_commissions"."reversed_cents" between 0 and "partner_commissions"."amount_cents" and "partner_commissions"."base_refunded_cents" between 0 and "partner_commissions"."base_amount_cents"),
	CONSTRAINT "partner_commissions_currency_check" CHECK ("partner_commissions"."currency" = 'USD')
);
--> statement-breakpoint
CREATE TABLE "partner_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_user_id" uuid NOT NULL,
	"commission_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"pending_delta" bigint DEFAULT 0 NOT NULL,
	"approved_delta" bigint DEFAULT 0 NOT NULL,
	"in_payout_delta" bigint DEFAULT 0 NOT NULL,
	"paid_delta" bigint DEFAULT 0 NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"target_path" text DEFAULT '/' NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"method" text NOT NULL,
	"details" text,
	"reference" text,
	"refused_reason" text,
	"operator_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "partner_payouts_state_check" CHECK ("partner_payouts"."state" in ('requested','paid','refused')),
	CONSTRAINT "partner_payouts_amount_check" CHECK ("partner_payouts"."amount_cents" > 0),
	CONSTRAINT "partner_payouts_paid_check" CHECK ("partner_payouts"."state" <> 'paid' or "partner_payouts"."reference" is not null),
	CONSTRAINT "partner_payouts_refused_check" CHECK ("partner_payouts"."state" <> 'refused' or "partner_payouts"."refused_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "partner_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referred_user_id" uuid,
	"partner_user_id" uuid NOT NULL,
	"link_id" uuid,
	"referred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"flag" text,
	"flagged_at" timestamp with time zone,
	CONSTRAINT "partner_referrals_flag_check" CHECK ("partner_referrals"."flag" is null or "partner_referrals"."flag" in ('self_referral_same_account','same_email_domain','same_card'))
);
--> statement-breakpoint
ALTER TABLE "partner_balances" ADD CONSTRAINT "partner_balances_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_clicks" ADD CONSTRAINT "partner_clicks_link_id_partner_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."partner_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_commissions" ADD CONSTRAINT "partner_commissions_referral_id_partner_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."partner_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_links" ADD CONSTRAINT "partner_links_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_referrals" ADD CONSTRAINT "partner_referrals_link_id_partner_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."partner_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_clicks_key" ON "partner_clicks" USING btree ("link_id","day","visitor_key","country");--> statement-breakpoint
CREATE INDEX "partner_clicks_day_idx" ON "partner_clicks" USING btree ("link_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_commissions_payment_key" ON "partner_commissions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_commissions_event_key" ON "partner_commissions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_commissions_partner_idx" ON "partner_commissions" USING btree ("partner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_commissions_due_idx" ON "partner_commissions" USING btree ("approve_after") WHERE "partner_commissions"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_commissions_payout_idx" ON "partner_commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "partner_ledger_partner_idx" ON "partner_ledger" USING btree ("partner_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_code_key" ON "partner_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_links_default_key" ON "partner_links" USING btree ("partner_user_id") WHERE "partner_links"."is_default";--> statement-breakpoint
CREATE INDEX "partner_links_partner_idx" ON "partner_links" USING btree ("partner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_open_key" ON "partner_payouts" USING btree ("partner_user_id") WHERE "partner_payouts"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_idx" ON "partner_payouts" USING btree ("partner_user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_payouts_state_idx" ON "partner_payouts" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_referrals_referred_key" ON "partner_referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "partner_referrals_partner_idx" ON "partner_referrals" USING btree ("partner_user_id","referred_at" DESC NULLS LAST);--> statement-breakpoint
-- Decision 030. A commission's money moves only through its state, and every move is a ledger row:
-- the commissions trigger appends it, the ledger trigger adds it to partner_balances, whose CHECK
-- constraints refuse a negative figure (so no payout can take more than was approved).
-- Trigger depth: an app UPDATE of partner_commissions (0) -> its AFTER trigger (1) inserts the
-- ledger row -> the ledger trigger (2) updates partner_balances -> the balances guard runs at 3.
CREATE FUNCTION "partner_commissions_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'partner_commissions are kept (TRUNCATE refused)' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Only a partner's deletion (its cascade) removes their commissions.
    IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."partner_user_id") THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'partner_commissions are kept (DELETE refused)' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."state" <> 'pending' OR NEW."reversed_cents" <> 0 OR NEW."payout_id" IS NOT NULL OR NEW."base_refunded_cents" <> 0 THEN
      RAISE EXCEPTION 'a commission starts pending, unreversed and outside any payout' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."partner_user_id", NEW."referral_id", NEW."payment_id", NEW."event_id", NEW."base_amount_cents", NEW."rate_bp", NEW."amount_cents", NEW."currency", NEW."created_at")
     IS DISTINCT FROM (OLD."partner_user_id", OLD."referral_id", OLD."payment_id", OLD."event_id", OLD."base_amount_cents", OLD."rate_bp", OLD."amount_cents", OLD."currency", OLD."created_at") THEN
    RAISE EXCEPTION 'a commission''s amounts and origin never change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW."reversed_cents" < OLD."reversed_cents" OR NEW."base_refunded_cents" < OLD."base_refunded_cents" THEN
    RAISE EXCEPTION 'a reversal is never undone' USING ERRCODE = 'check_violation';
  END IF;
  -- Reversing is allowed only while the money is pending, or approved and outside any payout.
  IF NEW."reversed_cents" > OLD."reversed_cents" AND NOT (OLD."state" = 'pending' OR (OLD."state" = 'approved' AND OLD."payout_id" IS NULL AND NEW."payout_id" IS NULL)) THEN
    RAISE EXCEPTION 'commission % cannot be reversed in state %', OLD."id", OLD."state" USING ERRCODE = 'check_violation';
  END IF;
  IF NOT (
    (OLD."state" = NEW."state" AND OLD."state" IN ('pending', 'approved'))
    OR (OLD."state" = 'pending' AND NEW."state" IN ('approved', 'reversed'))
    OR (OLD."state" = 'approved' AND NEW."state" = 'reversed' AND OLD."payout_id" IS NULL)
    OR (OLD."state" = 'approved' AND NEW."state" = 'paid' AND OLD."payout_id" IS NOT NULL AND NEW."payout_id" = OLD."payout_id")
    OR (OLD."state" = NEW."state" AND OLD."state" IN ('paid', 'reversed') AND OLD."payout_id" IS NOT DISTINCT FROM NEW."payout_id")
  ) THEN
    RAISE EXCEPTION 'commission % cannot move from % to %', OLD."id", OLD."state", NEW."state" USING ERRCODE = 'check_violation';
  END IF;
  -- Fully reversed means reversed, and reversed means fully reversed.
  IF (NEW."state" = 'reversed') <> (NEW."reversed_cents" = NEW."amount_cents") THEN
    RAISE EXCEPTION 'commission % is reversed exactly when nothing of it is left', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  -- Into a payout and out of it only while approved; never from one payout straight to another.
  IF NEW."payout_id" IS DISTINCT FROM OLD."payout_id" AND (NEW."state" <> 'approved' OR (OLD."payout_id" IS NOT NULL AND NEW."payout_id" IS NOT NULL)) THEN
    RAISE EXCEPTION 'commission % cannot change payout in state %', OLD."id", NEW."state" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_commissions_guard" BEFORE INSERT OR UPDATE OR DELETE ON "partner_commissions" FOR EACH ROW EXECUTE FUNCTION "partner_commissions_guard"();--> statement-breakpoint
CREATE TRIGGER "partner_commissions_no_truncate" BEFORE TRUNCATE ON "partner_commissions" FOR EACH STATEMENT EXECUTE FUNCTION "partner_commissions_guard"();--> statement-breakpoint
-- Each accepted change of a commission becomes ledger rows: what moved from which sum to which.
CREATE FUNCTION "partner_commissions_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reversed bigint;
  left_old bigint;
  left_new bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "pending_delta")
    VALUES (NEW."partner_user_id", NEW."id", 'earned', NEW."amount_cents");
    RETURN NEW;
  END IF;
  reversed := NEW."reversed_cents" - OLD."reversed_cents";
  left_old := OLD."amount_cents" - OLD."reversed_cents";
  left_new := NEW."amount_cents" - NEW."reversed_cents";
  IF reversed > 0 THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "pending_delta", "approved_delta")
    VALUES (NEW."partner_user_id", NEW."id", 'reversed',
      CASE WHEN OLD."state" = 'pending' THEN -reversed ELSE 0 END,
      CASE WHEN OLD."state" = 'approved' THEN -reversed ELSE 0 END);
  END IF;
  IF OLD."state" = 'pending' AND NEW."state" = 'approved' THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "pending_delta", "approved_delta")
    VALUES (NEW."partner_user_id", NEW."id", 'approved', -left_new, left_new);
  ELSIF OLD."payout_id" IS NULL AND NEW."payout_id" IS NOT NULL THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "approved_delta", "in_payout_delta", "payout_id")
    VALUES (NEW."partner_user_id", NEW."id", 'payout_requested', -left_new, left_new, NEW."payout_id");
  ELSIF OLD."payout_id" IS NOT NULL AND NEW."payout_id" IS NULL THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "approved_delta", "in_payout_delta", "payout_id")
    VALUES (NEW."partner_user_id", NEW."id", 'payout_refused', left_old, -left_old, OLD."payout_id");
  ELSIF OLD."state" = 'approved' AND NEW."state" = 'paid' THEN
    INSERT INTO "partner_ledger" ("partner_user_id", "commission_id", "entry", "in_payout_delta", "paid_delta", "payout_id")
    VALUES (NEW."partner_user_id", NEW."id", 'payout_paid', -left_new, left_new, NEW."payout_id");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_commissions_to_ledger" AFTER INSERT OR UPDATE ON "partner_commissions" FOR EACH ROW EXECUTE FUNCTION "partner_commissions_to_ledger"();--> statement-breakpoint
-- The balance is the ledger's running sum (UPDATE first: see wallet_ledger_apply in 0009).
CREATE FUNCTION "partner_ledger_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'partner_ledger rows come only from partner_commissions changes' USING ERRCODE = 'insufficient_privilege';
  END IF;
  UPDATE "partner_balances" SET
    "pending_cents" = "pending_cents" + NEW."pending_delta",
    "approved_cents" = "approved_cents" + NEW."approved_delta",
    "in_payout_cents" = "in_payout_cents" + NEW."in_payout_delta",
    "paid_cents" = "paid_cents" + NEW."paid_delta"
  WHERE "partner_user_id" = NEW."partner_user_id";
  IF NOT FOUND THEN
    INSERT INTO "partner_balances" ("partner_user_id", "pending_cents", "approved_cents", "in_payout_cents", "paid_cents")
    VALUES (NEW."partner_user_id", NEW."pending_delta", NEW."approved_delta", NEW."in_payout_delta", NEW."paid_delta");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_ledger_apply" AFTER INSERT ON "partner_ledger" FOR EACH ROW EXECUTE FUNCTION "partner_ledger_apply"();--> statement-breakpoint
-- Amounts in partner_balances change only through the ledger. An empty row may be made directly
-- (a payout request locks the partner's row, creating it when missing).
CREATE FUNCTION "partner_balances_through_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 3 AND (
    (TG_OP = 'INSERT' AND (NEW."pending_cents" <> 0 OR NEW."approved_cents" <> 0 OR NEW."in_payout_cents" <> 0 OR NEW."paid_cents" <> 0))
    OR (TG_OP = 'UPDATE' AND (NEW."pending_cents", NEW."approved_cents", NEW."in_payout_cents", NEW."paid_cents")
        IS DISTINCT FROM (OLD."pending_cents", OLD."approved_cents", OLD."in_payout_cents", OLD."paid_cents"))
  ) THEN
    RAISE EXCEPTION 'partner_balances change only through partner_ledger' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_balances_through_ledger" BEFORE INSERT OR UPDATE ON "partner_balances" FOR EACH ROW EXECUTE FUNCTION "partner_balances_through_ledger"();--> statement-breakpoint
-- The ledger is append-only; only a partner's deletion (its cascade) removes its rows.
CREATE FUNCTION "partner_ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."partner_user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'partner_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "partner_ledger_no_update_delete" BEFORE UPDATE OR DELETE ON "partner_ledger" FOR EACH ROW EXECUTE FUNCTION "partner_ledger_immutable"();--> statement-breakpoint
CREATE TRIGGER "partner_ledger_no_truncate" BEFORE TRUNCATE ON "partner_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "partner_ledger_immutable"();
