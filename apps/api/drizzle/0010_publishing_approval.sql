ALTER TABLE "management_companies" ADD COLUMN "publishing_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "publishing_approved_by" integer;--> statement-breakpoint
ALTER TABLE "management_companies" ADD CONSTRAINT "management_companies_publishing_approved_by_users_id_fk" FOREIGN KEY ("publishing_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Registration is closed unless a system administrator opens it: the open value older seeds wrote by themselves (never edited since) is removed, so it reads as unset, that is closed.
DELETE FROM "system_values" WHERE "key" = 'NewRegistrationAvailable' AND "value" = 'true' AND "version" = 1 AND "description" = 'Whether visitors may register a new management company ("true" or "false").';
