// Uploads, and the changes that store new files for an attachment: image edits and replacements.
import {
  Access,
  attachmentKindQuerySchema,
  attachmentOwnerParamsSchema,
  CONFLICT_ERROR,
  idParamsSchema,
  imageEditSchema,
  MAX_INT32,
  wholeParamSchema,
  type AttachmentKind,
  type AttachmentOwnerKind,
} from '@hangar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { updateVersioned } from '../../db/repository';
import { attachments } from '../../db/schema';
import { editImage, renditions, UploadRefused } from '../../files/images';
import { allFileKeys } from '../../files/keys';
import { removeFiles } from '../../files/remove';
import {
  fromRenditions,
  orRemove,
  prepareUpload,
  receiveFile,
  storedFileColumns,
  writeFiles,
  type PreparedUpload,
} from '../../files/upload';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { HttpError, notFound } from '../../http/http-error';
import { allowed, attachmentAnswer, recordOf, tags, unitParams, uploadFailures } from './attachment-access';
import { findAttachment, nextSortOrder, readAttachment, type AttachmentRow } from './attachment-repository';

const replaceQuery = z.strictObject({ version: wholeParamSchema(1, MAX_INT32).optional() });

function sendRefusal(reply: FastifyReply, err: UploadRefused) {
  return reply
    .code(err.statusCode)
    .send({ success: false, error: err.message, fileName: err.fileName, reason: err.reason });
}

/** Where an upload lands and who made it: the audit's actor and who may see the change. */
export type UploadTarget = {
  ownerKind: AttachmentOwnerKind;
  ownerId: number;
  kind: AttachmentKind;
  actor: ReturnType<typeof actorOf>;
  record: ReturnType<typeof recordOf>;
  /** What else a stored file means to its owner (a line in a work order's history). */
  afterStore?: (fileName: string) => Promise<void>;
};

/**
 * Receives one file (multipart, field `file`), checks it as the kind asks (types, size: the refusals name the
 * file) and stores it as an attachment of the owner, audited. The caller has checked the rights on the owner.
 */
export async function storeUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  { ownerKind, ownerId, kind, actor, record, afterStore }: UploadTarget,
) {
  const companyId = record.managementCompanyId;
  try {
    const { fileName, bytes } = await receiveFile(request, ctx.config.UPLOAD_MAX_BYTES);
    const prepared = await prepareUpload(kind, fileName, bytes);
    const prefix = await writeFiles(ctx.files, companyId, prepared);
    const row = await orRemove(ctx.files, prefix, async () => {
      const [inserted] = await request.db
        .insert(attachments)
        .values({
          managementCompanyId: companyId,
          ownerKind,
          ownerId,
          kind,
          fileName,
          ...storedFileColumns(prepared, prefix),
          sortOrder: nextSortOrder(ownerKind, ownerId, kind),
        })
        .returning();
      return inserted!;
    });
    await audit(request.db, 'attachment.created', {
      ...actor,
      ...record,
      entity: 'attachment',
      entityId: row.id,
      label: fileName,
      detail: { ownerKind, ownerId, kind, contentType: row.contentType, byteSize: row.byteSize },
    });
    await afterStore?.(fileName);
    return ok(await readAttachment(request.db, row));
  } catch (err) {
    if (err instanceof UploadRefused) return sendRefusal(reply, err);
    throw err;
  }
}

export function uploadRoutes(app: FastifyInstance, ctx: ServerContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function upload(
    request: FastifyRequest,
    reply: FastifyReply,
    ownerKind: AttachmentOwnerKind,
    ownerId: number,
    kind: AttachmentKind,
  ) {
    // Rights first: a refused user's bytes are never read. A new file is an Add (changing one is an Edit).
    const auth = await allowed(request, ownerKind, ownerId, Access.Add);
    return storeUpload(request, reply, ctx, {
      ownerKind,
      ownerId,
      kind,
      actor: actorOf(auth),
      record: recordOf(auth, ownerKind),
    });
  }

  typed.post(
    '/api/Attachments/:ownerKind/:ownerID',
    {
      schema: {
        tags,
        summary: 'Uploads one image or document (multipart, field `file`) of a property or rental unit',
        params: attachmentOwnerParamsSchema,
        querystring: attachmentKindQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: attachmentAnswer, ...uploadFailures },
      },
    },
    (request, reply) =>
      upload(request, reply, request.params.ownerKind, request.params.ownerID, request.query.kind),
  );

  typed.post(
    '/api/RentalUnitImage/:unitId',
    {
      schema: {
        tags,
        summary: 'Uploads one image of a rental unit (multipart, field `file`)',
        params: unitParams,
        consumes: ['multipart/form-data'],
        response: { 200: attachmentAnswer, ...uploadFailures },
      },
    },
    (request, reply) => upload(request, reply, 'unit', request.params.unitId, 'image'),
  );
}

