-- Contact search matches substrings through trigram indexes (PGlite ships the extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"file_as_pattern" text NOT NULL,
	"file_as" text NOT NULL,
	"tax_id_enc" text,
	"tax_id_last4" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "management_companies" DROP CONSTRAINT "management_companies_state_id_states_id_fk";
--> statement-breakpoint
ALTER TABLE "management_companies" DROP CONSTRAINT "management_companies_country_id_countries_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "management_company_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "entity" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "entity_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "tax_id_enc" text;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "tax_id_last4" text;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "phones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_company_file_as" ON "contacts" USING btree ("management_company_id",lower("file_as"));--> statement-breakpoint
CREATE INDEX "contacts_company_updated" ON "contacts" USING btree ("management_company_id","updated_at");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company" ON "audit_events" USING btree ("management_company_id","id");--> statement-breakpoint
-- The company's single e-mail, phone and address become the first entries of its typed lists.
UPDATE "management_companies" SET
  "emails" = CASE WHEN "email" <> '' THEN jsonb_build_array(jsonb_build_object('type', 'work', 'address', "email", 'isPrimary', true)) ELSE '[]'::jsonb END,
  "phones" = CASE WHEN "phone" <> '' THEN jsonb_build_array(jsonb_build_object('type', 'work', 'number', "phone", 'extension', '', 'isPrimary', true, 'e164', null)) ELSE '[]'::jsonb END,
  "addresses" = CASE WHEN "address1" <> '' AND "city" <> '' THEN jsonb_build_array(jsonb_build_object(
    'type', 'work', 'line1', "address1", 'line2', '', 'city', "city",
    'state', coalesce((select "code" from "states" where "states"."id" = "state_id"), ''),
    'postalCode', "postal_code",
    'country', coalesce((select "code" from "countries" where "countries"."id" = "country_id"), 'US'),
    'isPrimary', true)) ELSE '[]'::jsonb END;--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "address1";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "state_id";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "postal_code";--> statement-breakpoint
ALTER TABLE "management_companies" DROP COLUMN "country_id";