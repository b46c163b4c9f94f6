CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"vendor_notes" text DEFAULT '' NOT NULL,
	"is_1099" boolean DEFAULT false NOT NULL,
	"w9_document_id" integer,
	"w9_received_date" date,
	"license_number" text DEFAULT '' NOT NULL,
	"license_state" text DEFAULT '' NOT NULL,
	"license_expires" date,
	"insurance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_expires" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_contact" UNIQUE("contact_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_company_insurance" ON "vendors" USING btree ("management_company_id","insurance_expires");--> statement-breakpoint
CREATE INDEX "vendors_categories" ON "vendors" USING gin ("categories");