CREATE TABLE "aircraft" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"registration" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"wingspan_ft" double precision NOT NULL,
	"length_ft" double precision NOT NULL,
	"tail_height_ft" double precision NOT NULL,
	"based_here" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_enc" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"unit_types" jsonb NOT NULL,
	"aircraft" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"contact_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_applications_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"management_company_id" integer NOT NULL,
	"unit_type" text NOT NULL,
	"queue_at" timestamp (6) with time zone NOT NULL,
	"moved_reason" text,
	"moved_at" timestamp with time zone,
	"moved_by" integer
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"management_company_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"offered_by" integer,
	"lease_id" integer
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "aircraft_id" integer;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "clearance_width_ft" double precision DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "clearance_height_ft" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "offer_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_applications" ADD CONSTRAINT "waitlist_applications_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_application_id_waitlist_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."waitlist_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_application_id_waitlist_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."waitlist_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircraft_contact" ON "aircraft" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_company_registration" ON "aircraft" USING btree ("management_company_id","registration");--> statement-breakpoint
CREATE INDEX "waitlist_applications_company" ON "waitlist_applications" USING btree ("management_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_application_type" ON "waitlist_entries" USING btree ("application_id","unit_type");--> statement-breakpoint
CREATE INDEX "waitlist_entries_list" ON "waitlist_entries" USING btree ("management_company_id","unit_type","queue_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_unit" ON "waitlist_offers" USING btree ("unit_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_application" ON "waitlist_offers" USING btree ("application_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_company" ON "waitlist_offers" USING btree ("management_company_id","offered_at");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_aircraft_id_aircraft_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircraft"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "security_features" ("id", "level", "code", "name") VALUES (107, 'mgmtco', 'mgmtco.waitlist', 'Waiting list') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The new "Waiting list" feature: every group that holds the company profile's rights gets the same on it.
INSERT INTO "group_feature_access" ("group_id", "feature_id", "access", "scope_id")
  SELECT g."group_id", 107, g."access", g."scope_id" FROM "group_feature_access" g
  WHERE g."feature_id" = 101
  ON CONFLICT DO NOTHING;
