// Which rental units the public listings show: the one rule that `/api/listings`, the public files and the
// publishing approvals screen share.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shownStatusIs } from '../rental-units/unit-status';
import { rowsOf } from '../../db/rows';

const unitsOfActiveProperties = sql`from rental_units
    join properties p on p.id = rental_units.property_id and p.is_active`;
/** Listed, and vacant by the shown status (leases counted, as everywhere). */
const unitReady = sql`rental_units.is_listed and ${shownStatusIs('vacant')}`;

/**
 * `from … where …` of the units ready to be listed whatever their company, with their property as `p`: listed,
 * vacant units of active properties. A query may add `and …` after it.
 */
export const fromListableUnits = sql`${unitsOfActiveProperties} where ${unitReady}`;

/**
 * The same for the units the listings show now, with their company as `c`: those of active companies that ask
 * to publish and that a system administrator approved for it.
 */
export const fromListedUnits = sql`${unitsOfActiveProperties}
    join management_companies c
      on c.id = p.management_company_id and c.id = rental_units.management_company_id
      and c.is_active and c.publishes_listings and c.publishing_approved_at is not null
    where ${unitReady}`;

/** Whether the public listings show this unit now. */
export async function isListedUnit(db: Db, unitId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 as listed ${fromListedUnits} and rental_units.id = ${unitId}`);
  return rowsOf<unknown>(result).length > 0;
}
