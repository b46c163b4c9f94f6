// Demo work orders of Alpha: a second hangar-door company whose insurance has expired (so the assignment rule
// shows), and open and closed work orders at Hicks Airfield Hangars (a tenant's request for a sticking door,
// a scheduled seal repair, taxiway lights in progress, an overdue light, a done roof repair, a cancelled one).
// Dates are relative to the seed day, so the demo keeps its meaning whenever it is seeded.
import { vendorCompanyCreateSchema, type VendorCompanyCreate } from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { todayIn, vendorRepository, vendorValues } from '../modules/vendors/vendor-repository';
import type { SecretBox } from '../security/secrets';
import type { Db } from './database';
import {
  contacts,
  leaseParties,
  leases,
  properties,
  rentalUnits,
  users,
  vendors,
  workOrderEvents,
  workOrders,
} from './schema';

const noSecrets: SecretBox = {
  seal: () => {
    throw new Error('demo vendors carry no tax id');
  },
  open: () => {
    throw new Error('demo vendors carry no tax id');
  },
};

const plusDays = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The door company whose liability certificate ended last month: assigning it needs an override. */
export function expiredDoorVendor(managementCompanyID: number, today: string): VendorCompanyCreate {
  return {
    kind: 'company',
    managementCompanyID,
    companyName: 'Red River Door Service',
    phones: [{ type: 'work', number: '(817) 555-0177', isPrimary: true }],
    emails: [{ type: 'work', address: 'dispatch@redriverdoors.example', isPrimary: true }],
    categories: ['hangar-doors'],
    vendorNotes: 'Cheaper than Lone Star, but their liability certificate has lapsed.',
    insurance: [
      {
        type: 'general-liability',
        insurer: 'Lone Star Casualty',
        policyNumber: 'GL-20931',
        coverageCents: 100_000_000,
        effectiveDate: plusDays(today, -395),
        expiryDate: plusDays(today, -30),
      },
    ],
  };
}

type DemoOrder = {
  unit: string | null;
  commonArea?: string;
  category: string;
  priority: string;
  title: string;
  description: string;
  /** Days from the seed day it was asked for. */
  created: number;
  /** The statuses it went through after new, each with its note. */
  steps: [string, string][];
  vendor?: string;
  scheduled?: number;
  labourCents?: number;
  materialsCents?: number;
  /** Asked by the unit's tenant (else by the office). */
  byTenant?: boolean;
};

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    unit: 'H-1',
    category: 'door',
    priority: 'high',
    title: 'Hangar door sticks half-way',
    description: 'The bi-fold door stops about four feet up and has to be pushed by hand.',
    created: -1,
    steps: [],
    byTenant: true,
  },
  {
    unit: 'H-2',
    category: 'door',
    priority: 'normal',
    title: 'Door bottom seal torn',
    description: 'Rain gets in under the left leaf.',
    created: -6,
    steps: [
      ['assigned', 'Assigned to Lone Star Hangar Doors'],
      ['scheduled', 'They come with a new seal'],
    ],
    vendor: 'Lone Star Hangar Doors',
    scheduled: 3,
  },
  {
    unit: null,
    commonArea: 'Taxiway B',
    category: 'lighting',
    priority: 'high',
    title: 'Taxiway B edge lights out',
    description: 'Three edge lights between the T-hangars and the fuel farm are dark.',
    created: -4,
    steps: [
      ['assigned', 'Assigned to Delgado Electric'],
      ['in-progress', 'Cable fault found; digging tomorrow'],
    ],
    vendor: 'Delgado',
    scheduled: -1,
  },
  {
    unit: 'T-3',
    category: 'lighting',
    priority: 'normal',
    title: 'Shade light out',
    description: 'The light over the tie-down is out.',
    created: -20,
    steps: [],
  },
  {
    unit: 'B-1',
    category: 'roof',
    priority: 'high',
    title: 'Roof leak over the office corner',
    description: 'Water stain on the ceiling tiles after the storm.',
    created: -40,
    steps: [
      ['assigned', 'Assigned to Lone Star Hangar Doors (they do roofing too)'],
      ['scheduled', ''],
      ['in-progress', ''],
      ['done', 'Flashing resealed; tiles replaced'],
    ],
    vendor: 'Lone Star Hangar Doors',
    scheduled: -33,
    labourCents: 45_000,
    materialsCents: 12_850,
  },
  {
    unit: null,
    commonArea: 'Fuel farm apron',
    category: 'pavement',
    priority: 'low',
    title: 'Pothole by the fuel farm',
    description: 'A small pothole where the fuel truck turns.',
    created: -25,
    steps: [['cancelled', 'Part of the apron repaving next spring']],
  },
];

