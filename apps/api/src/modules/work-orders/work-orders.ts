// The work order rules as plain functions, for the office's routes and the portals' alike: create (an office
// request or a tenant's maintenance request), assign a vendor (insured on the day, or overridden with a reason),
// change the status with its history, set the cost, and bill a done order's cost to the lease's ledger once.
// They check no rights: each caller authorizes first (`authorize` in the office, `portalScope` in the portals).
import {
  dollarsText,
  insuranceValidOn,
  statusChangeProblem,
  workOrderCategoryLabel,
  workOrderResource,
  workOrderStatusLabel,
  INSURANCE_OVERRIDE_FIELD,
  CONFLICT_ERROR,
  type WorkOrder,
  type WorkOrderStatus,
  type WorkOrderWrite,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db, DbOrTx } from '../../db/database';
import { contacts, ledgerEntries, vendors, workOrderEvents, workOrders } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { audit, fieldDiff, type AuditOptions } from '../../security/audit';
import { applyCredits, ledgerLeases } from '../ledger/ledger-repository';
import {
  checkWorkOrderRefs,
  isLeaseParty,
  toWorkOrder,
  workOrderRepository,
  workOrderToday,
  workOrderValues,
  type WorkOrderRow,
} from './work-order-repository';

/**
 * Who makes a change: the user (null for none), the name the history shows, and the audit's actor fields (a
 * session's `actorOf(auth)`; a portal user's the same).
 */
export type WorkOrderActor = {
  userId: number | null;
  name: string;
  audit?: Pick<AuditOptions, 'actorUserId' | 'effectiveUserId' | 'sessionId'>;
};

/** What the functions need of the server: its clock, mailer and public address. */
export type WorkOrderDeps = Pick<ServerContext, 'now' | 'mailer' | 'config'>;

/** The ledger's unique key of a work order's charge: it posts once, whatever happens. */
export const workOrderPostingKey = (workOrderId: number) => `work-order:${workOrderId}`;

/** One work order as read (404 when there is none). */
export async function readWorkOrder(db: Db, id: number, now: Date): Promise<WorkOrder> {
  const row = await workOrderRepository.get(db, id);
  if (!row) throw notFound();
  return toWorkOrder(row, now);
}

/** Adds a step to a work order's history. */
export async function recordWorkOrderEvent(
  db: DbOrTx,
  workOrderId: number,
  status: WorkOrderStatus,
  actor: WorkOrderActor,
  note = '',
): Promise<void> {
  await db.insert(workOrderEvents).values({
    workOrderId,
    status,
    byUserId: actor.userId,
    byName: actor.name,
    note,
  });
}

/** Audits a change of a work order: the actor, the record and what changed (seen by whoever may see it). */
async function auditChange(
  db: Db,
  actor: WorkOrderActor,
  row: WorkOrderRow,
  kind: 'workOrder.updated' | 'workOrder.created' | 'workOrder.insurance_override',
  detail: Record<string, unknown>,
) {
  await audit(db, kind, {
    ...(actor.audit ?? { actorUserId: actor.userId }),
    managementCompanyId: row.managementCompanyId,
    visibility: {
      featureId: workOrderResource.feature,
      propertyId: row.propertyId,
      unitId: row.unitId,
    },
    entity: workOrderResource.name,
    entityId: row.id,
    label: row.title,
    detail,
  });
}

/**
 * The column values of a new work order of company `companyId` after checking its references; the requester is
 * the contact named, else the acting user. The resource route and `createWorkOrder` both use it.
 */
export async function newWorkOrderValues(
  db: DbOrTx,
  companyId: number,
  body: WorkOrderWrite,
  actor: WorkOrderActor,
): Promise<Record<string, unknown>> {
  await checkWorkOrderRefs(db, companyId, body);
  let requestedByName = actor.name;
  if (body.requestedByContactID !== null) {
    const [contact] = await db
      .select({ fileAs: contacts.fileAs })
      .from(contacts)
      .where(eq(contacts.id, body.requestedByContactID));
    requestedByName = contact?.fileAs ?? '';
  }
  return {
    ...workOrderValues(body),
    managementCompanyId: companyId,
    status: 'new',
    requestedByUserId: body.requestedByContactID === null ? actor.userId : null,
    requestedByName,
  };
}

/**
 * Creates a work order of company `companyId` (new, without a vendor) with the first step of its history, and
 * answers it. A tenant's maintenance request names the tenant as `requestedByContactID` (and may bill only a
 * lease the tenant is a party of); the portal calls it after its own scope check.
 *
 * @example await createWorkOrder(db, ctx, companyId, workOrderCreateSchema.parse(body), actor, 'Asked in the portal')
 */
