// A rental unit's shown status: stored in its row and read by every list, filter, sort, count and the public
// listings; written by the database with the lease or unit write that changes it, and moved by a daily job.
import { NOTICE_DAYS, type UnitStatus } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/**
 * The status a unit shows, over the `rental_units` row of the query (named in full): stored in the row
 * (`shown_status`), written by the database with every lease or unit write that changes it and moved on the
 * day it changes by the `move-unit-status` job, so that a list, filter, sort or count reads a column (and its
 * indexes) instead of deriving it per row. The derivation itself is `hangar_unit_status` (migration
 * 0020_scale), and `deriveUnitStatus` below in TypeScript: offline as entered wins; else a lease holding it
 * today makes it occupied, or on notice when that lease's end is within NOTICE_DAYS and no lease follows;
 * else occupied as entered (kept without a lease, e.g. the owner's own hangar); else future when a later
 * lease exists; else vacant. Drafts count for nothing.
 */
export const shownStatusSql = sql<UnitStatus>`"rental_units"."shown_status"`;

/** A lease as the derivation reads it. */
export type StatusLease = { type: string; startDate: string; endDate: string | null; isDraft: boolean };

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The status a unit entered as `entered` shows on `day` (YYYY-MM-DD) with these leases: the rule above. */
export function deriveUnitStatus(entered: string, leases: readonly StatusLease[], day: string): UnitStatus {
  if (entered === 'offline') return 'offline';
  const final = leases.filter((l) => !l.isDraft);
  const holding = final.filter(
    (l) => l.startDate <= day && (l.type === 'rollover' || l.endDate === null || l.endDate >= day),
  );
  if (holding.length) {
    const ending = holding.some(
      (l) =>
        l.type !== 'rollover' &&
        l.endDate !== null &&
        l.endDate <= addDays(day, NOTICE_DAYS) &&
        !final.some((n) => n.startDate > l.endDate!),
    );
    return ending ? 'notice' : 'occupied';
  }
  if (entered === 'occupied') return 'occupied';
  if (final.some((l) => l.startDate > day)) return 'future';
  return 'vacant';
}

/**
 * Moves the stored status of every unit whose status may have changed by the calendar since it was written:
 * those whose `status_changes_on` has come, in their company's time zone at `now`. Idempotent (a unit moved
 * waits for its next day); returns how many units it looked at.
 */
export async function moveUnitStatus(db: DbOrTx, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    with due as (
      select u.id, (${now.toISOString()}::timestamptz at time zone c.time_zone)::date as d
      from management_companies c
      join rental_units u on u.management_company_id = c.id
      where u.status_changes_on <= (${now.toISOString()}::timestamptz at time zone c.time_zone)::date
    )
    update rental_units u set
      shown_status = hangar_unit_status(u.id, u.status, due.d),
      status_changes_on = hangar_unit_status_changes_on(u.id, due.d)
    from due where due.id = u.id
    returning u.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** The SQL of `shown status = status`. */
export function shownStatusIs(status: UnitStatus): SQL {
  return sql`${shownStatusSql} = ${status}`;
}

/** The shown status of a row read with `shownStatus` (the unit repository selects it with every row). */
export function shownStatus(row: { shownStatus?: string | null; status: string }): UnitStatus {
  return (row.shownStatus ?? row.status) as UnitStatus;
}
