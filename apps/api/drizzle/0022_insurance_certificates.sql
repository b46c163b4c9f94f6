CREATE TABLE "insurance_certificate_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"type" text NOT NULL,
	"insurer" text DEFAULT '' NOT NULL,
	"policy_number" text DEFAULT '' NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_certificate_uploads_dates" CHECK ("insurance_certificate_uploads"."expiry_date" > "insurance_certificate_uploads"."effective_date")
);
--> statement-breakpoint
ALTER TABLE "insurance_certificate_uploads" ADD CONSTRAINT "insurance_certificate_uploads_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificate_uploads" ADD CONSTRAINT "insurance_certificate_uploads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificate_uploads" ADD CONSTRAINT "insurance_certificate_uploads_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificate_uploads" ADD CONSTRAINT "insurance_certificate_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_certificate_uploads" ADD CONSTRAINT "insurance_certificate_uploads_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_certificate_uploads_vendor" ON "insurance_certificate_uploads" USING btree ("vendor_id","status");