export async function createWorkOrder(
  db: Db,
  deps: WorkOrderDeps,
  companyId: number,
  body: WorkOrderWrite,
  actor: WorkOrderActor,
  note = '',
): Promise<WorkOrder> {
  if (
    body.requestedByContactID !== null &&
    body.leaseID !== null &&
    !(await isLeaseParty(db, body.leaseID, body.requestedByContactID))
  ) {
    const message = 'Choose a lease of the tenant who asked';
    throw new HttpError(400, message, { leaseID: message });
  }
  const id = await db.transaction(async (tx) => {
    const values = await newWorkOrderValues(tx, companyId, body, actor);
    const [made] = await tx
      .insert(workOrders)
      .values(values as typeof workOrders.$inferInsert)
      .returning({ id: workOrders.id });
    await recordWorkOrderEvent(tx, made!.id, 'new', actor, note);
    return made!.id;
  });
  const row = (await workOrderRepository.get(db, id))!;
  await auditChange(db, actor, row, 'workOrder.created', {
    changes: fieldDiff(null as never, toWorkOrder(row, deps.now()) as never),
  });
  return toWorkOrder(row, deps.now());
}

/** The work order's row locked for the change, with its version checked when one is given (409 when stale). */
async function lockWorkOrder(tx: DbOrTx, id: number, version: number | undefined) {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw new HttpError(409, CONFLICT_ERROR);
  return row;
}

/** Saves a locked row's new values, bumping its version. */
async function saveWorkOrder(tx: DbOrTx, id: number, values: Partial<typeof workOrders.$inferInsert>) {
  await tx
    .update(workOrders)
    .set({ ...values, version: sql`${workOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(workOrders.id, id));
}

/** A vendor of the company with its insurance and where to write to it; null when there is none. */
async function vendorOf(db: DbOrTx, companyId: number, vendorId: number) {
  const [row] = await db
    .select({
      id: vendors.id,
      status: vendors.status,
      insurance: vendors.insurance,
      name: contacts.fileAs,
      emails: contacts.emails,
    })
    .from(vendors)
    .innerJoin(contacts, eq(contacts.id, vendors.contactId))
    .where(and(eq(vendors.id, vendorId), eq(vendors.managementCompanyId, companyId)));
  return row ?? null;
}

const primaryEmail = (emails: { address: string; isPrimary: boolean }[] | null | undefined) =>
  (emails?.find((e) => e.isPrimary) ?? emails?.[0])?.address ?? null;

export type AssignInput = {
  vendorID: number;
  scheduledDate?: string | null;
  overrideReason?: string | null;
  /** The version read; omitted, the change applies to the current one. */
  version?: number;
};

/**
 * Assigns a vendor of the work order's company (an active one). The vendor must be insured on the scheduled
 * date (today without one): otherwise 409 naming `overrideReason`, unless a reason is given, which is kept on
 * the work order and audited. A new order becomes assigned; a done or cancelled one cannot be assigned. The
 * vendor is e-mailed through the outbox.
 */
export async function assignWorkOrderVendor(
  db: Db,
  deps: WorkOrderDeps,
  id: number,
  input: AssignInput,
  actor: WorkOrderActor,
): Promise<WorkOrder> {
  const now = deps.now();
  const before = await workOrderRepository.get(db, id);
  if (!before) throw notFound();
  let vendor!: NonNullable<Awaited<ReturnType<typeof vendorOf>>>;
  let overridden = false;
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, id, input.version);
    if (row.status === 'done' || row.status === 'cancelled')
      throw new HttpError(
        409,
        `This work order is ${workOrderStatusLabel(row.status).toLowerCase()}: it cannot be assigned`,
      );
    const found = await vendorOf(tx, row.managementCompanyId, input.vendorID);
    if (!found) {
      const message = 'Choose one of your vendors';
      throw new HttpError(400, message, { vendorID: message });
    }
    if (found.status !== 'active') {
      const message = `${found.name} is not an active vendor`;
      throw new HttpError(400, message, { vendorID: message });
    }
    vendor = found;
    const scheduledDate = input.scheduledDate === undefined ? row.scheduledDate : input.scheduledDate;
    const day = scheduledDate ?? workOrderToday(before, now);
    const reason = input.overrideReason?.trim() || null;
    if (!insuranceValidOn(found.insurance, day)) {
      if (!reason) {
        const message = `${found.name} has no valid insurance on ${day}. Give a reason to assign them anyway.`;
        throw new HttpError(409, message, { [INSURANCE_OVERRIDE_FIELD]: message });
      }
      overridden = true;
    }
    const status: WorkOrderStatus = row.status === 'new' ? 'assigned' : (row.status as WorkOrderStatus);
    await saveWorkOrder(tx, id, {
      vendorId: found.id,
      scheduledDate,
      status,
      insuranceOverrideReason: overridden ? reason : null,
    });
    const note = [
      `Assigned to ${found.name}`,
      scheduledDate ? `scheduled for ${scheduledDate}` : '',
      overridden ? `insurance not valid that day; override: ${reason}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    await recordWorkOrderEvent(tx, id, status, actor, note);
  });
  const after = (await workOrderRepository.get(db, id))!;
  const read = toWorkOrder(after, now);
  await auditChange(db, actor, after, 'workOrder.updated', {
    changes: fieldDiff(toWorkOrder(before, now) as never, read as never),
  });
  if (overridden)
    await auditChange(db, actor, after, 'workOrder.insurance_override', {
      vendorID: vendor.id,
      vendorName: vendor.name,
      scheduledDate: after.scheduledDate,
      reason: after.insuranceOverrideReason,
    });
  await notifyVendor(db, deps, after, vendor);
  // A new order became assigned: the tenant who asked hears of it like of any change of status.
  if (after.status !== before.status) await notifyRequester(db, deps, after, '');
  return read;
}

