// Images and documents of properties and rental units: upload (multipart, one file a request), list, change,
// order, card image, edit, replace, delete, and serving the files with their caching headers.
import multipart from '@fastify/multipart';
import {
  Access,
  CONFLICT_ERROR,
  attachmentKindQuerySchema,
  attachmentListSchema,
  attachmentOrderSchema,
  attachmentOwnerParamsSchema,
  attachmentSchema,
  attachmentUpdateSchema,
  failureSchema,
  idOrZeroParamSchema,
  idParamSchema,
  idParamsSchema,
  idSchema,
  imageEditSchema,
  MAX_INT32,
  okSchema,
  STORED_FILE_TYPES,
  wholeParamSchema,
  uploadRefusalSchema,
  type AttachmentKind,
  type AttachmentOwnerKind,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basename } from 'node:path';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { updateVersioned } from '../../db/repository';
import { attachments, rentalUnits } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import { checkUpload, editImage, etagOf, renditions, UploadRefused } from '../../files/images';
import { fileKeys, newFilePrefix } from '../../files/keys';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { authorize, type OwnerChain } from '../../security/authorize';
import { HttpError, notFound } from '../../security/http-error';
import {
  findAttachment,
  isPublic,
  listAttachments,
  nextSortOrder,
  readAttachment,
  rightsOf,
  type AttachmentRow,
} from './attachment-repository';
import { removeFiles } from './owner-files';

const tags = ['Attachments'];
const YEAR = 31_536_000;

/** An upload's failure names the file and the reason besides the message. */
const uploadFailure = failureSchema.extend(uploadRefusalSchema.partial().shape);
const uploadFailures = { ...failures, 400: uploadFailure, 413: uploadFailure, 415: uploadFailure };

const attachmentAnswer = okSchema(attachmentSchema);
const listAnswer = okSchema(attachmentListSchema);
const fileQuery = z.strictObject({ v: z.string().max(64).optional() });
/** A file answer of the given types: its bytes, sent as they are (Fastify serializes no Buffer). */
const fileAnswer = (types: readonly string[]) => ({
  description: "The file's bytes",
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});
/** An answer to `If-None-Match` naming the file's current ETag. */
const notModified = z.null().meta({ description: 'Not modified: the copy the client has is current' });
const unitParams = z.strictObject({ unitId: idParamSchema });
const cardParams = z.strictObject({
  unitId: idParamSchema,
  /** 0 clears the choice (the first listed image is the card again). */
  imageId: idOrZeroParamSchema,
});
const replaceQuery = z.strictObject({ version: wholeParamSchema(1, MAX_INT32).optional() });

type Prepared = {
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  etag: string;
  files: { key: keyof ReturnType<typeof fileKeys>; bytes: Buffer; type: string }[];
};

/**
 * A name fit to show: the last part of what the browser sent, without control characters, at most 200.
 * Browsers send a quote in a multipart file name as `%22`.
 */
function cleanName(name: string | undefined): string {
  const base = basename((name ?? '').replace(/%22/g, '"').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'file').slice(0, 200);
}

/** Reads the one file of a multipart request (field `file`), refusing one over the size limit with 413. */
async function receiveFile(
  request: FastifyRequest,
  max: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new HttpError(400, 'Send the file as multipart/form-data, in the field "file"');
  let fileName = 'file';
  const onlyOne = 'Send one file per request, in the field "file", and nothing else';
  try {
    let received: { fileName: string; bytes: Buffer } | null = null;
    for await (const part of request.parts({ limits: { fileSize: max, files: 1, fields: 0, parts: 2 } })) {
      if (received || part.type !== 'file' || part.fieldname !== 'file') throw new HttpError(400, onlyOne);
      fileName = cleanName(part.filename);
      received = { fileName, bytes: await part.toBuffer() };
    }
    if (!received) throw new HttpError(400, 'Send the file in the field "file"');
    return received;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = (max / (1024 * 1024)).toFixed(max < 1024 * 1024 ? 2 : 0);
      throw new UploadRefused(413, fileName, `is larger than the ${mb} MB an upload may be`);
    }
    if (/^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(code)) throw new HttpError(400, onlyOne);
    // Anything else here is a malformed or cut-off multipart body.
    throw new HttpError(400, `The upload of ${fileName} did not arrive whole; try again`);
  }
}

/** What will be stored for an upload: the checked type and the files (renditions for an image). */
async function prepare(kind: AttachmentKind, fileName: string, bytes: Buffer): Promise<Prepared> {
  const { mime, isImage } = await checkUpload(kind, fileName, bytes);
  if (!isImage) {
    return {
      contentType: mime,
      byteSize: bytes.length,
      width: null,
      height: null,
      etag: etagOf(bytes),
      files: [{ key: 'original', bytes, type: mime }],
    };
  }
  return fromRenditions(await renditions(fileName, bytes, mime));
}

