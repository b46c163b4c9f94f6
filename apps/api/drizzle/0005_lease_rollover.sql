-- A lease "fixed, then month to month" keeps its unit after the fixed term ends, until it is changed to a
-- fixed lease ending on the move-out day: its range has no end in the overlap rule.
ALTER TABLE "leases" DROP CONSTRAINT "leases_no_overlap";--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("start_date", CASE WHEN "type" = 'rollover' THEN NULL ELSE "end_date" END, '[]') WITH &&) WHERE (NOT "is_draft");
