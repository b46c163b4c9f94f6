CREATE TABLE "work_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"by_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer,
	"common_area" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_contact_id" integer,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"vendor_id" integer,
	"insurance_override_reason" text,
	"status" text DEFAULT 'new' NOT NULL,
	"scheduled_date" date,
	"labour_cents" integer DEFAULT 0 NOT NULL,
	"materials_cents" integer DEFAULT 0 NOT NULL,
	"bill_to_tenant" boolean DEFAULT false NOT NULL,
	"lease_id" integer,
	"ledger_entry_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_costs" CHECK ("work_orders"."labour_cents" >= 0 and "work_orders"."materials_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_requested_by_contact_id_contacts_id_fk" FOREIGN KEY ("requested_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_events_order" ON "work_order_events" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "work_orders_company_status" ON "work_orders" USING btree ("management_company_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_property" ON "work_orders" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "work_orders_unit" ON "work_orders" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "work_orders_vendor" ON "work_orders" USING btree ("vendor_id");--> statement-breakpoint
-- The "Work orders" property feature: whoever holds a property's details holds its work orders, with the same
-- bits and on the same properties (all of the company's, or the one granted).
INSERT INTO "security_features" ("id", "level", "code", "name")
  VALUES (205, 'property', 'property.workorders', 'Work orders')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "group_feature_access" ("group_id", "feature_id", "access", "scope_id")
  SELECT g."group_id", 205, g."access", g."scope_id" FROM "group_feature_access" g
  WHERE g."feature_id" = 201
  ON CONFLICT DO NOTHING;
