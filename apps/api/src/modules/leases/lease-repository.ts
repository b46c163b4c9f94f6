// Leases in the database: rows with their unit, property and parties (read in the same query), to and from the
// contract, the status conditions, and the check that names an overlapping lease.
import {
  leaseOverlapMessage,
  leaseStatusOf,
  type Lease,
  type LeaseListItem,
  type LeasePartyRead,
  type LeaseStatus,
  type LeaseType,
  type LeaseWrite,
} from '@hangar/contracts';
import { and, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { createRepository, escapeLike } from '../../db/repository';
import { aircraft, contacts, leaseParties, leases, rentalUnits } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { todayIn } from '../../db/today';

// Read with every row; they name the outer row as "leases" in full (see the unit repository).
export const leaseRepository = createRepository(leases, {
  extra: {
    unitNumber: sql<string>`(select u.unit_number from rental_units u where u.id = "leases"."unit_id")`,
    propertyId: sql<number>`(select u.property_id from rental_units u where u.id = "leases"."unit_id")`,
    propertyName: sql<string>`(select p.name from rental_units u join properties p on p.id = u.property_id where u.id = "leases"."unit_id")`,
    balanceCents: sql<number>`(select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e where e.lease_id = "leases"."id")`,
    timeZone: sql<string>`(select c.time_zone from management_companies c where c.id = "leases"."management_company_id")`,
    aircraftLabel: sql<
      string | null
    >`(select a.registration || ', ' || a.make || ' ' || a.model from aircraft a where a.id = "leases"."aircraft_id")`,
    parties: sql<
      LeasePartyRead[]
    >`(select coalesce(json_agg(json_build_object('contactID', lp.contact_id, 'role', lp.role, 'fileAs', c.file_as, 'kind', c.kind) order by lp.position), '[]'::json) from lease_parties lp join contacts c on c.id = lp.contact_id where lp.lease_id = "leases"."id")`,
  },
});
export type LeaseRow = NonNullable<Awaited<ReturnType<typeof leaseRepository.get>>>;

export { todayIn } from '../../db/today';

/** The parties as read (PGlite hands json back as text). */
const partiesOf = (row: LeaseRow): LeasePartyRead[] =>
  typeof row.parties === 'string' ? (JSON.parse(row.parties) as LeasePartyRead[]) : (row.parties ?? []);

/**
 * A lease of a list. `ledgerSeen` says whether the caller may see this lease's ledger (its balance is null
 * otherwise); a single lease's read carries no balance.
 */
export function toLeaseListItem(row: LeaseRow, now: Date, ledgerSeen = false): LeaseListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    propertyID: Number(row.propertyId),
    propertyName: row.propertyName ?? '',
    unitID: row.unitId,
    unitNumber: row.unitNumber ?? '',
    type: row.type as Lease['type'],
    startDate: row.startDate,
    endDate: row.endDate,
    isDraft: row.isDraft,
    status: leaseStatusOf({ ...row, type: row.type as Lease['type'] }, todayIn(row.timeZone ?? 'UTC', now)),
    rentCents: row.rentCents,
    rentCycle: row.rentCycle as Lease['rentCycle'],
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
    tenants: partiesOf(row)
      .filter((p) => p.role === 'tenant')
      .map((p) => p.fileAs),
    balanceCents: ledgerSeen ? Number(row.balanceCents) : null,
  };
}

export function toLease(row: LeaseRow, now: Date): Lease {
  const { tenants: _tenants, balanceCents: _balance, ...item } = toLeaseListItem(row, now);
  return {
    ...item,
    dueDay: row.dueDay === 0 ? 'last' : row.dueDay,
    depositCents: row.depositCents,
    depositDueDate: row.depositDueDate,
    depositReceivedDate: row.depositReceivedDate,
    charges: row.charges,
    lateFee: row.lateFee,
    notes: row.notes,
    ledgerStartsOn: row.ledgerStartsOn,
    aircraftID: row.aircraftId,
    aircraftLabel: row.aircraftLabel ?? null,
    parties: partiesOf(row),
  };
}

/** The column values of a lease write (the parties are written after, in the same transaction). */
export function leaseValues(body: LeaseWrite, companyId: number): Record<string, unknown> {
  return {
    managementCompanyId: companyId,
    unitId: body.unitID,
    type: body.type,
    startDate: body.startDate,
    endDate: body.type === 'month-to-month' ? null : body.endDate,
    isDraft: body.isDraft,
    rentCents: body.rentCents,
    rentCycle: body.rentCycle,
    dueDay: body.dueDay === 'last' ? 0 : body.dueDay,
    depositCents: body.depositCents,
    depositDueDate: body.depositDueDate,
    depositReceivedDate: body.depositReceivedDate,
    charges: body.charges,
    lateFee: body.lateFee,
    notes: body.notes,
    ledgerStartsOn: body.ledgerStartsOn,
    aircraftId: body.aircraftID,
  };
}

/** Refuses (400 at the field) an aircraft that is not one of the lease's people's. */
export async function checkLeaseAircraft(db: Db, body: LeaseWrite): Promise<void> {
  if (body.aircraftID === null) return;
  const owners = body.parties.map((p) => p.contactID);
  const [found] = owners.length
    ? await db
        .select({ id: aircraft.id })
        .from(aircraft)
        .where(and(eq(aircraft.id, body.aircraftID), inArray(aircraft.contactId, owners)))
    : [];
  if (!found)
    throw new HttpError(400, 'The aircraft is not one of the people on the lease', {
      aircraftID: 'Choose an aircraft of a person on the lease',
    });
}

