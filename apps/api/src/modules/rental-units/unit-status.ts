// A rental unit's shown status: the one place that decides it, in code and in SQL, so that leases can take over.
import type { UnitStatus } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The status a unit shows. For now it is the status as entered (vacant, occupied or offline); once leases
 * exist, an occupied, ending or future lease decides it here.
 */
export function shownStatus(row: { status: string }): UnitStatus {
  return row.status as UnitStatus;
}

/** The SQL of `shownStatus(row) = status`, over the `rental_units` row of the query (named in full). */
export function shownStatusIs(status: UnitStatus): SQL {
  return sql`"rental_units"."status" = ${status}`;
}

/** The SQL of the shown status, for sorting. */
export const shownStatusSql: SQL = sql`"rental_units"."status"`;
