// Photos of work orders in the portals: a tenant adds them to their maintenance request, a vendor to an assigned
// work order; both list them. They are the work order's images (attachments of the work order, as the office's
// work order page shows them), stored by the attachments' one upload pipeline (types, size, refusals). Every
// route cuts by `portalScope` (another party's work order: 404); the files are read through the attachments'
// file routes, whose `readable` rule lets a portal user read the photos of the work orders they see.
import { portalWorkOrderParamsSchema, type WorkOrderStatus } from '@hangar/contracts';
import multipart from '@fastify/multipart';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { attachments } from '../../db/schema';
import { failures } from '../../http/failures';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import { actorOf } from '../../security/audit';
import { portalScope, portalWorkOrder } from '../../security/portal-scope';
import { attachmentAnswer, listAnswer, recordOf, uploadFailures } from '../attachments/attachment-access';
import { listAttachments } from '../attachments/attachment-repository';
import { storeUpload } from '../attachments/upload-routes';
import { recordWorkOrderEvent } from '../work-orders/work-orders';
import { actorOfPortal } from './portal-work-order-routes';

const tags = ['Portals'];
/** How many photos a work order takes from the portals. */
const PORTAL_PHOTOS_MAX = 20;

export async function portalPhotoRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  // Multipart like the attachments' upload (one file, nothing else), in a scope of its own.
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    photoRoutes(scope, ctx);
  });
}

function photoRoutes(root: FastifyInstance, ctx: ServerContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PortalWorkOrderPhotos/:id',
    {
      schema: {
        tags,
        summary:
          "The photos of one of the portal user's work orders (the office's and the portals'), in order",
        params: portalWorkOrderParamsSchema,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      await portalWorkOrder(request, portalScope(request), request.params.id);
      return ok({ items: await listAttachments(request.db, 'work-order', request.params.id, 'image') });
    },
  );

  app.post(
    '/api/PortalWorkOrderPhoto/:id',
    {
      schema: {
        tags,
        summary:
          "Adds a photo (multipart, field `file`: an image, the attachments' checks) to a tenant's request or a vendor's assigned work order",
        params: portalWorkOrderParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: attachmentAnswer, ...uploadFailures },
      },
    },
    async (request, reply) => {
      // The scope and the work order first: a refused caller's bytes are never read.
      const scope = portalScope(request);
      const { id } = request.params;
      const order = await portalWorkOrder(request, scope, id);
      const [held] = await request.db
        .select({ n: count() })
        .from(attachments)
        .where(and(eq(attachments.ownerKind, 'work-order'), eq(attachments.ownerId, id)));
      if ((held?.n ?? 0) >= PORTAL_PHOTOS_MAX)
        throw new HttpError(400, `A work order holds at most ${PORTAL_PHOTOS_MAX} photos`);
      const chain = {
        companyId: scope.companyId,
        propertyId: order.propertyId,
        unitId: order.unitId ?? undefined,
      };
      return storeUpload(request, reply, ctx, {
        ownerKind: 'work-order',
        ownerId: id,
        kind: 'image',
        actor: actorOf(request.auth!),
        record: recordOf({ chain }, 'work-order'),
        // The history says who added a photo, so the other party and the office see it was them.
        afterStore: (fileName) =>
          recordWorkOrderEvent(
            request.db,
            id,
            order.status as WorkOrderStatus,
            actorOfPortal(request),
            `Photo added: ${fileName}`,
          ),
      });
    },
  );
}
