// The waiting list in the database: the lists in order (positions counted, never stored), an applicant's own
// application by the hash of their key, offers and their answers, and the draft lease an accepted offer makes.
import {
  contactCreateSchema,
  doorFit,
  leaseCreateSchema,
  phoneNumberProblem,
  type AircraftDescription,
  type Clearance,
  type OfferStatus,
  type UnitType,
  type WaitlistApplicationStatus,
  type WaitlistOffer,
  type WaitlistStatus,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { todayIn } from '../../db/today';
import {
  aircraft,
  contacts,
  leaseParties,
  leases,
  managementCompanies,
  rentalUnits,
  waitlistApplications,
  waitlistOffers,
} from '../../db/schema';
import type { SecretBox } from '../../security/secrets';
import { hashSecret } from '../../security/tokens';
import { contactValues } from '../contacts/contact-repository';
import { aircraftValues } from '../aircraft/aircraft-routes';

export type ApplicationRow = typeof waitlistApplications.$inferSelect;

/** An application by its applicant's key (the hash is what is stored), or null. */
export async function applicationByKey(db: DbOrTx, key: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(waitlistApplications)
    .where(eq(waitlistApplications.keyHash, hashSecret(key)));
  return row ?? null;
}

/** One entry of a list in order, with its position (1..n) counted from the order. */
export type ListedEntry = {
  applicationId: number;
  unitType: string;
  position: number;
  /** The place in the queue, microseconds since 1970 (the confirmation time, or where a move put it). */
  queueUs: number;
  name: string;
  email: string;
  phone: string;
  unitTypes: string[];
  aircraft: AircraftDescription;
  notes: string;
  confirmedAt: string;
  movedReason: string | null;
  movedAt: string | null;
  movedBy: string | null;
};

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * A company's list of one hangar type, in order: the applications waiting (confirmed, not withdrawn, not yet
 * housed), by their place in the queue (the confirmation time, or where a move put them), then by entry id.
 */
