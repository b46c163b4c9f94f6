// An attachment's record: the lists, caption and listing flag, order, card image and deletion.
import {
  Access,
  attachmentKindQuerySchema,
  attachmentOrderSchema,
  attachmentOwnerParamsSchema,
  attachmentUpdateSchema,
  idOrZeroParamSchema,
  idParamSchema,
  idParamsSchema,
  idSchema,
  okSchema,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { z } from 'zod';
import { updateVersioned } from '../../db/repository';
import { attachments, rentalUnits } from '../../db/schema';
import { removeFiles } from '../../files/remove';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { HttpError, notFound } from '../../http/http-error';
import { allowed, attachmentAnswer, listAnswer, recordOf, tags, unitParams } from './attachment-access';
import { findAttachment, listAttachments, readAttachment } from './attachment-repository';

const cardParams = z.strictObject({
  unitId: idParamSchema,
  /** 0 clears the choice (the first listed image is the card again). */
  imageId: idOrZeroParamSchema,
});

export function attachmentRecordRoutes(app: FastifyInstance, ctx: ServerContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/Attachments/:ownerKind/:ownerID',
    {
      schema: {
        tags,
        summary: "An owner's images or documents, in their order",
        params: attachmentOwnerParamsSchema,
        querystring: attachmentKindQuerySchema,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const { ownerKind, ownerID } = request.params;
      await allowed(request, ownerKind, ownerID, Access.View);
      return ok({ items: await listAttachments(request.db, ownerKind, ownerID, request.query.kind) });
    },
  );

  typed.get(
    '/api/RentalUnitImages/:unitId',
    {
      schema: {
        tags,
        summary: "A rental unit's images, in their order",
        params: unitParams,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      await allowed(request, 'unit', request.params.unitId, Access.View);
      return ok({ items: await listAttachments(request.db, 'unit', request.params.unitId, 'image') });
    },
  );

  typed.put(
    '/api/Attachment/:id',
    {
      schema: {
        tags,
        summary: "Changes an attachment's caption and listing flag (its version must match: 409 when stale)",
        params: idParamsSchema,
        body: attachmentUpdateSchema,
        response: { 200: attachmentAnswer, ...failures },
      },
    },
    async (request) => {
      const row = await findAttachment(request.db, request.params.id);
      const auth = await allowed(request, row.ownerKind, row.ownerId, Access.Edit);
      const { caption, showInListing, version } = request.body;
      await updateVersioned(request.db, attachments, row.id, version, {
        caption,
        showInListing,
        updatedAt: ctx.now(),
      });
      const after = await findAttachment(request.db, row.id);
      await audit(request.db, 'attachment.updated', {
        ...actorOf(auth),
        ...recordOf(auth, row.ownerKind),
        entity: 'attachment',
        entityId: row.id,
        label: row.fileName,
        detail: {
          changes: Object.fromEntries(
            (['caption', 'showInListing'] as const)
              .filter((k) => row[k] !== after[k])
              .map((k) => [k, { from: row[k], to: after[k] }]),
          ),
        },
      });
      return ok(await readAttachment(request.db, after));
    },
  );

  typed.delete(
    '/api/Attachment/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes an attachment and its files (a deleted card image: the first listed one is the card)',
        params: idParamsSchema,
        response: { 200: okSchema(z.object({ id: idSchema })), ...failures },
      },
    },
    async (request) => {
      const row = await findAttachment(request.db, request.params.id);
      const auth = await allowed(request, row.ownerKind, row.ownerId, Access.Delete);
      const [removed] = await request.db
        .delete(attachments)
        .where(eq(attachments.id, row.id))
        .returning({ storageKey: attachments.storageKey });
      if (!removed) throw notFound();
      if (row.ownerKind === 'unit') {
        await request.db
          .update(rentalUnits)
          .set({ cardImageId: null })
          .where(and(eq(rentalUnits.id, row.ownerId), eq(rentalUnits.cardImageId, row.id)));
      }
      await removeFiles(ctx.files, [removed.storageKey], request.log);
      await audit(request.db, 'attachment.deleted', {
        ...actorOf(auth),
        ...recordOf(auth, row.ownerKind),
        entity: 'attachment',
        entityId: row.id,
        label: row.fileName,
        detail: { ownerKind: row.ownerKind, ownerId: row.ownerId },
      });
      return ok({ id: row.id });
    },
  );

  typed.put(
    '/api/AttachmentOrder/:ownerKind/:ownerID',
    {
      schema: {
        tags,
        summary: "Puts an owner's images or documents in a new order (every id of that kind, once)",
        params: attachmentOwnerParamsSchema,
        body: attachmentOrderSchema,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const { ownerKind, ownerID } = request.params;
      const { kind, ids } = request.body;
      await allowed(request, ownerKind, ownerID, Access.Edit);
      const current = await request.db
        .select({ id: attachments.id })
        .from(attachments)
        .where(
          and(
            eq(attachments.ownerKind, ownerKind),
            eq(attachments.ownerId, ownerID),
            eq(attachments.kind, kind),
          ),
        );
      const have = new Set(current.map((r) => r.id));
      if (ids.length !== have.size || ids.some((id) => !have.has(id))) {
        throw new HttpError(
          400,
          `The new order must list every ${kind} of this record once, and nothing else`,
          {
            ids: 'Reload the list and try again',
          },
        );
      }
      if (ids.length) {
        const pairs = JSON.stringify(ids.map((id, i) => [id, i + 1]));
        await request.db.execute(
          sql`update attachments set sort_order = v.pos from (select (e->>0)::int as id, (e->>1)::int as pos from jsonb_array_elements(${pairs}::jsonb) as e) v where attachments.id = v.id`,
        );
      }
      return ok({ items: await listAttachments(request.db, ownerKind, ownerID, kind) });
    },
  );

  typed.post(
    '/api/RentalUnitSetImageAsCard/:unitId/:imageId',
    {
      schema: {
        tags,
        summary:
          "Chooses a unit's card image (imageId 0: none chosen, the first listed image is the card); answers the unit's images",
        params: cardParams,
        response: { 200: listAnswer, ...failures },
      },
    },
    async (request) => {
      const { unitId, imageId } = request.params;
      await allowed(request, 'unit', unitId, Access.Edit);
      if (imageId) {
        const [image] = await request.db
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            and(
              eq(attachments.id, imageId),
              eq(attachments.ownerKind, 'unit'),
              eq(attachments.ownerId, unitId),
              eq(attachments.kind, 'image'),
            ),
          );
        if (!image) throw new HttpError(400, 'That image is not an image of this unit');
      }
      // Only the choice changes: the unit's version stays, so an open unit form can still be saved.
      await request.db
        .update(rentalUnits)
        .set({ cardImageId: imageId || null })
        .where(eq(rentalUnits.id, unitId));
      return ok({ items: await listAttachments(request.db, 'unit', unitId, 'image') });
    },
  );
}
