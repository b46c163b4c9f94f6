// Demo aircraft and waiting list of Alpha: the tenants of most hangars leased now keep an aircraft there (the
// hangar-use record shows them, and the leased hangars with none recorded), and twelve applicants wait for
// T-hangars, box hangars and shade hangars, a few with aircraft too large for some doors (a Malibu's 43 ft span
// against the 41–42 ft T-hangar doors, a Citation's 53 ft against the 50 ft box-hangar doors). Deterministic but
// for the keys, which nobody knows: an offer to a demo applicant makes a new one and e-mails it.
import { AIRCRAFT_TYPES, type AircraftType } from '@hangar/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../security/tokens';
import type { DbOrTx } from './database';
import { aircraft, leaseParties, leases, rentalUnits, waitlistApplications, waitlistEntries } from './schema';

const type = (id: string): AircraftType => AIRCRAFT_TYPES.find((t) => t.id === id)!;
const DAY = 86_400_000;

/** The aircraft of the tenants of these hangars (by unit number), by type and mark. */
const TENANT_AIRCRAFT: readonly { unit: string; type: string; registration: string; year: number }[] = [
  { unit: 'H-1', type: 'c172', registration: 'N4172S', year: 2006 },
  { unit: 'H-2', type: 'pa28', registration: 'N8128R', year: 1999 },
  { unit: 'H-4', type: 'be36', registration: 'N36GB', year: 2012 },
  { unit: 'H-6', type: 'sr22', registration: 'N522CT', year: 2018 },
  { unit: 'H-9', type: 'm20j', registration: 'N201MJ', year: 1984 },
  { unit: 'B-1', type: 'c25b', registration: 'N525CJ', year: 2015 },
  { unit: 'B-3', type: 'be58', registration: 'N58TX', year: 2009 },
  { unit: 'T-1', type: 'c152', registration: 'N152HA', year: 1979 },
];

/**
 * The applicants, in the order they confirmed (`days` ago): two on the T-hangar list (the first with a Malibu,
 * too wide for the 41–42 ft doors), five on the box hangars' (a Citation among them, too wide for their 50 ft
 * doors) and six on the shade hangars'.
 */
const APPLICANTS: readonly {
  name: string;
  types: string[];
  plane: string;
  registration: string;
  days: number;
  phone?: string;
  notes?: string;
}[] = [
  {
    name: 'Marcus Whitfield',
    types: ['t-hangar'],
    plane: 'pa46',
    registration: 'N346PM',
    days: 410,
    notes: 'Malibu; would take a box hangar if the price is right.',
  },
  {
    name: 'Elena Vasquez',
    types: ['t-hangar', 'shade-hangar'],
    plane: 'c172',
    registration: 'N738EV',
    days: 380,
    phone: '(817) 555-0131',
  },
  { name: 'Tom Becker', types: ['box-hangar'], plane: 'be36', registration: 'N36TB', days: 350 },
  {
    name: 'Priya Raman',
    types: ['box-hangar'],
    plane: 'c25b',
    registration: 'N525PR',
    days: 300,
    notes: 'Citation CJ3 based at Meacham now.',
  },
  { name: 'Jake Holloway', types: ['shade-hangar'], plane: 'sr22', registration: 'N422JH', days: 260 },
  { name: 'Linda Okafor', types: ['shade-hangar'], plane: 'pa28', registration: 'N4428L', days: 240 },
  { name: 'Carlos Mendez', types: ['box-hangar'], plane: 'be58', registration: 'N58CM', days: 200 },
  {
    name: 'Hannah Price',
    types: ['shade-hangar'],
    plane: 'da40',
    registration: 'N440HP',
    days: 150,
    phone: '(682) 555-0177',
  },
  { name: 'Owen Gallagher', types: ['shade-hangar'], plane: 'c152', registration: 'N152OG', days: 120 },
  { name: 'Sofia Lindqvist', types: ['box-hangar'], plane: 'pa46', registration: 'N46SL', days: 90 },
  { name: 'Derek Shaw', types: ['box-hangar'], plane: 'c182', registration: 'N182DS', days: 45 },
  { name: 'Grace Kim', types: ['shade-hangar'], plane: 'm20j', registration: 'N20GK', days: 12 },
];

const email = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@pilots.example`;

export async function seedDemoWaitlist(db: DbOrTx, companyId: number, now: Date = new Date()): Promise<void> {
  // The tenants' aircraft, and the leases holding them record which one each hangar stores.
  for (const t of TENANT_AIRCRAFT) {
    const [held] = await db
      .select({ leaseId: leases.id, contactId: leaseParties.contactId })
      .from(leases)
      .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
      .innerJoin(leaseParties, and(eq(leaseParties.leaseId, leases.id), eq(leaseParties.role, 'tenant')))
      .where(
        and(
          eq(rentalUnits.managementCompanyId, companyId),
          eq(rentalUnits.unitNumber, t.unit),
          isNull(leases.aircraftId),
        ),
      )
      .orderBy(sql`${leases.startDate} desc`)
      .limit(1);
    if (!held) continue;
    const { make, model, wingspanFt, lengthFt, tailHeightFt } = type(t.type);
    const [plane] = await db
      .insert(aircraft)
      .values({
        managementCompanyId: companyId,
        contactId: held.contactId,
        registration: t.registration,
        make,
        model,
        year: t.year,
        wingspanFt,
        lengthFt,
        tailHeightFt,
        basedHere: true,
      })
      .onConflictDoNothing()
      .returning({ id: aircraft.id });
    if (plane) await db.update(leases).set({ aircraftId: plane.id }).where(eq(leases.id, held.leaseId));
  }

  for (const a of APPLICANTS) {
    const confirmedAt = new Date(now.getTime() - a.days * DAY);
    const { make, model, wingspanFt, lengthFt, tailHeightFt } = type(a.plane);
    const [app] = await db
      .insert(waitlistApplications)
      .values({
        managementCompanyId: companyId,
        keyHash: hashSecret(randomBytes(32).toString('base64url')),
        keyEnc: null,
        name: a.name,
        email: email(a.name),
        phone: a.phone ?? '',
        unitTypes: a.types,
        aircraft: { registration: a.registration, make, model, wingspanFt, lengthFt, tailHeightFt },
        notes: a.notes ?? '',
        status: 'waiting',
        confirmedAt,
        createdAt: new Date(confirmedAt.getTime() - 3_600_000),
        updatedAt: confirmedAt,
      })
      .returning({ id: waitlistApplications.id });
    await db.insert(waitlistEntries).values(
      a.types.map((unitType) => ({
        applicationId: app!.id,
        managementCompanyId: companyId,
        unitType,
        queueAt: confirmedAt,
      })),
    );
  }
}