export async function listOf(db: DbOrTx, companyId: number, unitType: string): Promise<ListedEntry[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.application_id, e.unit_type, (extract(epoch from e.queue_at) * 1000000)::bigint as queue_us, a.name, a.email, a.phone, a.unit_types,
        a.aircraft, a.notes, a.confirmed_at, e.moved_reason, e.moved_at,
        (select u.file_as from users u where u.id = e.moved_by) as moved_by,
        row_number() over (order by e.queue_at, e.id)::int as position
      from waitlist_entries e
      join waitlist_applications a on a.id = e.application_id and a.status = 'waiting'
      where e.management_company_id = ${companyId} and e.unit_type = ${unitType}
      order by e.queue_at, e.id`),
  );
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return rows.map((r) => ({
    applicationId: Number(r.application_id),
    unitType: String(r.unit_type),
    position: Number(r.position),
    queueUs: Number(r.queue_us),
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone),
    unitTypes: json<string[]>(r.unit_types),
    aircraft: json<AircraftDescription>(r.aircraft),
    notes: String(r.notes),
    confirmedAt: iso(r.confirmed_at)!,
    movedReason: (r.moved_reason as string | null) ?? null,
    movedAt: iso(r.moved_at),
    movedBy: (r.moved_by as string | null) ?? null,
  }));
}

/**
 * The queue places that put one entry at `to` (1-based) among `others` (the list without it, in order): the
 * moved entry between its new neighbours, and, where neighbours share a place (two confirmations in the same
 * millisecond) or leave no microsecond between them, the entries after it moved on by a microsecond each,
 * so the order is exactly the one asked for. Answers the entries whose place changes.
 */
export function placesForMove(
  movedId: number,
  others: { applicationId: number; queueUs: number }[],
  to: number,
): { applicationId: number; queueUs: number }[] {
  const at = Math.max(0, Math.min(to - 1, others.length));
  const before = others[at - 1];
  const after = others[at];
  if (!before && !after) return [];
  const changes: { applicationId: number; queueUs: number }[] = [];
  const place = !before
    ? after!.queueUs - 1
    : !after
      ? before.queueUs + 1
      : Math.max(before.queueUs + 1, Math.floor((before.queueUs + after.queueUs) / 2));
  changes.push({ applicationId: movedId, queueUs: place });
  let last = place;
  for (const entry of others.slice(at)) {
    if (entry.queueUs > last) break;
    last += 1;
    changes.push({ applicationId: entry.applicationId, queueUs: last });
  }
  return changes;
}

/** How many wait on each type's list of a company. */
export async function countsOf(db: DbOrTx, companyId: number): Promise<Map<string, number>> {
  const rows = rowsOf<{ unit_type: string; waiting: number }>(
    await db.execute(sql`
      select e.unit_type, count(*)::int as waiting from waitlist_entries e
      join waitlist_applications a on a.id = e.application_id and a.status = 'waiting'
      where e.management_company_id = ${companyId} group by e.unit_type`),
  );
  return new Map(rows.map((r) => [r.unit_type, Number(r.waiting)]));
}

/** Applicants waiting in a company, each once. */
export async function waitingApplicants(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from waitlist_applications where management_company_id = ${companyId} and status = 'waiting'`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** Offers with their unit, property and applicant, as the office reads them. */
export async function offersWhere(
  db: DbOrTx,
  where: ReturnType<typeof sql>,
  limit = 200,
): Promise<WaitlistOffer[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.id, o.application_id, a.name as applicant_name, o.unit_id, u.unit_number, p.name as property_name,
        u.type as unit_type, o.status, o.offered_at, o.expires_at, o.answered_at, o.lease_id,
        (select us.file_as from users us where us.id = o.offered_by) as offered_by
      from waitlist_offers o
      join waitlist_applications a on a.id = o.application_id
      join rental_units u on u.id = o.unit_id
      join properties p on p.id = u.property_id
      where ${where}
      order by o.offered_at desc, o.id desc
      limit ${limit}`),
  );
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  return rows.map((r) => ({
    id: Number(r.id),
    applicationID: Number(r.application_id),
    applicantName: String(r.applicant_name),
    unitID: Number(r.unit_id),
    unitNumber: String(r.unit_number),
    propertyName: String(r.property_name),
    unitType: r.unit_type as UnitType,
    status: r.status as OfferStatus,
    offeredUtc: iso(r.offered_at)!,
    expiresUtc: iso(r.expires_at)!,
    answeredUtc: iso(r.answered_at),
    offeredBy: (r.offered_by as string | null) ?? null,
    leaseID: r.lease_id === null ? null : Number(r.lease_id),
  }));
}

/** The applicant's own view of their application: their places, and their offer; nothing of anyone else. */
export async function statusOf(db: DbOrTx, app: ApplicationRow): Promise<WaitlistApplicationStatus> {
  const [company] = await db
    .select({ name: managementCompanies.name })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, app.managementCompanyId));
  const positions: WaitlistApplicationStatus['positions'] = [];
  if (app.status === 'waiting') {
    for (const unitType of app.unitTypes) {
      const list = await listOf(db, app.managementCompanyId, unitType);
      const mine = list.find((e) => e.applicationId === app.id);
      if (mine) positions.push({ unitType: unitType as UnitType, position: mine.position, of: list.length });
    }
  }
  const offers = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.name as property_name, u.unit_number, u.type, u.door_width_ft, u.door_height_ft,
        u.market_rent_cents, o.expires_at, o.status
      from waitlist_offers o join rental_units u on u.id = o.unit_id join properties p on p.id = u.property_id
      where o.application_id = ${app.id}
      order by (o.status = 'open') desc, o.offered_at desc, o.id desc limit 1`),
  );
  const offer = offers[0];
  return {
    companyName: company?.name ?? '',
    name: app.name,
    status: app.status as WaitlistStatus,
    unitTypes: app.unitTypes as UnitType[],
    position: positions.length ? Math.min(...positions.map((p) => p.position)) : null,
    positions,
    confirmedUtc: app.confirmedAt?.toISOString() ?? null,
    aircraft: app.aircraft,
    offer: offer
      ? {
          propertyName: String(offer.property_name),
          unitNumber: String(offer.unit_number),
          unitType: offer.type as UnitType,
          doorWidthFt: offer.door_width_ft === null ? null : Number(offer.door_width_ft),
          doorHeightFt: offer.door_height_ft === null ? null : Number(offer.door_height_ft),
          marketRentCents: offer.market_rent_cents === null ? null : Number(offer.market_rent_cents),
          expiresUtc: new Date(offer.expires_at as string).toISOString(),
          status: offer.status as OfferStatus,
        }
      : null,
  };
}

export type Candidate = {
  applicationId: number;
  position: number;
  name: string;
  aircraft: AircraftDescription;
  fit: ReturnType<typeof doorFit>;
  skipped: string | null;
};

/**
 * A unit's candidates: its type's list in order, each with the door's fit, and why one is passed over (the
 * aircraft does not fit, another open offer is theirs, or this unit was offered to them before).
 */
