-- Each allocation row gets the day from which it stands in the ledger as of a day (docs/ledger.md), set by the
-- database on insert so that every writer follows one rule: the latest of the payment's and the charge's
-- dates, the date of a reversal of either recorded by then, and the days of either's earlier undoing rows
-- (money a void freed, or a charge it re-opened, is applied again only from the void's day on).
DROP INDEX "ledger_allocations_lease";--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD COLUMN "effective_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_allocations_lease" ON "ledger_allocations" USING btree ("lease_id","effective_on");--> statement-breakpoint
CREATE FUNCTION "ledger_allocation_day"("payment" integer, "charge" integer, "before_id" integer, "at" timestamptz)
RETURNS date LANGUAGE sql STABLE AS $$
  SELECT greatest(
    (SELECT "date" FROM "ledger_entries" WHERE "id" = "payment"),
    (SELECT "date" FROM "ledger_entries" WHERE "id" = "charge"),
    (SELECT max("date") FROM "ledger_entries"
      WHERE "reverses_id" IN ("payment", "charge") AND "created_at" <= "at"),
    (SELECT max("effective_on") FROM "ledger_allocations"
      WHERE ("payment_id" = "payment" OR "charge_id" = "charge") AND "amount_cents" < 0 AND "id" < "before_id"))
$$;--> statement-breakpoint
CREATE FUNCTION "ledger_allocation_effective_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."effective_on" := "ledger_allocation_day"(NEW."payment_id", NEW."charge_id", NEW."id", NEW."created_at");
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "ledger_allocations" DISABLE TRIGGER "ledger_allocations_no_update";--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "id", "payment_id", "charge_id", "created_at" FROM "ledger_allocations" ORDER BY "id" LOOP
    UPDATE "ledger_allocations"
       SET "effective_on" = "ledger_allocation_day"(r."payment_id", r."charge_id", r."id", r."created_at")
     WHERE "id" = r."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ENABLE TRIGGER "ledger_allocations_no_update";--> statement-breakpoint
CREATE TRIGGER "ledger_allocations_effective_on" BEFORE INSERT ON "ledger_allocations" FOR EACH ROW EXECUTE FUNCTION "ledger_allocation_effective_on"();
