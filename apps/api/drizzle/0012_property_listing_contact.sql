ALTER TABLE "properties" ADD COLUMN "listing_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_contact_email" text DEFAULT '' NOT NULL;