export async function candidatesFor(
  db: DbOrTx,
  unit: {
    id: number;
    managementCompanyId: number;
    type: string;
    doorWidthFt: number | null;
    doorHeightFt: number | null;
  },
  clearance: Clearance,
): Promise<Candidate[]> {
  const list = await listOf(db, unit.managementCompanyId, unit.type);
  const busy = rowsOf<{ application_id: number; unit_id: number; status: string }>(
    await db.execute(sql`
      select o.application_id, o.unit_id, o.status from waitlist_offers o
      where o.management_company_id = ${unit.managementCompanyId} and (o.status = 'open' or o.unit_id = ${unit.id})`),
  );
  return list.map((e) => {
    const fit = doorFit({ widthFt: unit.doorWidthFt, heightFt: unit.doorHeightFt }, e.aircraft, clearance);
    const open = busy.find((b) => Number(b.application_id) === e.applicationId && b.status === 'open');
    const before = busy.find(
      (b) =>
        Number(b.application_id) === e.applicationId && Number(b.unit_id) === unit.id && b.status !== 'open',
    );
    const skipped =
      fit.fits === 'no'
        ? fit.reason
        : open
          ? 'Holds an open offer of another unit'
          : before
            ? `Already offered this unit (${before.status})`
            : null;
    return {
      applicationId: e.applicationId,
      position: e.position,
      name: e.name,
      aircraft: e.aircraft,
      fit,
      skipped,
    };
  });
}

/**
 * Closes an open offer as `status` (declined, expired, withdrawn) when it is still open; answers whether it
 * was (so that two closings never both act).
 */
export async function closeOffer(
  db: DbOrTx,
  offerId: number,
  status: OfferStatus,
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(waitlistOffers)
    .set({ status, answeredAt: now })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  return closed.length > 0;
}

/** First and last names from one "name" field: the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: '', lastName: words[0]! };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * An accepted offer: the applicant becomes a contact of the company (with their aircraft), and a draft lease of
 * the unit names them as its tenant and stores their aircraft. Answers the lease's id.
 */
export async function draftLeaseFor(
  db: DbOrTx,
  app: ApplicationRow,
  unitId: number,
  secrets: SecretBox,
  now: Date,
): Promise<number> {
  const phone = app.phone && !phoneNumberProblem(app.phone) ? app.phone : '';
  const contact = contactCreateSchema.parse({
    kind: 'individual',
    managementCompanyID: app.managementCompanyId,
    ...splitName(app.name),
    emails: [{ type: 'personal', address: app.email, isPrimary: true }],
    phones: phone ? [{ type: 'mobile', number: phone, isPrimary: true }] : [],
    notes: [
      `From the waiting list (application ${app.id}).`,
      app.phone && !phone ? `Phone as given: ${app.phone}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    tags: ['waiting list'],
  });
  const [made] = await db
    .insert(contacts)
    .values(contactValues(contact, secrets) as typeof contacts.$inferInsert)
    .returning({ id: contacts.id });
  const contactId = made!.id;
  const existing = await db
    .select({ id: aircraft.id })
    .from(aircraft)
    .where(
      and(
        eq(aircraft.managementCompanyId, app.managementCompanyId),
        eq(aircraft.registration, app.aircraft.registration),
      ),
    );
  // A mark already recorded (a tenant's earlier aircraft) stays where it is: the lease names none then.
  const [plane] = existing.length
    ? [null]
    : await db
        .insert(aircraft)
        .values(
          aircraftValues(
            { contactID: contactId, ...app.aircraft, year: null, basedHere: true, notes: '' },
            app.managementCompanyId,
          ),
        )
        .returning({ id: aircraft.id });
  const [unit] = await db
    .select({
      marketRentCents: rentalUnits.marketRentCents,
      timeZone: managementCompanies.timeZone,
    })
    .from(rentalUnits)
    .innerJoin(managementCompanies, eq(managementCompanies.id, rentalUnits.managementCompanyId))
    .where(eq(rentalUnits.id, unitId));
  const body = leaseCreateSchema.parse({
    unitID: unitId,
    type: 'month-to-month',
    startDate: todayIn(unit!.timeZone, now),
    isDraft: true,
    rentCents: unit!.marketRentCents ?? 0,
    notes: `Drafted when ${app.name} accepted the waiting list's offer.`,
    aircraftID: plane?.id ?? null,
    parties: [{ contactID: contactId, role: 'tenant' }],
  });
  const [lease] = await db
    .insert(leases)
    .values({
      managementCompanyId: app.managementCompanyId,
      unitId,
      type: body.type,
      startDate: body.startDate,
      endDate: null,
      isDraft: true,
      rentCents: body.rentCents,
      rentCycle: body.rentCycle,
      dueDay: 1,
      notes: body.notes,
      aircraftId: body.aircraftID,
    })
    .returning({ id: leases.id });
  await db.insert(leaseParties).values({ leaseId: lease!.id, contactId, role: 'tenant', position: 0 });
  await db
    .update(waitlistApplications)
    .set({ status: 'accepted', contactId, updatedAt: now, version: sql`${waitlistApplications.version} + 1` })
    .where(eq(waitlistApplications.id, app.id));
  return lease!.id;
}