function fromRenditions(r: Awaited<ReturnType<typeof renditions>>): Prepared {
  return {
    contentType: r.originalType,
    byteSize: r.original.length,
    width: r.width,
    height: r.height,
    etag: etagOf(r.original),
    files: [
      { key: 'original', bytes: r.original, type: r.originalType },
      { key: 'display', bytes: r.display, type: 'image/webp' },
      { key: 'thumbnail', bytes: r.thumbnail, type: 'image/webp' },
    ],
  };
}

/** Writes the files under a new prefix; on a failure removes what was written and throws. */
async function writeFiles(files: FileStore, companyId: number, prepared: Prepared): Promise<string> {
  const prefix = newFilePrefix(companyId);
  const keys = fileKeys(prefix);
  try {
    await Promise.all(prepared.files.map((f) => files.put(keys[f.key], f.bytes, f.type)));
  } catch (err) {
    await removeFiles(files, [prefix]);
    throw err;
  }
  return prefix;
}

/** Runs a database write for new files; when it fails, the files go too (nothing is half-stored). */
async function orRemove<T>(files: FileStore, prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeFiles(files, [prefix]);
    throw err;
  }
}

function sendRefusal(reply: FastifyReply, err: UploadRefused) {
  return reply
    .code(err.statusCode)
    .send({ success: false, error: err.message, fileName: err.fileName, reason: err.reason });
}

/** A file name for a download: safe characters only in `filename`, the real one in `filename*`. */
export function contentDisposition(fileName: string, contentType: string): string {
  const ext = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[
    contentType
  ];
  let name = fileName;
  if (ext && !new RegExp(`\\.${ext === 'jpg' ? 'jpe?g' : ext}$`, 'i').test(name)) name += `.${ext}`;
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function attachmentRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    routes(scope, ctx);
  });
}

