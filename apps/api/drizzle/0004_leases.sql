-- Two leases of one unit that are not drafts never share a day: an exclusion constraint over the date range
-- needs btree_gist for the unit's equality (PGlite ships the extension too).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "lease_parties" (
	"lease_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_parties_lease_id_contact_id_pk" PRIMARY KEY("lease_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_draft" boolean DEFAULT false NOT NULL,
	"rent_cents" integer NOT NULL,
	"rent_cycle" text DEFAULT 'monthly' NOT NULL,
	"due_day" integer DEFAULT 1 NOT NULL,
	"deposit_cents" integer,
	"deposit_due_date" date,
	"deposit_received_date" date,
	"charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"late_fee" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_end_after_start" CHECK ("leases"."end_date" is null or "leases"."end_date" > "leases"."start_date"),
	CONSTRAINT "leases_due_day" CHECK ("leases"."due_day" between 0 and 28)
);
--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_parties_contact" ON "lease_parties" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "leases_unit_start" ON "leases" USING btree ("unit_id","start_date");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE (NOT "is_draft");
