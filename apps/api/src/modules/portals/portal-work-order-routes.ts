// Work orders in the portals, through the work order functions (modules/work-orders): a tenant files a maintenance
// request on one of their leases and follows it; a vendor sees the work orders assigned to them, accepts or
// declines, schedules, moves them on and enters the cost. Every route cuts by `portalScope` (404 for another's).
import {
  okSchema,
  portalMaintenanceRequestSchema,
  portalWorkOrderAnswerSchema,
  portalWorkOrderCostSchema,
  portalWorkOrderParamsSchema,
  portalWorkOrderSchema,
  portalWorkOrderStatusSchema,
  workOrderCreateSchema,
} from '@hangar/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { leases, rentalUnits, workOrders } from '../../db/schema';
import { failures } from '../../http/failures';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { actorOf } from '../../security/audit';
import { portalScope, portalWorkOrder, scopeWorkOrders, tenantLease } from '../../security/portal-scope';
import { toWorkOrder, workOrderRepository } from '../work-orders/work-order-repository';
import {
  changeWorkOrderStatus,
  createWorkOrder,
  readWorkOrder,
  recordWorkOrderEvent,
  setWorkOrderCost,
  type WorkOrderActor,
} from '../work-orders/work-orders';

const tags = ['Portals'];

/** A portal user as the work order's history names them. */
export const actorOfPortal = (request: FastifyRequest): WorkOrderActor => {
  const auth = request.auth!;
  return { userId: auth.user.id, name: auth.user.fileAs, audit: actorOf(auth) };
};

export async function portalWorkOrderRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const one = {
    params: portalWorkOrderParamsSchema,
    response: { 200: okSchema(portalWorkOrderSchema), ...failures },
  };

  app.get(
    '/api/PortalWorkOrders',
    {
      schema: {
        tags,
        summary:
          "A portal user's work orders: a vendor's assigned ones, a tenant's requests and those of their leases",
        response: { 200: okSchema(z.array(portalWorkOrderSchema)), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request);
      const { rows } = await workOrderRepository.list(request.db, {
        where: scopeWorkOrders(scope),
        orderBy: [desc(workOrders.createdAt), desc(workOrders.id)],
        page: 1,
        pageSize: 200,
      });
      const now = ctx.now();
      return ok(rows.map((row) => toWorkOrder(row, now)));
    },
  );

  app.get(
    '/api/PortalWorkOrder/:id',
    { schema: { tags, summary: 'One of the portal user’s work orders with its status history', ...one } },
    async (request) => {
      const scope = portalScope(request);
      await portalWorkOrder(request, scope, request.params.id);
      return ok(await readWorkOrder(request.db, request.params.id, ctx.now()));
    },
  );

  app.post(
    '/api/PortalMaintenanceRequest',
    {
      schema: {
        tags,
        summary:
          "A tenant's maintenance request on one of their leases: a new work order of the lease's unit",
        body: portalMaintenanceRequestSchema,
        response: { 200: okSchema(portalWorkOrderSchema), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request, 'tenant');
      const { body } = request;
      await tenantLease(request, scope, body.leaseID);
      const [lease] = await request.db
        .select({ unitId: leases.unitId, propertyId: rentalUnits.propertyId })
        .from(leases)
        .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
        .where(eq(leases.id, body.leaseID));
      if (!lease) throw notFound();
      const write = workOrderCreateSchema.parse({
        propertyID: lease.propertyId,
        unitID: lease.unitId,
        category: body.category,
        priority: body.priority,
        title: body.title,
        description: body.description,
        requestedByContactID: scope.contactId,
        leaseID: body.leaseID,
      });
      return ok(
        await createWorkOrder(
          request.db,
          ctx,
          scope.companyId,
          write,
          actorOfPortal(request),
          'Asked in the tenant portal',
        ),
      );
    },
  );

  app.post(
    '/api/PortalWorkOrderAnswer/:id',
    {
      schema: {
        tags,
        summary: 'A vendor accepts or declines an assigned work order (a step of its history for the office)',
        body: portalWorkOrderAnswerSchema,
        ...one,
      },
    },
    async (request) => {
      const scope = portalScope(request, 'vendor');
      const { id } = request.params;
      await portalWorkOrder(request, scope, id);
      const current = await readWorkOrder(request.db, id, ctx.now());
      const { accept, note } = request.body;
      const said = accept ? 'Accepted by the vendor' : 'Declined by the vendor';
      await recordWorkOrderEvent(
        request.db,
        id,
        current.status,
        actorOfPortal(request),
        note ? `${said}: ${note}` : said,
      );
      return ok(await readWorkOrder(request.db, id, ctx.now()));
    },
  );

  app.post(
    '/api/PortalWorkOrderStatus/:id',
    {
      schema: {
        tags,
        summary: 'A vendor schedules, starts or finishes an assigned work order, with a note for the history',
        body: portalWorkOrderStatusSchema,
        ...one,
      },
    },
    async (request) => {
      const scope = portalScope(request, 'vendor');
      await portalWorkOrder(request, scope, request.params.id);
      return ok(
        await changeWorkOrderStatus(request.db, ctx, request.params.id, request.body, actorOfPortal(request)),
      );
    },
  );

  app.post(
    '/api/PortalWorkOrderCost/:id',
    {
      schema: {
        tags,
        summary: "A vendor enters an assigned work order's cost (labour and materials) before it is done",
        body: portalWorkOrderCostSchema,
        ...one,
      },
    },
    async (request) => {
      const scope = portalScope(request, 'vendor');
      await portalWorkOrder(request, scope, request.params.id);
      return ok(
        await setWorkOrderCost(request.db, ctx, request.params.id, request.body, actorOfPortal(request)),
      );
    },
  );
}
