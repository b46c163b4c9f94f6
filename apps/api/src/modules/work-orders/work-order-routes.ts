// Work orders: the resource routes (`/api/WorkOrder`, `/api/WorkOrderSearch`: a company's, a property's or a
// unit's work orders) and the named operations WorkOrderAssign and WorkOrderStatus.
import {
  Access,
  idParamsSchema,
  okSchema,
  workOrderAssignSchema,
  workOrderCreateSchema,
  workOrderListItemSchema,
  workOrderResource,
  workOrderSchema,
  workOrderSearchSchema,
  workOrderStatusChangeSchema,
  workOrderUpdateSchema,
  type WorkOrder,
  type WorkOrderWrite,
} from '@hangar/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { workOrders } from '../../db/schema';
import { failures } from '../../http/failures';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { actorOf } from '../../security/audit';
import { authorize, registerOwnerResolver } from '../../security/authorize';
import type { AuthContext } from '../../security/sessions';
import { removeOwnerAttachments } from '../attachments/owner-files';
import {
  checkWorkOrderRefs,
  toWorkOrder,
  toWorkOrderListItem,
  workOrderChain,
  workOrderOverdueIs,
  workOrderRepository,
  workOrderSearch,
  workOrderStatusIs,
  workOrderValues,
  type WorkOrderRow,
} from './work-order-repository';
import {
  assignWorkOrderVendor,
  changeWorkOrderStatus,
  newWorkOrderValues,
  recordWorkOrderEvent,
  type WorkOrderActor,
} from './work-orders';

const tags = ['Work orders'];
type Query = z.output<typeof workOrderSearchSchema>;

/** The acting office user of a request, for the history and the audit. */
export const officeActor = (auth: AuthContext): WorkOrderActor => ({
  userId: auth.user.id,
  name: auth.user.fileAs,
  audit: actorOf(auth),
});

/** What an edit may not change once the work order is done: the cost and its billing (posted already). */
function refuseBilledChanges(body: WorkOrderWrite, current: WorkOrderRow) {
  if (current.status !== 'done') return;
  const same =
    body.labourCents === current.labourCents &&
    body.materialsCents === current.materialsCents &&
    body.billToTenant === current.billToTenant &&
    body.leaseID === current.leaseId;
  if (!same) {
    const message = 'This work order is done: its cost and billing cannot change any more';
    throw new HttpError(409, message, { labourCents: message });
  }
}

export async function workOrderRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('workOrder', (request, id) => workOrderChain(request.db, id));

  registerResource<WorkOrderRow, WorkOrder, Query, WorkOrderWrite, WorkOrderWrite>(root, ctx, {
    resource: workOrderResource,
    repository: workOrderRepository,
    schemas: {
      read: workOrderSchema,
      listItem: workOrderListItemSchema,
      query: workOrderSearchSchema as z.ZodType<Query>,
      create: workOrderCreateSchema,
      update: workOrderUpdateSchema as z.ZodType<WorkOrderWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ propertyId: row.propertyId }),
    ownerOfCreate: (body) => ({ propertyId: body.propertyID }),
    ownerOfQuery: (query) =>
      query.unitID !== undefined
        ? { unitId: query.unitID }
        : query.propertyID !== undefined
          ? { propertyId: query.propertyID }
          : { companyId: query.managementCompanyID! },
    toRead: (row) => toWorkOrder(row, ctx.now()),
    toListItem: (row) => toWorkOrderListItem(row, ctx.now()),
    visibleBy: { property: workOrders.propertyId },
    listWhere: (query) => [
      query.managementCompanyID !== undefined
        ? eq(workOrders.managementCompanyId, query.managementCompanyID)
        : undefined,
      query.propertyID !== undefined ? eq(workOrders.propertyId, query.propertyID) : undefined,
      query.unitID !== undefined ? eq(workOrders.unitId, query.unitID) : undefined,
      query.vendorID !== undefined ? eq(workOrders.vendorId, query.vendorID) : undefined,
      workOrderStatusIs(query.status),
      query.priority ? eq(workOrders.priority, query.priority) : undefined,
      query.overdue === undefined
        ? undefined
        : query.overdue
          ? workOrderOverdueIs(ctx.now())
          : sql`not ${workOrderOverdueIs(ctx.now())}`,
      workOrderSearch(query.q),
    ],
    sorts: {
      // Emergencies first, then by age.
      priority: [
        sql`case ${workOrders.priority} when 'emergency' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`,
        workOrders.createdAt,
      ],
      created: workOrders.createdAt,
      scheduled: [sql`${workOrders.scheduledDate} is null`, workOrders.scheduledDate],
      status: sql`case ${workOrders.status} when 'new' then 0 when 'assigned' then 1 when 'scheduled' then 2 when 'in-progress' then 3 when 'done' then 4 else 5 end`,
      updated: workOrders.updatedAt,
    },
    label: (row) => row.title,
    createValues: (body, w) => newWorkOrderValues(w.db, w.auth.chain.companyId, body, officeActor(w.auth)),
    updateValues: async (body, current, w) => {
      if (body.propertyID !== current.propertyId) {
        const message = 'A work order stays at its property';
        throw new HttpError(400, message, { propertyID: message });
      }
      refuseBilledChanges(body, current);
      await checkWorkOrderRefs(w.db, current.managementCompanyId, body);
      return workOrderValues(body);
    },
    afterWrite: async (row, _body, w, before) => {
      if (!before) await recordWorkOrderEvent(w.db, row.id, 'new', officeActor(w.auth));
    },
    beforeDelete: async (row, w) => {
      if (row.ledgerEntryId !== null)
        throw new HttpError(
          409,
          "This work order's cost is on the lease's ledger, which is kept for ever: it cannot be deleted",
        );
      await removeOwnerAttachments(w.db, w.ctx.files, 'work-order', row.id, w.request.log);
    },
    conflicts: { inUse: 'This work order is in use and cannot be deleted' },
  });

  const app = root.withTypeProvider<ZodTypeProvider>();
  const edit = (request: FastifyRequest, id: number) =>
    authorize(request, {
      feature: workOrderResource.feature,
      access: Access.Edit,
      owner: { workOrderId: id },
    });

  app.post(
    '/api/WorkOrderAssign/:id',
    {
      schema: {
        tags,
        summary:
          'Assigns a vendor insured on the scheduled date (409 naming overrideReason otherwise, unless a reason is given)',
        params: idParamsSchema,
        body: workOrderAssignSchema,
        response: { 200: okSchema(workOrderSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await edit(request, request.params.id);
      return ok(
        await assignWorkOrderVendor(request.db, ctx, request.params.id, request.body, officeActor(auth)),
      );
    },
  );

  app.post(
    '/api/WorkOrderStatus/:id',
    {
      schema: {
        tags,
        summary:
          "Moves a work order to another status with a note for its history; done bills its cost to the lease's ledger once",
        params: idParamsSchema,
        body: workOrderStatusChangeSchema,
        response: { 200: okSchema(workOrderSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await edit(request, request.params.id);
      return ok(
        await changeWorkOrderStatus(request.db, ctx, request.params.id, request.body, officeActor(auth)),
      );
    },
  );
}
