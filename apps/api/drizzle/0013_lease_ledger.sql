CREATE TABLE "ledger_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_allocations_nonzero" CHECK ("ledger_allocations"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"lease_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"reverses_id" integer,
	"reason" text,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"posting_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ledger_entries_sign" CHECK (("ledger_entries"."kind" in ('rent','recurring','late-fee','deposit','charge') and "ledger_entries"."amount_cents" > 0)
        or ("ledger_entries"."kind" in ('payment','credit') and "ledger_entries"."amount_cents" < 0)
        or ("ledger_entries"."kind" = 'deposit-return' and "ledger_entries"."amount_cents" <= 0)
        or ("ledger_entries"."kind" = 'reversal' and "ledger_entries"."reverses_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "ledger_starts_on" date;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_payment_id_ledger_entries_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_charge_id_ledger_entries_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_allocations_lease" ON "ledger_allocations" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "ledger_allocations_payment" ON "ledger_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_allocations_charge" ON "ledger_allocations" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_lease_date" ON "ledger_entries" USING btree ("lease_id","date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_date" ON "ledger_entries" USING btree ("management_company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_posting_key" ON "ledger_entries" USING btree ("lease_id","posting_key") WHERE "ledger_entries"."posting_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_once" ON "ledger_entries" USING btree ("reverses_id") WHERE "ledger_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never edited: post a reversal' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_update"();--> statement-breakpoint
CREATE TRIGGER "ledger_allocations_no_update" BEFORE UPDATE ON "ledger_allocations" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_update"();--> statement-breakpoint
INSERT INTO "security_features" ("id", "level", "code", "name") VALUES (204, 'property', 'property.ledger', 'Lease ledger') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "group_feature_access" ("group_id", "feature_id", "access", "scope_id")
  SELECT "group_id", 204, "access" & 7, "scope_id" FROM "group_feature_access" WHERE "feature_id" = 203 AND ("access" & 7) <> 0
  ON CONFLICT DO NOTHING;
