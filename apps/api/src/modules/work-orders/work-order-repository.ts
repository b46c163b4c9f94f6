// Work orders in the database: rows with their property, unit, vendor, requester and history (read in the same
// query), to the contract, the list's conditions, and the checks of a write's place, requester and lease.
import {
  isWorkOrderOverdue,
  PRIORITY_TARGET_DAYS,
  type WorkOrder,
  type WorkOrderCategory,
  type WorkOrderEvent,
  type WorkOrderListItem,
  type WorkOrderPriority,
  type WorkOrderStatus,
  type WorkOrderStatusFilter,
  type WorkOrderWrite,
} from '@hangar/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { createRepository, escapeLike } from '../../db/repository';
import { todayIn } from '../../db/today';
import { contacts, leaseParties, leases, properties, rentalUnits, workOrders } from '../../db/schema';
import { HttpError } from '../../http/http-error';

// Read with every row; they name the outer row as "work_orders" in full.
export const workOrderRepository = createRepository(workOrders, {
  extra: {
    propertyName: sql<string>`(select p.name from properties p where p.id = "work_orders"."property_id")`,
    unitNumber: sql<
      string | null
    >`(select u.unit_number from rental_units u where u.id = "work_orders"."unit_id")`,
    vendorName: sql<
      string | null
    >`(select c.file_as from vendors v join contacts c on c.id = v.contact_id where v.id = "work_orders"."vendor_id")`,
    requesterContactName: sql<
      string | null
    >`(select c.file_as from contacts c where c.id = "work_orders"."requested_by_contact_id")`,
    timeZone: sql<string>`(select c.time_zone from management_companies c where c.id = "work_orders"."management_company_id")`,
    history: sql<
      WorkOrderEvent[]
    >`(select coalesce(json_agg(json_build_object('id', e.id, 'status', e.status, 'atUtc', e.at, 'byName', e.by_name, 'note', e.note) order by e.id), '[]'::json) from work_order_events e where e.work_order_id = "work_orders"."id")`,
  },
});
export type WorkOrderRow = NonNullable<Awaited<ReturnType<typeof workOrderRepository.get>>>;

/** The history as read (PGlite hands json back as text), its moments as ISO strings. */
function historyOf(row: WorkOrderRow): WorkOrderEvent[] {
  const raw = (
    typeof row.history === 'string' ? JSON.parse(row.history) : (row.history ?? [])
  ) as WorkOrderEvent[];
  return raw.map((e) => ({ ...e, atUtc: new Date(e.atUtc).toISOString() }));
}

/** Today in the work order's company's time zone. */
export const workOrderToday = (row: Pick<WorkOrderRow, 'timeZone'>, now: Date) =>
  todayIn(row.timeZone ?? 'UTC', now);

function overdueOf(row: WorkOrderRow, now: Date): boolean {
  return isWorkOrderOverdue(
    {
      status: row.status as WorkOrderStatus,
      priority: row.priority as WorkOrderPriority,
      scheduledDate: row.scheduledDate,
      createdOn: todayIn(row.timeZone ?? 'UTC', row.createdAt),
    },
    workOrderToday(row, now),
  );
}

export function toWorkOrderListItem(row: WorkOrderRow, now: Date): WorkOrderListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    propertyID: row.propertyId,
    propertyName: row.propertyName ?? '',
    unitID: row.unitId,
    unitNumber: row.unitNumber ?? null,
    commonArea: row.commonArea,
    category: row.category as WorkOrderCategory,
    priority: row.priority as WorkOrderPriority,
    title: row.title,
    vendorID: row.vendorId,
    vendorName: row.vendorName ?? null,
    status: row.status as WorkOrderStatus,
    scheduledDate: row.scheduledDate,
    totalCents: row.labourCents + row.materialsCents,
    overdue: overdueOf(row, now),
    createdUtc: row.createdAt.toISOString(),
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toWorkOrder(row: WorkOrderRow, now: Date): WorkOrder {
  const item = toWorkOrderListItem(row, now);
  return {
    ...item,
    description: row.description,
    requestedBy:
      row.requestedByContactId !== null
        ? {
            kind: 'contact',
            userID: null,
            contactID: row.requestedByContactId,
            name: row.requesterContactName ?? row.requestedByName,
          }
        : { kind: 'user', userID: row.requestedByUserId, contactID: null, name: row.requestedByName },
    insuranceOverrideReason: row.insuranceOverrideReason,
    labourCents: row.labourCents,
    materialsCents: row.materialsCents,
    billToTenant: row.billToTenant,
    leaseID: row.leaseId,
    ledgerEntryID: row.ledgerEntryId,
    history: historyOf(row),
  };
}