export type StatusInput = {
  status: WorkOrderStatus;
  note?: string;
  /** Sets the scheduled date with the change; omitted, it stays. */
  scheduledDate?: string | null;
  version?: number;
};

/**
 * Moves a work order to another status by the transitions' rules (`statusChangeProblem`: 409 in words), with
 * a step of its history (who, when, the note). Done with its cost billed to the tenant posts one charge to
 * the lease's ledger (`postWorkOrderCharge`) in the same transaction. The requesting tenant is e-mailed.
 */
export async function changeWorkOrderStatus(
  db: Db,
  deps: WorkOrderDeps,
  id: number,
  input: StatusInput,
  actor: WorkOrderActor,
): Promise<WorkOrder> {
  const now = deps.now();
  const before = await workOrderRepository.get(db, id);
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, id, input.version);
    const scheduledDate = input.scheduledDate === undefined ? row.scheduledDate : input.scheduledDate;
    const problem = statusChangeProblem(
      { status: row.status as WorkOrderStatus, vendorID: row.vendorId, scheduledDate },
      input.status,
    );
    if (problem) throw new HttpError(409, problem, { status: problem });
    await saveWorkOrder(tx, id, { status: input.status, scheduledDate });
    await recordWorkOrderEvent(tx, id, input.status, actor, input.note ?? '');
    if (input.status === 'done') {
      const entryId = await postWorkOrderCharge(tx, row, workOrderToday(before, now), actor);
      if (entryId !== null)
        await tx.update(workOrders).set({ ledgerEntryId: entryId }).where(eq(workOrders.id, id));
    }
  });
  const after = (await workOrderRepository.get(db, id))!;
  const read = toWorkOrder(after, now);
  await auditChange(db, actor, after, 'workOrder.updated', {
    changes: fieldDiff(toWorkOrder(before, now) as never, read as never),
    note: input.note ?? '',
  });
  await notifyRequester(db, deps, after, input.note ?? '');
  return read;
}

export type CostInput = { labourCents: number; materialsCents: number; version?: number };

/** Sets a work order's cost (labour and materials, in cents); refused once it is done (its cost may be billed). */
export async function setWorkOrderCost(
  db: Db,
  deps: WorkOrderDeps,
  id: number,
  input: CostInput,
  actor: WorkOrderActor,
): Promise<WorkOrder> {
  const now = deps.now();
  const before = await workOrderRepository.get(db, id);
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, id, input.version);
    if (row.status === 'done' || row.status === 'cancelled') {
      const message = `This work order is ${workOrderStatusLabel(row.status).toLowerCase()}: its cost cannot change`;
      throw new HttpError(409, message, { labourCents: message });
    }
    await saveWorkOrder(tx, id, { labourCents: input.labourCents, materialsCents: input.materialsCents });
  });
  const after = (await workOrderRepository.get(db, id))!;
  const read = toWorkOrder(after, now);
  await auditChange(db, actor, after, 'workOrder.updated', {
    changes: fieldDiff(toWorkOrder(before, now) as never, read as never),
  });
  return read;
}

/**
 * Posts a done work order's cost to its lease's ledger as one charge dated `today`, when it is billed to the
 * tenant and costs something; answers the entry's id (the one already posted on a second call: the key
 * `work-order:{id}` is unique per lease), or null when nothing is billed. Runs in the caller's transaction and
 * locks the lease's row like every ledger change; refuses (400 at `billToTenant`) a lease that cannot take
 * the charge: a draft, or one not running on that day.
 */
