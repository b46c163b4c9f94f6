DROP INDEX "contacts_company_file_as";--> statement-breakpoint
DROP INDEX "contacts_company_updated";--> statement-breakpoint
ALTER TABLE "rental_units" ADD COLUMN "shown_status" text DEFAULT 'vacant' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_units" ADD COLUMN "status_changes_on" date;--> statement-breakpoint
CREATE INDEX "contacts_company_city" ON "contacts" USING btree ("management_company_id",(("addresses"->0->>'city') is null),(coalesce(lower("addresses"->0->>'city'), '')),"id");--> statement-breakpoint
CREATE INDEX "contacts_company_kind" ON "contacts" USING btree ("management_company_id","kind",lower("file_as"),"id");--> statement-breakpoint
CREATE INDEX "leases_company_start" ON "leases" USING btree ("management_company_id","start_date","id");--> statement-breakpoint
CREATE INDEX "rental_units_company_shown" ON "rental_units" USING btree ("management_company_id","shown_status","sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "rental_units_property_shown" ON "rental_units" USING btree ("property_id","shown_status");--> statement-breakpoint
CREATE INDEX "rental_units_status_changes" ON "rental_units" USING btree ("status_changes_on");--> statement-breakpoint
CREATE INDEX "rental_units_company_number" ON "rental_units" USING btree ("management_company_id","sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "contacts_company_file_as" ON "contacts" USING btree ("management_company_id",lower("file_as"),"id");--> statement-breakpoint
CREATE INDEX "contacts_company_updated" ON "contacts" USING btree ("management_company_id","updated_at","id");--> statement-breakpoint
-- A unit's shown status on day d (the one derivation; `deriveUnitStatus` in unit-status.ts says the same in
-- TypeScript): offline as entered wins; a final lease holding the unit on d makes it occupied, or notice when
-- that lease's fixed end is within 30 days (NOTICE_DAYS) with no later lease to follow; else occupied as
-- entered; else future when a later lease exists; else vacant. Drafts count for nothing.
CREATE OR REPLACE FUNCTION hangar_unit_status(p_unit integer, p_entered text, d date) RETURNS text
LANGUAGE sql STABLE AS $$
  select case
    when p_entered = 'offline' then 'offline'
    when h.held then case when h.ending then 'notice' else 'occupied' end
    when p_entered = 'occupied' then 'occupied'
    when exists (select 1 from leases l where l.unit_id = p_unit and not l.is_draft and l.start_date > d) then 'future'
    else 'vacant' end
  from (select bool_or(true) as held,
      bool_or(l.type <> 'rollover' and l.end_date is not null and l.end_date <= d + 30
        and not exists (select 1 from leases n where n.unit_id = l.unit_id and not n.is_draft and n.start_date > l.end_date)) as ending
    from leases l
    where l.unit_id = p_unit and not l.is_draft and l.start_date <= d
      and (l.type = 'rollover' or l.end_date is null or l.end_date >= d)) h
$$;
--> statement-breakpoint
-- The first day after d on which the calendar alone may change the status: a lease starts, passes its end,
-- or comes within 30 days of it. Null: nothing changes until a lease or the unit is written.
CREATE OR REPLACE FUNCTION hangar_unit_status_changes_on(p_unit integer, d date) RETURNS date
LANGUAGE sql STABLE AS $$
  select min(v.x) from leases l
  cross join lateral (values (l.start_date), (l.end_date + 1), (l.end_date - 30)) v(x)
  where l.unit_id = p_unit and not l.is_draft and v.x > d
$$;
--> statement-breakpoint
-- Today in a company's time zone.
CREATE OR REPLACE FUNCTION hangar_company_today(p_company integer) RETURNS date
LANGUAGE sql STABLE AS $$
  select (now() at time zone c.time_zone)::date from management_companies c where c.id = p_company
$$;
--> statement-breakpoint
-- Writes a unit's stored status for day d (only when it differs: a no-op leaves the row alone).
CREATE OR REPLACE FUNCTION hangar_store_unit_status(p_unit integer, d date) RETURNS void
LANGUAGE sql AS $$
  update rental_units u set
    shown_status = hangar_unit_status(u.id, u.status, d),
    status_changes_on = hangar_unit_status_changes_on(u.id, d)
  where u.id = p_unit
    and (u.shown_status, u.status_changes_on) is distinct from
      (hangar_unit_status(u.id, u.status, d), hangar_unit_status_changes_on(u.id, d))
$$;
--> statement-breakpoint
-- A unit written with a status (or a new one): its stored status follows in the same statement.
CREATE OR REPLACE FUNCTION hangar_unit_status_on_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE d date := hangar_company_today(NEW.management_company_id);
BEGIN
  NEW.shown_status := hangar_unit_status(NEW.id, NEW.status, d);
  NEW.status_changes_on := hangar_unit_status_changes_on(NEW.id, d);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER rental_units_status_on_write BEFORE INSERT OR UPDATE OF status, management_company_id ON rental_units
  FOR EACH ROW EXECUTE FUNCTION hangar_unit_status_on_write();
--> statement-breakpoint
-- A lease written or deleted: its unit's (and a unit it left's) stored status, in the same transaction.
CREATE OR REPLACE FUNCTION hangar_unit_status_on_lease() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM hangar_store_unit_status(NEW.unit_id, hangar_company_today(NEW.management_company_id));
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.unit_id <> NEW.unit_id) THEN
    PERFORM hangar_store_unit_status(OLD.unit_id, hangar_company_today(OLD.management_company_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leases_unit_status AFTER INSERT OR UPDATE OR DELETE ON leases
  FOR EACH ROW EXECUTE FUNCTION hangar_unit_status_on_lease();
--> statement-breakpoint
-- A company moved to another time zone: its units' today moves with it.
CREATE OR REPLACE FUNCTION hangar_unit_status_on_time_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hangar_store_unit_status(u.id, hangar_company_today(NEW.id)) FROM rental_units u
    WHERE u.management_company_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER management_companies_unit_status AFTER UPDATE OF time_zone ON management_companies
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION hangar_unit_status_on_time_zone();
--> statement-breakpoint
-- The existing units' stored status, as of today in each company's time zone.
UPDATE rental_units u SET
  shown_status = hangar_unit_status(u.id, u.status, t.d),
  status_changes_on = hangar_unit_status_changes_on(u.id, t.d)
FROM (SELECT c.id, (now() at time zone c.time_zone)::date AS d FROM management_companies c) t
WHERE t.id = u.management_company_id;
