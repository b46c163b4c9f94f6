// Renewed insurance certificates (docs/vendors.md, docs/portals.md): a vendor user uploads one in the vendor
// portal (`PortalInsuranceCertificate`, cut by `portalScope` to their own vendor); it waits for the office, which
// lists (`InsuranceCertificates`), approves or rejects it with the Vendors feature's View and Edit. Approving
// makes it the certificate of its type on the vendor: its dates the vendor's insurance dates, its file the
// certificate's document, the vendor's deciding expiry written again.
import {
  Access,
  insuranceCertificateApproveSchema,
  insuranceCertificateParamsSchema,
  insuranceCertificateRejectSchema,
  insuranceCertificatesParamsSchema,
  insuranceCertificateUploadSchema,
  insuranceExpiresOf,
  insuranceTypeLabel,
  MgmtCoFeature,
  okSchema,
  portalInsuranceCertificateQuerySchema,
  CAPTION_MAX,
  CONFLICT_ERROR,
  type InsuranceCertificateUpload,
} from '@hangar/contracts';
import multipart from '@fastify/multipart';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import {
  attachments,
  contacts,
  insuranceCertificateUploads,
  managementCompanies,
  portalLinks,
  vendors,
  type InsuranceCertificateRow,
} from '../../db/schema';
import { UploadRefused } from '../../files/images';
import { orRemove, prepareUpload, receiveFile, storedFileColumns, writeFiles } from '../../files/upload';
import { failures } from '../../http/failures';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { actorOf, audit, fieldDiff } from '../../security/audit';
import { authorize } from '../../security/authorize';
import { portalScope } from '../../security/portal-scope';
import { nextSortOrder } from '../attachments/attachment-repository';
import { uploadFailures } from '../attachments/attachment-access';

const tags = ['Vendors'];
const feature = MgmtCoFeature.Vendors;
const visibility = { featureId: feature };
const answer = { 200: okSchema(insuranceCertificateUploadSchema), ...failures };

type UploadRow = typeof insuranceCertificateUploads.$inferSelect & { fileName: string };

const selection = { upload: insuranceCertificateUploads, fileName: attachments.fileName };

/** The certificate uploads matching `where`, newest first, each with its file's name. */
export async function readCertificateUploads(db: Db, where: SQL | undefined): Promise<UploadRow[]> {
  const rows = await db
    .select(selection)
    .from(insuranceCertificateUploads)
    .innerJoin(attachments, eq(attachments.id, insuranceCertificateUploads.attachmentId))
    .where(where)
    .orderBy(desc(insuranceCertificateUploads.createdAt), desc(insuranceCertificateUploads.id))
    .limit(50);
  return rows.map((r) => ({ ...r.upload, fileName: r.fileName }));
}

export function toCertificateUpload(row: UploadRow): InsuranceCertificateUpload {
  return {
    id: row.id,
    vendorID: row.vendorId,
    type: row.type as InsuranceCertificateUpload['type'],
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    effectiveDate: row.effectiveDate,
    expiryDate: row.expiryDate,
    status: row.status,
    reason: row.reason,
    documentID: row.attachmentId,
    fileName: row.fileName,
    uploadedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** What a vendor user sees of their uploads: the pending ones and those decided in the last 90 days. */
export function portalCertificatesWhere(vendorId: number, now: Date): SQL {
  const since = new Date(now.getTime() - 90 * 24 * 3600 * 1000).toISOString();
  return sql`${insuranceCertificateUploads.vendorId} = ${vendorId} and (${insuranceCertificateUploads.status} = 'pending'
    or ${insuranceCertificateUploads.decidedAt} >= ${since}::timestamptz)`;
}

/** The caption of a certificate's file among the vendor's documents: what it is, and whether it was rejected. */
const certificateCaption = (
  upload: { type: string; effectiveDate: string; expiryDate: string },
  state: 'uploaded' | 'rejected',
) =>
  `${insuranceTypeLabel(upload.type as InsuranceCertificateUpload['type'])} certificate, ${upload.effectiveDate} to ${upload.expiryDate} (${state === 'uploaded' ? 'uploaded in the vendor portal' : 'rejected by the office'})`.slice(
    0,
    CAPTION_MAX,
  );

const primaryEmail = (emails: { address: string; isPrimary?: boolean }[]) =>
  (emails.find((e) => e.isPrimary) ?? emails[0])?.address ?? null;

export async function insuranceCertificateRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  // The upload is multipart like the attachments' (one file, nothing else), in a scope of its own.
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    certificateRoutes(scope, ctx);
  });
}