export async function postWorkOrderCharge(
  tx: DbOrTx,
  row: Pick<
    WorkOrderRow,
    'id' | 'title' | 'category' | 'billToTenant' | 'leaseId' | 'labourCents' | 'materialsCents'
  >,
  today: string,
  actor: WorkOrderActor,
): Promise<number | null> {
  const total = row.labourCents + row.materialsCents;
  if (!row.billToTenant || row.leaseId === null || total <= 0) return null;
  const [lease] = await ledgerLeases(tx, [row.leaseId], true);
  if (!lease) throw notFound();
  const refuse = (message: string): never => {
    throw new HttpError(400, message, { billToTenant: message });
  };
  if (lease.isDraft) refuse('The lease billed is a draft: make it final, or do not bill the tenant');
  if (today < lease.startDate)
    refuse(`The lease billed starts on ${lease.startDate}: the cost cannot be billed before`);
  const end = lease.type === 'rollover' ? null : lease.endDate;
  if (end !== null && today > end)
    refuse(`The lease billed ended on ${end}: untick "Bill to the tenant" or choose the current lease`);
  const key = workOrderPostingKey(row.id);
  const parts = [
    row.labourCents ? `labour ${dollarsText(row.labourCents)}` : '',
    row.materialsCents ? `materials ${dollarsText(row.materialsCents)}` : '',
  ].filter(Boolean);
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      managementCompanyId: lease.managementCompanyId,
      leaseId: lease.id,
      date: today,
      kind: 'charge',
      description: `Work order #${row.id}: ${row.title} (${workOrderCategoryLabel(row.category)}; ${parts.join(', ')})`,
      amountCents: total,
      postingKey: key,
      createdBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (inserted) {
    await applyCredits(tx, lease.id);
    return inserted.id;
  }
  const [posted] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.leaseId, lease.id), eq(ledgerEntries.postingKey, key)));
  return posted?.id ?? null;
}

/** Where a work order is, in words: "Hicks Airfield Hangars, unit H-3" or "…, Taxiway B". */
const placeOf = (row: WorkOrderRow) =>
  `${row.propertyName ?? ''}, ${row.unitNumber ? `unit ${row.unitNumber}` : row.commonArea}`;

/** E-mails the vendor (its primary address) that a work order is theirs. */
async function notifyVendor(
  db: Db,
  deps: WorkOrderDeps,
  row: WorkOrderRow,
  vendor: { name: string; emails: { address: string; isPrimary: boolean }[] | null },
): Promise<void> {
  const to = primaryEmail(vendor.emails);
  if (!to) return;
  await deps.mailer.send(db, {
    to,
    subject: `Work order #${row.id} assigned to you: ${row.title}`,
    text: [
      `Hello ${vendor.name},`,
      '',
      `Work order #${row.id} is assigned to you.`,
      '',
      `What: ${row.title} (${workOrderCategoryLabel(row.category)}, ${row.priority} priority)`,
      `Where: ${placeOf(row)}`,
      row.scheduledDate ? `Scheduled for: ${row.scheduledDate}` : 'Not scheduled yet.',
      row.description ? `\n${row.description}` : '',
      '',
      `See it in your portal: ${deps.config.PUBLIC_URL}/portal/vendor`,
    ].join('\n'),
  });
}

/** E-mails the tenant who asked for the work order (their primary address) its new status. */
async function notifyRequester(db: Db, deps: WorkOrderDeps, row: WorkOrderRow, note: string): Promise<void> {
  if (row.requestedByContactId === null) return;
  const [contact] = await db
    .select({ fileAs: contacts.fileAs, emails: contacts.emails })
    .from(contacts)
    .where(eq(contacts.id, row.requestedByContactId));
  const to = primaryEmail(contact?.emails);
  if (!contact || !to) return;
  const status = workOrderStatusLabel(row.status).toLowerCase();
  await deps.mailer.send(db, {
    to,
    subject: `Your request #${row.id} is ${status}: ${row.title}`,
    text: [
      `Hello ${contact.fileAs},`,
      '',
      `Your maintenance request #${row.id} (${row.title}, ${placeOf(row)}) is now ${status}.`,
      row.scheduledDate && row.status === 'scheduled' ? `It is scheduled for ${row.scheduledDate}.` : '',
      note ? `Note: ${note}` : '',
      '',
      `Follow it in your portal: ${deps.config.PUBLIC_URL}/portal/tenant`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  });
}
