-- Receipt numbers belong to real charges only. Until now every checkout took a number when it was
-- opened, so a declined or abandoned attempt showed as "Receipt TL-000001 · CANCELLED". From here
-- on a payment has no number until it is paid (or refunded: money moved), and a trigger takes the
-- next one from the same sequence then, whatever code path marks it, so numbers never repeat one
-- that was already shown.
ALTER TABLE "payments" ALTER COLUMN "number" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "number" DROP DEFAULT;--> statement-breakpoint
-- Attempts that never charged give their number back (nobody was billed under it).
UPDATE "payments" SET "number" = NULL WHERE "status" NOT IN ('paid', 'refunded');--> statement-breakpoint
CREATE FUNCTION "payments_number_when_charged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('paid', 'refunded') AND NEW."number" IS NULL THEN
    NEW."number" := nextval('payments_number_seq');
  ELSIF NEW."status" NOT IN ('paid', 'refunded') THEN
    NEW."number" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_number_when_charged" BEFORE INSERT OR UPDATE ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_number_when_charged"();