/** Replaces a lease's parties, in their order. */
export async function writeParties(db: Db, leaseId: number, parties: LeaseWrite['parties']): Promise<void> {
  await db.delete(leaseParties).where(eq(leaseParties.leaseId, leaseId));
  if (!parties.length) return;
  await db
    .insert(leaseParties)
    .values(parties.map((p, position) => ({ leaseId, contactId: p.contactID, role: p.role, position })));
}

/** Refuses (400 at the party) a contact that is not one of the company's. */
export async function checkParties(db: Db, companyId: number, parties: LeaseWrite['parties']): Promise<void> {
  if (!parties.length) return;
  const ids = parties.map((p) => p.contactID);
  const found = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(inArray(contacts.id, ids), eq(contacts.managementCompanyId, companyId)));
  const known = new Set(found.map((r) => r.id));
  const missing = parties.findIndex((p) => !known.has(p.contactID));
  if (missing >= 0) {
    throw new HttpError(400, 'A person on the lease is not one of your contacts', {
      [`parties.${missing}.contactID`]: 'Choose one of your contacts',
    });
  }
}

/** The range a lease holds its unit for, as the database's overlap rule reads it. */
const rangeOf = (type: string, start: string, end: string | null) =>
  sql`daterange(${start}::date, ${type === 'rollover' ? null : end}::date, '[]')`;

/**
 * Refuses (409 at the start date) a non-draft lease sharing a day with another non-draft lease of the unit,
 * naming that lease: its unit, dates and tenants. The database refuses the same on a race.
 */
export async function checkOverlap(db: Db, body: LeaseWrite, exceptId = 0): Promise<void> {
  if (body.isDraft) return;
  const [other] = await db
    .select({
      id: leases.id,
      type: leases.type,
      startDate: leases.startDate,
      endDate: leases.endDate,
      unitNumber: rentalUnits.unitNumber,
      tenants: sql<string>`(select string_agg(c.file_as, '; ' order by lp.position) from lease_parties lp join contacts c on c.id = lp.contact_id where lp.lease_id = ${leases.id} and lp.role = 'tenant')`,
    })
    .from(leases)
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .where(
      and(
        eq(leases.unitId, body.unitID),
        not(leases.isDraft),
        ne(leases.id, exceptId),
        sql`daterange(${leases.startDate}, case when ${leases.type} = 'rollover' then null else ${leases.endDate} end, '[]') && ${rangeOf(body.type, body.startDate, body.type === 'month-to-month' ? null : body.endDate)}`,
      ),
    )
    .orderBy(leases.startDate)
    .limit(1);
  if (!other) return;
  const message = leaseOverlapMessage({
    ...other,
    type: other.type as LeaseType,
    tenants: other.tenants ? other.tenants.split('; ') : [],
  });
  throw new HttpError(409, message, { startDate: message });
}

/**
 * Today at `now` in the lease's company's time zone, as SQL over the `leases` row of the query. Given the
 * company every listed lease belongs to, it is worked out once for the query (not once per lease read).
 */
const leaseToday = (now: Date, companyId?: number) =>
  companyId === undefined
    ? sql`((${now.toISOString()}::timestamptz at time zone (select c.time_zone from management_companies c where c.id = "leases"."management_company_id"))::date)`
    : sql`((select (${now.toISOString()}::timestamptz at time zone c.time_zone)::date from management_companies c where c.id = ${companyId}))`;

/**
 * Final leases whose fixed term ends within `days` days of today (today included), over the `leases` row: a
 * fixed-then-month-to-month lease runs on after its term, so it never ends by its dates.
 */
export function leaseEndsWithin(days: number, now: Date, companyId?: number): SQL {
  const today = leaseToday(now, companyId);
  return sql`(not "leases"."is_draft" and "leases"."type" = 'fixed' and "leases"."end_date" between ${today} and ${today} + ${days}::int)`;
}

/**
 * The SQL of `status = s` over the `leases` row at `now` (the clock the reads use): the same rule as
 * `leaseStatusOf`.
 */
export function leaseStatusIs(status: LeaseStatus, now: Date, companyId?: number): SQL {
  const today = leaseToday(now, companyId);
  const started = sql`"leases"."start_date" <= ${today}`;
  const ended = sql`("leases"."type" <> 'rollover' and "leases"."end_date" is not null and "leases"."end_date" < ${today})`;
  switch (status) {
    case 'draft':
      return sql`"leases"."is_draft"`;
    case 'future':
      return sql`(not "leases"."is_draft" and not ${started})`;
    case 'past':
      return sql`(not "leases"."is_draft" and ${started} and ${ended})`;
    default:
      return sql`(not "leases"."is_draft" and ${started} and not ${ended})`;
  }
}

/** Text in the search box: every word matches the unit number or a party's name. */
export function leaseSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return sql`(exists (select 1 from rental_units u where u.id = "leases"."unit_id" and lower(u.unit_number) like ${like}) or exists (select 1 from lease_parties lp join contacts c on c.id = lp.contact_id where lp.lease_id = "leases"."id" and lower(c.file_as) like ${like}))`;
    }),
  );
}
