// Story and test data of the work order screens: work orders at Hicks Airfield in every status (one overdue,
// one done and billed), and a memory provider that assigns and moves them by the contracts' rules, refusing a
// vendor without insurance on the day unless a reason is given.
import {
  insuranceValidOn,
  isWorkOrderOverdue,
  statusChangeProblem,
  workOrderCreateSchema,
  workOrderUpdateSchema,
  type Vendor,
  type WorkOrder,
  type WorkOrderListItem,
  type WorkOrderStatus,
} from '@hangar/contracts';
import type { Attachment } from '@hangar/contracts';
import { createAttachmentProvider, fixtureImageUrl } from './attachment-fixtures';
import { FIXTURE_COMPANY_ID } from './contact-fixtures';
import type { DataResult } from './data';
import { storedAs, type MemoryProvider, type MemoryProviderOptions } from './data/memory-provider';
import { CURRENT_LEASE_ID, leaseFixtures, LEASED_UNIT_ID } from './lease-fixtures';
import { HICKS_ID, propertyFixtures, rentalUnitFixtures } from './property-fixtures';
import { addDays, localToday } from './vendor-form/vendor-form-rules';
import { fuelVendor, trinityVendor, vendorFixtures } from './vendor-fixtures';

const TODAY = localToday();
const day = (days: number) => addDays(TODAY, days);
const at = (days: number, hour = 15) => `${day(days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const hicks = propertyFixtures.find((p) => p.id === HICKS_ID)!;
const unitNumber = (id: number | null) => rentalUnitFixtures.find((u) => u.id === id)?.unitNumber ?? null;

/** A vendor insured on today (its door certificate expires within the month) and one whose insurance expired. */
export const INSURED_VENDOR: Vendor = trinityVendor;
export const UNINSURED_VENDOR: Vendor = fuelVendor;

type Seed = Partial<WorkOrder> &
  Pick<WorkOrder, 'id' | 'title' | 'status' | 'category'> & { created: number };

function workOrder({ created, ...seed }: Seed): WorkOrder {
  const base = {
    managementCompanyID: FIXTURE_COMPANY_ID,
    propertyID: HICKS_ID,
    propertyName: hicks.name,
    unitID: LEASED_UNIT_ID,
    unitNumber: unitNumber(LEASED_UNIT_ID),
    commonArea: '',
    priority: 'normal' as const,
    description: '',
    requestedBy: { kind: 'user' as const, userID: 1, contactID: null, name: 'Administrator, Alpha' },
    vendorID: null,
    vendorName: null,
    insuranceOverrideReason: null,
    scheduledDate: null,
    labourCents: 0,
    materialsCents: 0,
    totalCents: 0,
    billToTenant: false,
    leaseID: null,
    ledgerEntryID: null,
    history: [
      {
        id: seed.id * 10,
        status: 'new' as const,
        atUtc: at(created, 14),
        byName: 'Administrator, Alpha',
        note: '',
      },
    ],
    createdUtc: at(created, 14),
    updatedUtc: at(created, 14),
    version: 1,
    ...seed,
  };
  const order = {
    ...base,
    unitNumber: unitNumber(base.unitID),
    totalCents: base.labourCents + base.materialsCents,
    overdue: false,
  };
  return {
    ...order,
    overdue: isWorkOrderOverdue({ ...order, createdOn: order.createdUtc.slice(0, 10) }, TODAY),
  };
}

export const newDoorOrder = workOrder({
  id: 701,
  title: 'Hangar door sticks half-way',
  category: 'door',
  priority: 'high',
  status: 'new',
  created: 0,
  description: 'The bi-fold door stops about four feet up.',
  requestedBy: { kind: 'contact', userID: null, contactID: 103, name: 'Reyes, Carmen' },
});
export const scheduledOrder = workOrder({
  id: 702,
  title: 'Door bottom seal torn',
  category: 'door',
  status: 'scheduled',
  created: -5,
  vendorID: INSURED_VENDOR.id,
  vendorName: INSURED_VENDOR.fileAs,
  scheduledDate: day(3),
  history: [
    { id: 7020, status: 'new', atUtc: at(-5), byName: 'Administrator, Alpha', note: '' },
    {
      id: 7021,
      status: 'assigned',
      atUtc: at(-4),
      byName: 'Administrator, Alpha',
      note: `Assigned to ${INSURED_VENDOR.fileAs}`,
    },
    {
      id: 7022,
      status: 'scheduled',
      atUtc: at(-3),
      byName: 'Administrator, Alpha',
      note: 'They bring a new seal',
    },
  ],
});
export const overdueOrder = workOrder({
  id: 703,
  title: 'Taxiway B edge lights out',
  category: 'lighting',
  priority: 'emergency',
  status: 'in-progress',
  created: -6,
  unitID: null,
  commonArea: 'Taxiway B',
  vendorID: UNINSURED_VENDOR.id,
  vendorName: UNINSURED_VENDOR.fileAs,
  insuranceOverrideReason: 'Only electrician free for the fly-in',
  scheduledDate: day(-2),
});
export const doneOrder = workOrder({
  id: 704,
  title: 'Roof leak over the office corner',
  category: 'roof',
  status: 'done',
  created: -40,
  vendorID: INSURED_VENDOR.id,
  vendorName: INSURED_VENDOR.fileAs,
  scheduledDate: day(-33),
  labourCents: 45_000,
  materialsCents: 12_850,
  billToTenant: true,
  leaseID: CURRENT_LEASE_ID,
  ledgerEntryID: 9001,
  history: [
    { id: 7040, status: 'new', atUtc: at(-40), byName: 'Administrator, Alpha', note: '' },
    { id: 7041, status: 'assigned', atUtc: at(-39), byName: 'Administrator, Alpha', note: '' },
    { id: 7042, status: 'done', atUtc: at(-33), byName: 'Administrator, Alpha', note: 'Flashing resealed' },
  ],
});

export const workOrderFixtures: WorkOrder[] = [newDoorOrder, scheduledOrder, overdueOrder, doneOrder];

export const workOrderPhotos: Attachment[] = [
  {
    id: 8801,
    ownerKind: 'work-order',
    ownerID: newDoorOrder.id,
    kind: 'image',
    fileName: 'door-stuck.jpg',
    contentType: 'image/jpeg',
    byteSize: 120_000,
    width: 800,
    height: 600,
    caption: 'Stuck at four feet',
    sortOrder: 1,
    showInListing: false,
    isCard: false,
    url: fixtureImageUrl('door-stuck.jpg', 8801),
    thumbnailUrl: fixtureImageUrl('door-stuck.jpg', 8801, 320, 240),
    createdUtc: at(0),
    version: 1,
  },
];

/** The list row of a work order, as `/api/WorkOrderSearch` answers it. */
export function workOrderListItem(o: WorkOrder): WorkOrderListItem {
  const {
    description: _d,
    requestedBy: _r,
    insuranceOverrideReason: _i,
    labourCents: _l,
    materialsCents: _m,
    billToTenant: _b,
    leaseID: _le,
    ledgerEntryID: _e,
    history: _h,
    ...item
  } = o;
  return item;
}

const refuse = (status: number, message: string, fieldErrors?: Record<string, string>) => ({
  ok: false as const,
  status,
  message,
  ...(fieldErrors && { fieldErrors }),
});

export type WorkOrderProviderOptions = Omit<MemoryProviderOptions, 'resources' | 'named'> & {
  workOrders?: readonly WorkOrder[];
  photos?: readonly Attachment[];
};

/**
 * A memory provider of the work order screens: the work orders, Hicks Airfield's units and leases, the vendors
 * and the photos; `WorkOrderAssign` refuses a vendor without insurance on the day (naming `overrideReason`)
 * unless a reason is given, `WorkOrderStatus` moves by the transitions' rules with a step of history.
 */
export function createWorkOrderProvider({
  workOrders = workOrderFixtures,
  photos = workOrderPhotos,
  ...options
}: WorkOrderProviderOptions = {}): MemoryProvider {
  const provider = createAttachmentProvider(photos, {
    ...options,
    records: {
      workOrder: [...workOrders],
      property: propertyFixtures,
      rentalUnit: rentalUnitFixtures,
      lease: leaseFixtures,
      vendor: vendorFixtures,
    },
    resources: {
      workOrder: {
        listItem: (r) => workOrderListItem(storedAs<WorkOrder>(r)),
        filters: {
          status: (row, value) =>
            value === 'open'
              ? ['new', 'assigned', 'scheduled', 'in-progress'].includes(String(row.status))
              : row.status === value,
          overdue: (row, value) => String(row.overdue) === String(value),
        },
        sorts: {
          created: (row) => row.createdUtc,
          scheduled: (row) => row.scheduledDate,
          priority: (row) => ['emergency', 'high', 'normal', 'low'].indexOf(String(row.priority)),
        },
        validate: (body, op) => {
          // The named handlers store whole records (with their history); the forms send writes.
          if ('history' in body) return null;
          const parsed = (op === 'create' ? workOrderCreateSchema : workOrderUpdateSchema).safeParse(body);
          if (parsed.success) return null;
          const fieldErrors: Record<string, string> = {};
          for (const issue of parsed.error.issues)
            fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
          return refuse(400, 'Check the fields marked', fieldErrors);
        },
        write: (body, previous) => {
          const prior = previous ? storedAs<WorkOrder>(previous) : undefined;
          const unitID = (body.unitID as number | null) ?? null;
          return {
            ...(prior ?? workOrder({ id: 0, title: '', category: 'other', status: 'new', created: 0 })),
            ...body,
            unitNumber: unitNumber(unitID),
            propertyName: hicks.name,
            totalCents:
              Number(body.labourCents ?? prior?.labourCents ?? 0) +
              Number(body.materialsCents ?? prior?.materialsCents ?? 0),
          };
        },
      },
    },
  });
  let nextEvent = 90_000;
  const save = async (order: WorkOrder): Promise<DataResult<WorkOrder>> => {
    const result = await provider.update<WorkOrder>('workOrder', order.id, {
      ...order,
      version: order.version - 1,
    });
    return result;
  };
  const stored = (id: number) => provider.records<WorkOrder>('workOrder').find((o) => o.id === id);
  const step = (order: WorkOrder, status: WorkOrderStatus, note: string): WorkOrder => ({
    ...order,
    status,
    history: [
      ...order.history,
      { id: nextEvent++, status, atUtc: new Date().toISOString(), byName: 'Administrator, Alpha', note },
    ],
    version: order.version + 1,
  });
  const named = {
    '/WorkOrderAssign/': async (
      _method: string,
      path: string,
      body: unknown,
    ): Promise<DataResult<WorkOrder>> => {
      const order = stored(Number(path.split('/')[2]));
      if (!order) return refuse(404, 'Not found');
      const { vendorID, scheduledDate, overrideReason, version } = body as {
        vendorID: number;
        scheduledDate: string | null;
        overrideReason: string | null;
        version: number;
      };
      if (version !== order.version) return refuse(409, 'Someone saved this work order since you read it');
      const vendor = vendorFixtures.find((v) => v.id === vendorID);
      if (!vendor)
        return refuse(400, 'Choose one of your vendors', { vendorID: 'Choose one of your vendors' });
      const dayOf = scheduledDate ?? TODAY;
      const insured = insuranceValidOn(vendor.insurance, dayOf);
      if (!insured && !overrideReason) {
        const message = `${vendor.fileAs} has no valid insurance on ${dayOf}. Give a reason to assign them anyway.`;
        return refuse(409, message, { overrideReason: message });
      }
      const status = order.status === 'new' ? 'assigned' : order.status;
      return save(
        step(
          {
            ...order,
            vendorID,
            vendorName: vendor.fileAs,
            scheduledDate,
            insuranceOverrideReason: insured ? null : overrideReason,
          },
          status,
          `Assigned to ${vendor.fileAs}${insured ? '' : `; override: ${overrideReason}`}`,
        ),
      );
    },
    '/WorkOrderStatus/': async (
      _method: string,
      path: string,
      body: unknown,
    ): Promise<DataResult<WorkOrder>> => {
      const order = stored(Number(path.split('/')[2]));
      if (!order) return refuse(404, 'Not found');
      const change = body as {
        status: WorkOrderStatus;
        note?: string;
        scheduledDate?: string | null;
        version: number;
      };
      if (change.version !== order.version)
        return refuse(409, 'Someone saved this work order since you read it');
      const scheduledDate = change.scheduledDate === undefined ? order.scheduledDate : change.scheduledDate;
      const problem = statusChangeProblem({ ...order, scheduledDate }, change.status);
      if (problem) return refuse(409, problem, { status: problem });
      return save(step({ ...order, scheduledDate }, change.status, change.note ?? ''));
    },
  };
  const run = provider.run.bind(provider);
  provider.run = (async (operation: string, params: Record<string, unknown>, body: unknown) => {
    if (operation === 'WorkOrderAssign' || operation === 'WorkOrderStatus') {
      const path = `/${operation}/${String(params.id)}`;
      return named[`/${operation}/` as keyof typeof named]('POST', path, body);
    }
    return run(operation as never, params as never, body as never);
  }) as MemoryProvider['run'];
  return provider;
}