/**
 * Alpha's demo work orders at Hicks Airfield Hangars (skipped when the property is not there), their histories
 * by the company's administrator, and the expired door company among the vendors.
 */
export async function seedDemoWorkOrders(
  db: Db,
  companyId: number,
  now: Date = new Date(),
  timeZone = 'America/Chicago',
): Promise<void> {
  const today = todayIn(timeZone, now);
  await vendorRepository.insert(
    db,
    vendorValues(vendorCompanyCreateSchema.parse(expiredDoorVendor(companyId, today)), noSecrets),
  );
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.managementCompanyId, companyId), eq(properties.name, 'Hicks Airfield Hangars')));
  if (!property) return;
  const [admin] = await db
    .select({ id: users.id, fileAs: users.fileAs })
    .from(users)
    .where(eq(users.userName, 'alpha.admin'));
  const units = await db
    .select({ id: rentalUnits.id, unitNumber: rentalUnits.unitNumber })
    .from(rentalUnits)
    .where(eq(rentalUnits.propertyId, property.id));
  const unitId = new Map(units.map((u) => [u.unitNumber, u.id]));
  const vendorRows = await db
    .select({ id: vendors.id, name: contacts.fileAs })
    .from(vendors)
    .innerJoin(contacts, eq(contacts.id, vendors.contactId))
    .where(eq(vendors.managementCompanyId, companyId));
  const at = (days: number, hour: number) => new Date(`${plusDays(today, days)}T${hour + 6}:00:00Z`);
  for (const demo of DEMO_ORDERS) {
    const unit = demo.unit === null ? null : (unitId.get(demo.unit) ?? null);
    if (demo.unit !== null && unit === null) continue;
    let tenant: { id: number; fileAs: string } | undefined;
    let leaseId: number | null = null;
    if (demo.byTenant && unit !== null) {
      const [found] = await db
        .select({ id: contacts.id, fileAs: contacts.fileAs, leaseId: leases.id })
        .from(leases)
        .innerJoin(leaseParties, eq(leaseParties.leaseId, leases.id))
        .innerJoin(contacts, eq(contacts.id, leaseParties.contactId))
        .where(and(eq(leases.unitId, unit), eq(leaseParties.role, 'tenant')))
        .orderBy(sql`${leases.startDate} desc`)
        .limit(1);
      tenant = found;
      leaseId = found?.leaseId ?? null;
    }
    const vendor = demo.vendor ? vendorRows.find((v) => v.name.includes(demo.vendor!)) : undefined;
    const status = demo.steps.at(-1)?.[0] ?? 'new';
    const created = at(demo.created, 9);
    const [order] = await db
      .insert(workOrders)
      .values({
        managementCompanyId: companyId,
        propertyId: property.id,
        unitId: unit,
        commonArea: unit === null ? (demo.commonArea ?? '') : '',
        category: demo.category,
        priority: demo.priority,
        title: demo.title,
        description: demo.description,
        requestedByUserId: tenant ? null : (admin?.id ?? null),
        requestedByContactId: tenant?.id ?? null,
        requestedByName: tenant?.fileAs ?? admin?.fileAs ?? '',
        vendorId: vendor?.id ?? null,
        status,
        scheduledDate: demo.scheduled === undefined ? null : plusDays(today, demo.scheduled),
        labourCents: demo.labourCents ?? 0,
        materialsCents: demo.materialsCents ?? 0,
        leaseId,
        createdAt: created,
        updatedAt: demo.steps.length ? at(demo.created + demo.steps.length, 11) : created,
      })
      .returning({ id: workOrders.id });
    const events: (typeof workOrderEvents.$inferInsert)[] = [
      {
        workOrderId: order!.id,
        status: 'new',
        at: created,
        byUserId: tenant ? null : (admin?.id ?? null),
        byName: tenant?.fileAs ?? admin?.fileAs ?? '',
        note: tenant ? 'Asked by the tenant' : '',
      },
      ...demo.steps.map(([step, note], i) => ({
        workOrderId: order!.id,
        status: step,
        at: at(demo.created + i + 1, 10),
        byUserId: admin?.id ?? null,
        byName: admin?.fileAs ?? '',
        note,
      })),
    ];
    await db.insert(workOrderEvents).values(events);
  }
}