function certificateRoutes(root: FastifyInstance, ctx: ServerContext): void {
  portalUploadRoute(root, ctx);
  officeRoutes(root, ctx);
}

/** The upload by id, or 404; the office's right on its company checked (another company's: 404). */
async function officeUpload(request: FastifyRequest, id: number, access: number) {
  const [row] = await request.db
    .select({ companyId: insuranceCertificateUploads.managementCompanyId })
    .from(insuranceCertificateUploads)
    .where(eq(insuranceCertificateUploads.id, id));
  if (!row) throw notFound();
  const auth = await authorize(request, { feature, access, owner: { companyId: row.companyId } });
  const [upload] = await readCertificateUploads(request.db, eq(insuranceCertificateUploads.id, id));
  return { auth, upload: upload! };
}

/** Tells the vendor user who uploaded the certificate what the office decided (through the outbox). */
async function tellVendor(ctx: ServerContext, db: Db, upload: UploadRow, text: string, subject: string) {
  if (upload.uploadedBy === null) return;
  const [link] = await db
    .select({ email: portalLinks.email })
    .from(portalLinks)
    .where(eq(portalLinks.userId, upload.uploadedBy));
  if (!link?.email) return;
  await ctx.mailer.send(db, { to: link.email, subject, text });
}

/**
 * Decides the upload as approved (once: a second or stale decision is 409) and makes it the vendor's certificate
 * of its type; the insurer, policy and coverage carry over unless the vendor named them.
 */
function approve(db: Db, upload: UploadRow, version: number, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(insuranceCertificateUploads)
      .set({
        status: 'approved',
        decidedBy: userId,
        decidedAt: now,
        updatedAt: now,
        version: sql`${insuranceCertificateUploads.version} + 1`,
      })
      .where(
        and(
          eq(insuranceCertificateUploads.id, upload.id),
          eq(insuranceCertificateUploads.status, 'pending'),
          eq(insuranceCertificateUploads.version, version),
        ),
      )
      .returning({ id: insuranceCertificateUploads.id });
    if (!decided) throw new HttpError(409, CONFLICT_ERROR);
    const [vendor] = await tx
      .select({ insurance: vendors.insurance, fileAs: contacts.fileAs })
      .from(vendors)
      .innerJoin(contacts, eq(contacts.id, vendors.contactId))
      .where(eq(vendors.id, upload.vendorId))
      .for('update', { of: vendors });
    if (!vendor) throw notFound();
    // The renewal replaces the certificate of its type; the insurer, policy and coverage carry over unless
    // the vendor named them.
    const old = vendor.insurance.find((c) => c.type === upload.type);
    const renewed: InsuranceCertificateRow = {
      type: upload.type,
      insurer: upload.insurer || old?.insurer || '',
      policyNumber: upload.policyNumber || old?.policyNumber || '',
      coverageCents: old?.coverageCents ?? null,
      effectiveDate: upload.effectiveDate,
      expiryDate: upload.expiryDate,
      documentID: upload.attachmentId,
    };
    const insurance = [...vendor.insurance.filter((c) => c.type !== upload.type), renewed];
    const insuranceExpires = insuranceExpiresOf(insurance);
    await tx
      .update(vendors)
      .set({ insurance, insuranceExpires, updatedAt: now, version: sql`${vendors.version} + 1` })
      .where(eq(vendors.id, upload.vendorId));
    return { before: vendor.insurance, after: insurance, fileAs: vendor.fileAs };
  });
}

