CREATE TABLE "portal_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"contact_id" integer NOT NULL,
	"vendor_id" integer,
	"email" text NOT NULL,
	"user_id" integer,
	"key_hash" text,
	"key_expires_at" timestamp with time zone,
	"key_used_at" timestamp with time zone,
	"invited_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_links_user" UNIQUE("user_id"),
	CONSTRAINT "portal_links_key" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_links_contact" ON "portal_links" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "portal_links_company" ON "portal_links" USING btree ("management_company_id");--> statement-breakpoint
-- A portal link's change (revoked, accepted) tells every instance to drop cached sessions; so does a vendor's or a
-- lease's change, since a vendor made inactive or a tenant's last lease ended ends their portal users' sessions.
CREATE TRIGGER portal_links_auth_changed AFTER UPDATE OR DELETE ON portal_links
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER vendors_portal_auth_changed AFTER UPDATE OF status OR DELETE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER leases_portal_auth_changed AFTER UPDATE OF end_date, is_draft OR DELETE ON leases
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
--> statement-breakpoint
CREATE TRIGGER lease_parties_portal_auth_changed AFTER DELETE ON lease_parties
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_auth_changed();
