CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"etag" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"show_in_listing" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_as" text NOT NULL,
	"type" text NOT NULL,
	"address" jsonb,
	"year_built" integer,
	"description" text DEFAULT '' NOT NULL,
	"square_feet" integer,
	"lot_square_feet" integer,
	"manager_user_id" integer,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"property_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_owners_property_id_contact_id_pk" PRIMARY KEY("property_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"sort_key" text NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"square_feet" integer,
	"market_rent_cents" integer,
	"bedrooms" integer,
	"bathrooms" double precision,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_available" text,
	"is_listed" boolean DEFAULT false NOT NULL,
	"listing_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'vacant' NOT NULL,
	"door_width_ft" double precision,
	"door_height_ft" double precision,
	"depth_ft" double precision,
	"floor" text,
	"power" text,
	"heated" boolean DEFAULT false NOT NULL,
	"enclosure" text,
	"notes" text DEFAULT '' NOT NULL,
	"card_image_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "publishes_listings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "listing_contact_line" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner" ON "attachments" USING btree ("owner_kind","owner_id","kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_company_file_as" ON "properties" USING btree ("management_company_id",lower("file_as"));--> statement-breakpoint
CREATE INDEX "property_owners_contact" ON "property_owners" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_units_property_number" ON "rental_units" USING btree ("property_id",lower("unit_number"));--> statement-breakpoint
CREATE INDEX "rental_units_property_sort" ON "rental_units" USING btree ("property_id","sort_key");--> statement-breakpoint
CREATE INDEX "rental_units_company_sort" ON "rental_units" USING btree ("management_company_id","sort_key");--> statement-breakpoint
CREATE INDEX "rental_units_listed" ON "rental_units" USING btree ("is_listed","status");