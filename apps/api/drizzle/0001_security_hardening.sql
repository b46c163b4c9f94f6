ALTER TABLE "audit_events" ADD COLUMN "effective_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_effective_user_id_users_id_fk" FOREIGN KEY ("effective_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent" ON "sessions" USING btree ("parent_session_id");