export function fileChangeRoutes(app: FastifyInstance, ctx: ServerContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const max = ctx.config.UPLOAD_MAX_BYTES;

  /** Stores new renditions for an existing row (edit, replace), then drops the old files. */
  async function replaceFiles(
    request: FastifyRequest,
    row: AttachmentRow,
    version: number,
    prepared: PreparedUpload,
    fileName: string,
  ) {
    const prefix = await writeFiles(ctx.files, row.managementCompanyId, prepared);
    await orRemove(ctx.files, prefix, () =>
      updateVersioned(request.db, attachments, row.id, version, {
        fileName,
        ...storedFileColumns(prepared, prefix),
        updatedAt: ctx.now(),
      }),
    );
    await removeFiles(ctx.files, [row.storageKey], request.log);
    return findAttachment(request.db, row.id);
  }

  typed.post(
    '/api/ImageEdit/:id',
    {
      schema: {
        tags,
        summary:
          'Turns and crops an image as it was uploaded (never the last edit: a crop is undone by cropping again); new display size and thumbnail, new URLs',
        params: idParamsSchema,
        body: imageEditSchema,
        response: { 200: attachmentAnswer, ...failures },
      },
    },
    async (request) => {
      const row = await findAttachment(request.db, request.params.id);
      const auth = await allowed(request, row.ownerKind, row.ownerId, Access.Edit);
      if (!row.contentType.startsWith('image/')) throw new HttpError(400, `${row.fileName} is not an image`);
      const { rotate, crop, version } = request.body;
      if (version !== row.version) throw new HttpError(409, CONFLICT_ERROR);
      // Every edit starts from the image as uploaded (kept apart after the first edit), not from the last edit.
      const keys = allFileKeys(row.storageKey);
      const source = (await ctx.files.get(keys.source)) ?? (await ctx.files.get(keys.original));
      const sourceDisplay = (await ctx.files.get(keys.sourceDisplay)) ?? (await ctx.files.get(keys.display));
      if (!source || !sourceDisplay) throw notFound('The file of this image is missing');
      const edited = await editImage(source, row.contentType, { rotate, crop });
      const prepared = fromRenditions(
        await renditions(row.fileName, edited, row.contentType, { reencode: false }),
      );
      prepared.files.push(
        { key: 'source', bytes: source, type: row.contentType },
        { key: 'sourceDisplay', bytes: sourceDisplay, type: 'image/webp' },
      );
      const after = await replaceFiles(request, row, version, prepared, row.fileName);
      await audit(request.db, 'attachment.updated', {
        ...actorOf(auth),
        ...recordOf(auth, row.ownerKind),
        entity: 'attachment',
        entityId: row.id,
        label: row.fileName,
        detail: { edit: { rotate, crop } },
      });
      return ok(await readAttachment(request.db, after));
    },
  );

  typed.put(
    '/api/ImageReplace/:id',
    {
      schema: {
        tags,
        summary:
          'Replaces the file of an image or document (multipart, field `file`; the same checks as an upload); `?version=` makes a stale replace 409',
        params: idParamsSchema,
        querystring: replaceQuery,
        consumes: ['multipart/form-data'],
        response: { 200: attachmentAnswer, ...uploadFailures },
      },
    },
    async (request, reply) => {
      const row = await findAttachment(request.db, request.params.id);
      const auth = await allowed(request, row.ownerKind, row.ownerId, Access.Edit);
      const version = request.query.version ?? row.version;
      if (version !== row.version) throw new HttpError(409, CONFLICT_ERROR);
      try {
        const { fileName, bytes } = await receiveFile(request, max);
        const prepared = await prepareUpload(row.kind, fileName, bytes);
        const after = await replaceFiles(request, row, version, prepared, fileName);
        await audit(request.db, 'attachment.updated', {
          ...actorOf(auth),
          ...recordOf(auth, row.ownerKind),
          entity: 'attachment',
          entityId: row.id,
          label: fileName,
          detail: { replaced: { from: row.fileName, to: fileName } },
        });
        return ok(await readAttachment(request.db, after));
      } catch (err) {
        if (err instanceof UploadRefused) return sendRefusal(reply, err);
        throw err;
      }
    },
  );
}
