// Which rental units the public listings show: the one rule that `/api/listings` and the public files share.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shownStatusIs } from '../rental-units/unit-status';

/**
 * `from … where …` of the listed units, with their property as `p` and their company as `c`: listed units
 * whose shown status is vacant (leases counted, as everywhere), of active properties of active companies that
 * publish listings. A query may add `and …` after it.
 */
export const fromListedUnits = sql`from rental_units
    join properties p on p.id = rental_units.property_id and p.is_active
    join management_companies c
      on c.id = p.management_company_id and c.id = rental_units.management_company_id
      and c.is_active and c.publishes_listings
    where rental_units.is_listed and ${shownStatusIs('vacant')}`;

/** Whether the public listings show this unit now. */
export async function isListedUnit(db: Db, unitId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 as listed ${fromListedUnits} and rental_units.id = ${unitId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