function routes(app: FastifyInstance, ctx: ServerContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const max = ctx.config.UPLOAD_MAX_BYTES;

  /** An audited attachment's company, and who may see the change: those who may view its owner. */
  const recordOf = (auth: { chain: OwnerChain }, ownerKind: AttachmentOwnerKind) => ({
    managementCompanyId: auth.chain.companyId,
    visibility: {
      featureId: rightsOf(ownerKind, 0).feature,
      propertyId: auth.chain.propertyId,
      unitId: auth.chain.unitId,
    },
  });

  /** Checks a right on an owner: `authorize` with the owner kind's feature. */
  const allowed = (
    request: FastifyRequest,
    ownerKind: AttachmentOwnerKind,
    ownerId: number,
    access: number,
  ) => {
    const { owner, feature } = rightsOf(ownerKind, ownerId);
    return authorize(request, { feature, access, owner });
  };

  async function upload(
    request: FastifyRequest,
    reply: FastifyReply,
    ownerKind: AttachmentOwnerKind,
    ownerId: number,
    kind: AttachmentKind,
  ) {
    // Rights first: a refused user's bytes are never read.
    const auth = await allowed(request, ownerKind, ownerId, Access.Edit);
    try {
      const { fileName, bytes } = await receiveFile(request, max);
      const prepared = await prepare(kind, fileName, bytes);
      const prefix = await writeFiles(ctx.files, auth.chain.companyId, prepared);
      const row = await orRemove(ctx.files, prefix, async () => {
        const [inserted] = await request.db
          .insert(attachments)
          .values({
            managementCompanyId: auth.chain.companyId,
            ownerKind,
            ownerId,
            kind,
            fileName,
            contentType: prepared.contentType,
            byteSize: prepared.byteSize,
            width: prepared.width,
            height: prepared.height,
            storageKey: prefix,
            etag: prepared.etag,
            sortOrder: nextSortOrder(ownerKind, ownerId, kind),
          })
          .returning();
        return inserted!;
      });
      await audit(request.db, 'attachment.created', {
        ...actorOf(auth),
        ...recordOf(auth, ownerKind),
        entity: 'attachment',
        entityId: row.id,
        label: fileName,
        detail: { ownerKind, ownerId, kind, contentType: row.contentType, byteSize: row.byteSize },
      });
      return ok(await readAttachment(request.db, row));
    } catch (err) {
      if (err instanceof UploadRefused) return sendRefusal(reply, err);
      throw err;
    }
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

  /** Stores new renditions for an existing row (edit, replace), then drops the old files. */
  async function replaceFiles(
    request: FastifyRequest,
    row: AttachmentRow,
    version: number,
    prepared: Prepared,
    fileName: string,
  ) {
    const prefix = await writeFiles(ctx.files, row.managementCompanyId, prepared);
    await orRemove(ctx.files, prefix, () =>
      updateVersioned(request.db, attachments, row.id, version, {
        fileName,
        contentType: prepared.contentType,
        byteSize: prepared.byteSize,
        width: prepared.width,
        height: prepared.height,
        storageKey: prefix,
        etag: prepared.etag,
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
        summary: 'Turns and crops an image (its stored original); new display size and thumbnail, new URLs',
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
      const original = await ctx.files.get(fileKeys(row.storageKey).original);
      if (!original) throw notFound('The file of this image is missing');
      const edited = await editImage(original, row.contentType, { rotate, crop });
      const prepared = fromRenditions(
        await renditions(row.fileName, edited, row.contentType, { reencode: false }),
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
        const prepared = await prepare(row.kind, fileName, bytes);
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

  /**
   * May this request read the row's files and metadata? Anyone for a public image; otherwise a user who may
   * view the owner (anyone else: 404, as for a file that does not exist).
   */
  async function readable(request: FastifyRequest, row: AttachmentRow): Promise<{ isPublic: boolean }> {
    if (await isPublic(request.db, row)) return { isPublic: true };
    if (!request.auth) throw notFound();
    await allowed(request, row.ownerKind, row.ownerId, Access.View);
    return { isPublic: false };
  }

  const VARIANTS = {
    display: { key: 'display', code: 'd', imageOnly: true },
    thumbnail: { key: 'thumbnail', code: 't', imageOnly: true },
    original: { key: 'original', code: 'o', imageOnly: false },
  } as const;

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    v: string | undefined,
    variant: keyof typeof VARIANTS,
  ) {
    const row = await findAttachment(request.db, id);
    const { isPublic } = await readable(request, row);
    const { key, code, imageOnly } = VARIANTS[variant];
    const image = row.contentType.startsWith('image/');
    if (imageOnly && !image) throw notFound();
    const etag = `"${row.etag}-${code}"`;
    const audience = isPublic ? 'public' : 'private';
    // The URL names the stored version (`?v=`): such an answer never changes. Without it, or with an old one,
    // the browser asks again each time (and gets 304 while the file is the same).
    const headers: Record<string, string> = {
      ETag: etag,
      'Cache-Control': v === row.etag ? `${audience}, max-age=${YEAR}, immutable` : `${audience}, no-cache`,
      Vary: 'Authorization',
      // Public listing images are shown by the listings page, which may be on another site.
      ...(isPublic ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
    };
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).headers(headers).send();
    }
    const bytes = await ctx.files.get(fileKeys(row.storageKey)[key]);
    if (!bytes) {
      // Answered without the caching headers: a missing file must not be remembered as one.
      request.log.warn({ attachmentId: row.id, key }, 'attachment file missing');
      throw notFound();
    }
    reply.headers(headers);
    const type = variant === 'original' ? row.contentType : 'image/webp';
    reply.type(type).header('Content-Length', bytes.length);
    // A file is never a page: nothing in it runs, whatever a browser makes of it.
    reply.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    if (variant === 'original')
      reply.header('Content-Disposition', contentDisposition(row.fileName, row.contentType));
    return reply.send(bytes);
  }

  for (const [path, variant, summary, types] of [
    [
      '/api/image/:id',
      'display',
      'An image at display size (WebP, longest side at most 1600 px)',
      ['image/webp'],
    ],
    [
      '/api/image2/:id',
      'thumbnail',
      'An image as a thumbnail (WebP, longest side at most 400 px)',
      ['image/webp'],
    ],
    [
      '/api/document/:id',
      'original',
      'The stored file (a download; an image without its metadata), of the type it was stored as',
      STORED_FILE_TYPES,
    ],
  ] as const) {
    typed.get(
      path,
      {
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          querystring: fileQuery,
          response: { 200: fileAnswer(types), 304: notModified, ...failures },
        },
      },
      (request, reply) => serve(request, reply, request.params.id, request.query.v, variant),
    );
  }

  for (const [path, kind] of [
    ['/api/ImageID/:id', 'image'],
    ['/api/DocumentID/:id', 'document'],
  ] as const) {
    typed.get(
      path,
      {
        schema: {
          tags,
          summary: `An ${kind === 'image' ? 'image' : 'attachment'}'s details`,
          params: idParamsSchema,
          response: { 200: attachmentAnswer, ...failures },
        },
      },
      async (request) => {
        const row = await findAttachment(request.db, request.params.id);
        await readable(request, row);
        if (kind === 'image' && !row.contentType.startsWith('image/')) throw notFound();
        return ok(await readAttachment(request.db, row));
      },
    );
  }
}
