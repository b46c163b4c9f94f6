// A rental unit's shown status: the one place that decides it, as SQL that every read, list, count and the
// public listings share, so that a lease saved is seen everywhere at once.
import { NOTICE_DAYS, type UnitStatus } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** Today in the unit's company's time zone (lease dates are that place's calendar days). */
const today = sql`((now() at time zone (select c.time_zone from management_companies c where c.id = "rental_units"."management_company_id"))::date)`;
/** A lease holding the unit on `t.d`: started, and not ended (a rollover lease runs on after its term). */
const holds = sql`l.start_date <= t.d and (l.type = 'rollover' or l.end_date is null or l.end_date >= t.d)`;
/** …whose fixed end is near, with no later lease to follow it. */
const endsSoon = sql`l.type <> 'rollover' and l.end_date is not null and l.end_date <= t.d + ${sql.raw(String(NOTICE_DAYS))} and not exists (select 1 from leases n where n.unit_id = l.unit_id and not n.is_draft and n.start_date > l.end_date)`;

/**
 * The status a unit shows, over the `rental_units` row of the query (named in full): offline as entered
 * wins; else a lease holding it today makes it occupied, or on notice when that lease's end is within
 * NOTICE_DAYS and no lease follows; else occupied as entered (kept without a lease, e.g. the owner's own
 * hangar); else future when a later lease exists; else vacant. Drafts count for nothing. Today is worked
 * out once per unit, and the leases holding it are read in one pass.
 */
export const shownStatusSql = sql<UnitStatus>`(select case
  when "rental_units"."status" = 'offline' then 'offline'
  when h.held then case when h.ending then 'notice' else 'occupied' end
  when "rental_units"."status" = 'occupied' then 'occupied'
  when exists (select 1 from leases l where l.unit_id = "rental_units"."id" and not l.is_draft and l.start_date > t.d) then 'future'
  else 'vacant' end
  from (select ${today} as d) t
  cross join lateral (select bool_or(true) as held, bool_or(${endsSoon}) as ending
    from leases l where l.unit_id = "rental_units"."id" and not l.is_draft and ${holds}) h)`;

/** The SQL of `shown status = status`. */
export function shownStatusIs(status: UnitStatus): SQL {
  return sql`${shownStatusSql} = ${status}`;
}

/** The shown status of a row read with `shownStatus` (the unit repository selects it with every row). */
export function shownStatus(row: { shownStatus?: string | null; status: string }): UnitStatus {
  return (row.shownStatus ?? row.status) as UnitStatus;
}