/**
 * Checks a write's references against the company (400 at the field): the property is the company's, the unit
 * one of that property, the requesting contact the company's, the lease billed one of the unit's (and, when a
 * tenant asked, one they are a party of).
 */
export async function checkWorkOrderRefs(db: DbOrTx, companyId: number, body: WorkOrderWrite): Promise<void> {
  const refuse = (field: string, message: string): never => {
    throw new HttpError(400, message, { [field]: message });
  };
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, body.propertyID), eq(properties.managementCompanyId, companyId)));
  if (!property) refuse('propertyID', 'Choose one of your properties');
  if (body.unitID !== null) {
    const [unit] = await db
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.id, body.unitID), eq(rentalUnits.propertyId, body.propertyID)));
    if (!unit) refuse('unitID', 'Choose a unit of this property');
  }
  if (body.requestedByContactID !== null) {
    const [contact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, body.requestedByContactID), eq(contacts.managementCompanyId, companyId)));
    if (!contact) refuse('requestedByContactID', 'Choose one of your contacts');
  }
  if (body.leaseID !== null) {
    if (body.unitID === null) refuse('leaseID', 'A common area has no lease to bill: choose the unit');
    const [lease] = await db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.id, body.leaseID), eq(leases.unitId, body.unitID!)));
    if (!lease) refuse('leaseID', 'Choose a lease of this unit');
  }
}

/** Whether `contactId` is a party of lease `leaseId` (a tenant's request bills only their own lease). */
export async function isLeaseParty(db: DbOrTx, leaseId: number, contactId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leaseParties.leaseId })
    .from(leaseParties)
    .where(and(eq(leaseParties.leaseId, leaseId), eq(leaseParties.contactId, contactId)));
  return Boolean(row);
}

/** The column values of a work order's create or update (status, vendor and history have their own ways). */
export function workOrderValues(body: WorkOrderWrite): Record<string, unknown> {
  return {
    propertyId: body.propertyID,
    unitId: body.unitID,
    commonArea: body.unitID === null ? body.commonArea : '',
    category: body.category,
    priority: body.priority,
    title: body.title,
    description: body.description,
    requestedByContactId: body.requestedByContactID,
    scheduledDate: body.scheduledDate,
    labourCents: body.labourCents,
    materialsCents: body.materialsCents,
    billToTenant: body.billToTenant,
    leaseId: body.leaseID,
  };
}

/** The SQL of the status filter over the `work_orders` row. */
export function workOrderStatusIs(filter: WorkOrderStatusFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'open') return inArray(workOrders.status, ['new', 'assigned', 'scheduled', 'in-progress']);
  return eq(workOrders.status, filter);
}

/** Today in the row's company's time zone, as SQL over the `work_orders` row. */
const rowToday = (now: Date) =>
  sql`((${now.toISOString()}::timestamptz at time zone (select c.time_zone from management_companies c where c.id = "work_orders"."management_company_id"))::date)`;

/** The SQL of `overdue` over the `work_orders` row at `now`: the same rule as `isWorkOrderOverdue`. */
export function workOrderOverdueIs(now: Date): SQL {
  const today = rowToday(now);
  const targets = Object.entries(PRIORITY_TARGET_DAYS)
    .map(([priority, days]) => sql`when ${priority} then ${days}::int`)
    .reduce((a, b) => sql`${a} ${b}`);
  const createdOn = sql`(("work_orders"."created_at" at time zone (select c.time_zone from management_companies c where c.id = "work_orders"."management_company_id"))::date)`;
  return sql`("work_orders"."status" in ('new', 'assigned', 'scheduled', 'in-progress') and (case when "work_orders"."scheduled_date" is not null then "work_orders"."scheduled_date" < ${today} else ${createdOn} + (case "work_orders"."priority" ${targets} else 14 end) < ${today} end))`;
}

/** Text in the search box: every word matches the title, the unit number, the common area or the vendor. */
export function workOrderSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return sql`(lower("work_orders"."title") like ${like} or lower("work_orders"."common_area") like ${like} or exists (select 1 from rental_units u where u.id = "work_orders"."unit_id" and lower(u.unit_number) like ${like}) or exists (select 1 from vendors v join contacts c on c.id = v.contact_id where v.id = "work_orders"."vendor_id" and lower(c.file_as) like ${like}))`;
    }),
  );
}

/** The company, property and unit of a work order id (null when there is none): how `authorize` finds its owner. */
export async function workOrderChain(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      companyId: workOrders.managementCompanyId,
      propertyId: workOrders.propertyId,
      unitId: workOrders.unitId,
    })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  if (!row) return null;
  return {
    companyId: row.companyId,
    propertyId: row.propertyId,
    ...(row.unitId !== null && { unitId: row.unitId }),
  };
}