/** The vendor user's upload: the file stored as one of the vendor's documents, the certificate pending. */
function portalUploadRoute(root: FastifyInstance, ctx: ServerContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/PortalInsuranceCertificate',
    {
      schema: {
        tags: ['Portals'],
        summary:
          "A vendor user's renewed insurance certificate (multipart, field `file`: a PDF or an image) with its type and dates; it waits for the office's approval",
        querystring: portalInsuranceCertificateQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(insuranceCertificateUploadSchema), ...uploadFailures },
      },
    },
    async (request, reply) => {
      // The scope and the query first: a refused caller's bytes are never read.
      const scope = portalScope(request, 'vendor');
      const [vendor] = await request.db
        .select({ id: vendors.id, companyId: vendors.managementCompanyId, fileAs: contacts.fileAs })
        .from(vendors)
        .innerJoin(contacts, eq(contacts.id, vendors.contactId))
        .where(and(eq(vendors.id, scope.vendorId), eq(vendors.managementCompanyId, scope.companyId)));
      if (!vendor) throw notFound();
      const q = request.query;
      try {
        const { fileName, bytes } = await receiveFile(request, ctx.config.UPLOAD_MAX_BYTES);
        const prepared = await prepareUpload('document', fileName, bytes);
        const prefix = await writeFiles(ctx.files, vendor.companyId, prepared);
        const id = await orRemove(ctx.files, prefix, () =>
          request.db.transaction(async (tx) => {
            const [file] = await tx
              .insert(attachments)
              .values({
                managementCompanyId: vendor.companyId,
                ownerKind: 'vendor',
                ownerId: vendor.id,
                kind: 'document',
                fileName,
                ...storedFileColumns(prepared, prefix),
                caption: certificateCaption(q, 'uploaded'),
                sortOrder: nextSortOrder('vendor', vendor.id, 'document'),
              })
              .returning({ id: attachments.id });
            const [made] = await tx
              .insert(insuranceCertificateUploads)
              .values({
                managementCompanyId: vendor.companyId,
                vendorId: vendor.id,
                attachmentId: file!.id,
                type: q.type,
                insurer: q.insurer,
                policyNumber: q.policyNumber,
                effectiveDate: q.effectiveDate,
                expiryDate: q.expiryDate,
                uploadedBy: scope.userId,
              })
              .returning({ id: insuranceCertificateUploads.id });
            return made!.id;
          }),
        );
        const [row] = await readCertificateUploads(request.db, eq(insuranceCertificateUploads.id, id));
        await audit(request.db, 'insuranceCertificate.created', {
          ...actorOf(request.auth!),
          managementCompanyId: vendor.companyId,
          visibility,
          entity: 'vendor',
          entityId: vendor.id,
          label: vendor.fileAs,
          detail: {
            uploadId: id,
            type: q.type,
            effectiveDate: q.effectiveDate,
            expiryDate: q.expiryDate,
            fileName,
          },
        });
        const [company] = await request.db
          .select({ emails: managementCompanies.emails })
          .from(managementCompanies)
          .where(eq(managementCompanies.id, vendor.companyId));
        const to = company ? primaryEmail(company.emails) : null;
        if (to)
          await ctx.mailer.send(request.db, {
            to,
            subject: `${vendor.fileAs} sent a renewed insurance certificate`,
            text: `${vendor.fileAs} uploaded a renewed ${insuranceTypeLabel(q.type).toLowerCase()} certificate (${q.effectiveDate} to ${q.expiryDate}) in the vendor portal. It replaces the current certificate once approved on the vendor's page.\n`,
          });
        return ok(toCertificateUpload(row!));
      } catch (err) {
        if (err instanceof UploadRefused)
          return reply
            .code(err.statusCode)
            .send({ success: false, error: err.message, fileName: err.fileName, reason: err.reason });
        throw err;
      }
    },
  );
}

/** The office's side: the certificates awaiting approval, approve and reject. */
function officeRoutes(root: FastifyInstance, ctx: ServerContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');

  app.get(
    '/api/InsuranceCertificates/:vendorId',
    {
      schema: {
        tags,
        summary: "A vendor's certificates uploaded in the vendor portal and awaiting the office's approval",
        params: insuranceCertificatesParamsSchema,
        response: { 200: okSchema(z.array(insuranceCertificateUploadSchema)), ...failures },
      },
    },
    async (request) => {
      const { vendorId } = request.params;
      const [vendor] = await request.db
        .select({ companyId: vendors.managementCompanyId })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      if (!vendor) throw notFound();
      await authorize(request, { feature, access: Access.View, owner: { companyId: vendor.companyId } });
      const rows = await readCertificateUploads(
        request.db,
        and(
          eq(insuranceCertificateUploads.vendorId, vendorId),
          eq(insuranceCertificateUploads.status, 'pending'),
        ),
      );
      return ok(rows.map(toCertificateUpload));
    },
  );

  app.post(
    '/api/InsuranceCertificateApprove/:id',
    {
      schema: {
        tags,
        summary:
          "Approves an uploaded certificate: it becomes the vendor's certificate of its type (dates and file)",
        params: insuranceCertificateParamsSchema,
        body: insuranceCertificateApproveSchema,
        response: answer,
      },
    },
    async (request) => {
      const { auth, upload } = await officeUpload(request, request.params.id, Access.Edit);
      if (upload.status !== 'pending')
        throw new HttpError(409, `This certificate was already ${upload.status}`);
      if (upload.version !== request.body.version) throw new HttpError(409, CONFLICT_ERROR);
      const now = ctx.now();
      const change = await approve(request.db, upload, request.body.version, auth.user.id, now);
      await audit(request.db, 'vendor.updated', {
        ...actorOf(auth),
        managementCompanyId: upload.managementCompanyId,
        visibility,
        entity: 'vendor',
        entityId: upload.vendorId,
        label: change.fileAs,
        detail: {
          approvedCertificate: upload.id,
          changes: fieldDiff({ insurance: change.before }, { insurance: change.after }),
        },
      });
      const [after] = await readCertificateUploads(request.db, eq(insuranceCertificateUploads.id, upload.id));
      await tellVendor(
        ctx,
        request.db,
        upload,
        `Your ${insuranceTypeLabel(upload.type).toLowerCase()} certificate (${upload.effectiveDate} to ${upload.expiryDate}) was approved; it is now your current certificate.\n\n${site}/portal/vendor#insurance\n`,
        'Your insurance certificate was approved',
      );
      return ok(toCertificateUpload(after!));
    },
  );

  app.post(
    '/api/InsuranceCertificateReject/:id',
    {
      schema: {
        tags,
        summary: 'Rejects an uploaded certificate, with a reason for the vendor; the vendor stays as it was',
        params: insuranceCertificateParamsSchema,
        body: insuranceCertificateRejectSchema,
        response: answer,
      },
    },
    async (request) => {
      const { auth, upload } = await officeUpload(request, request.params.id, Access.Edit);
      if (upload.status !== 'pending')
        throw new HttpError(409, `This certificate was already ${upload.status}`);
      const now = ctx.now();
      const [decided] = await request.db
        .update(insuranceCertificateUploads)
        .set({
          status: 'rejected',
          reason: request.body.reason,
          decidedBy: auth.user.id,
          decidedAt: now,
          updatedAt: now,
          version: sql`${insuranceCertificateUploads.version} + 1`,
        })
        .where(
          and(
            eq(insuranceCertificateUploads.id, upload.id),
            eq(insuranceCertificateUploads.status, 'pending'),
            eq(insuranceCertificateUploads.version, request.body.version),
          ),
        )
        .returning({ id: insuranceCertificateUploads.id });
      if (!decided) throw new HttpError(409, CONFLICT_ERROR);
      // The file stays among the vendor's documents, named as rejected (the office may still read it).
      await request.db
        .update(attachments)
        .set({ caption: certificateCaption(upload, 'rejected'), updatedAt: now })
        .where(eq(attachments.id, upload.attachmentId));
      await audit(request.db, 'insuranceCertificate.updated', {
        ...actorOf(auth),
        managementCompanyId: upload.managementCompanyId,
        visibility,
        entity: 'vendor',
        entityId: upload.vendorId,
        label: upload.fileName,
        detail: { rejectedCertificate: upload.id, reason: request.body.reason },
      });
      const [after] = await readCertificateUploads(request.db, eq(insuranceCertificateUploads.id, upload.id));
      await tellVendor(
        ctx,
        request.db,
        upload,
        `Your ${insuranceTypeLabel(upload.type).toLowerCase()} certificate (${upload.effectiveDate} to ${upload.expiryDate}) was not accepted${request.body.reason ? `: ${request.body.reason}` : ''}. Upload a corrected one at:\n\n${site}/portal/vendor#insurance\n`,
        'Your insurance certificate was not accepted',
      );
      return ok(toCertificateUpload(after!));
    },
  );
}
