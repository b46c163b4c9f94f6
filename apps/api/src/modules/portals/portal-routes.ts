// What a signed-in portal user reads: who they are (`PortalMe`), a tenant's leases with their ledgers, receipts
// and statements, a vendor's own record. Every route cuts what it answers by `portalScope` (security/portal-scope):
// another party's id answers 404, whoever holds it.
import {
  leaseLedgerParamsSchema,
  leaseLedgerSchema,
  leaseStatementQuerySchema,
  ledgerEntryParamsSchema,
  okSchema,
  portalLeasesSchema,
  portalMeSchema,
  portalVendorSchema,
} from '@hangar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { contacts, ledgerEntries, leases, managementCompanies } from '../../db/schema';
import { failures } from '../../http/failures';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { portalScope, tenantLease, tenantLeaseWhere } from '../../security/portal-scope';
import { readLeaseLedger } from '../ledger/ledger-repository';
import { leaseRepository, toLeaseListItem } from '../leases/lease-repository';
import {
  pdfAnswer,
  readReceipt,
  readStatement,
  receiptPdf,
  sendPdf,
  statementPdf,
} from '../reports/ledger-documents';
import {
  portalCertificatesWhere,
  readCertificateUploads,
  toCertificateUpload,
} from '../vendors/insurance-certificate-routes';
import { todayIn, toVendor, vendorRepository } from '../vendors/vendor-repository';

const tags = ['Portals'];
export async function portalRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PortalMe',
    {
      schema: {
        tags,
        summary: "The signed-in portal user: their portal's kind, contact, vendor and company",
        response: { 200: okSchema(portalMeSchema), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request);
      const [row] = await request.db
        .select({ fileAs: contacts.fileAs, companyName: managementCompanies.name })
        .from(contacts)
        .innerJoin(managementCompanies, eq(managementCompanies.id, contacts.managementCompanyId))
        .where(eq(contacts.id, scope.contactId));
      return ok({
        kind: scope.kind,
        contactID: scope.contactId,
        vendorID: scope.kind === 'vendor' ? scope.vendorId : null,
        fileAs: row?.fileAs ?? '',
        companyName: row?.companyName ?? '',
      });
    },
  );

  app.get(
    '/api/PortalLeases',
    {
      schema: {
        tags,
        summary:
          "A tenant user's leases: those where their contact is a party, with unit, dates, rent, balance",
        response: { 200: okSchema(portalLeasesSchema), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request, 'tenant');
      const { rows } = await leaseRepository.list(request.db, {
        where: tenantLeaseWhere(scope, sql`${leases.id}`),
        orderBy: [asc(leases.startDate), asc(leases.id)],
        page: 1,
        pageSize: 100,
      });
      const now = ctx.now();
      return ok(
        rows.map((row) => {
          const item = toLeaseListItem(row, now, true);
          return {
            id: item.id,
            propertyName: item.propertyName,
            unitID: item.unitID,
            unitName: item.unitNumber,
            startDate: item.startDate,
            endDate: item.endDate,
            rentCents: item.rentCents,
            rentCycle: item.rentCycle,
            status: item.status,
            balanceCents: item.balanceCents,
          };
        }),
      );
    },
  );

  app.get(
    '/api/PortalLeaseLedger/:leaseId',
    {
      schema: {
        tags,
        summary: "The ledger of one of the tenant user's leases (another's answers 404)",
        params: leaseLedgerParamsSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request, 'tenant');
      await tenantLease(request, scope, request.params.leaseId);
      const ledger = await readLeaseLedger(request.db, request.params.leaseId);
      // Which office user recorded an entry is the office's business.
      return ok({ ...ledger, entries: ledger.entries.map((e) => ({ ...e, createdBy: null })) });
    },
  );

  app.get(
    '/api/PortalPaymentReceipt/:entryId',
    {
      schema: {
        tags,
        summary: "A payment's receipt (PDF) on one of the tenant user's leases",
        params: ledgerEntryParamsSchema,
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const scope = portalScope(request, 'tenant');
      const { entryId } = request.params;
      const [entry] = await request.db
        .select({ leaseId: ledgerEntries.leaseId })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.id, entryId));
      if (!entry) throw notFound();
      await tenantLease(request, scope, entry.leaseId);
      const receipt = await readReceipt(request.db, entryId);
      if (!receipt) throw notFound('Only a payment has a receipt');
      return sendPdf(reply, `receipt-${entryId}`, await receiptPdf(receipt));
    },
  );

  app.get(
    '/api/PortalLeaseStatement/:leaseId',
    {
      schema: {
        tags,
        summary: "A statement (PDF) of one of the tenant user's leases for a range of days",
        params: leaseLedgerParamsSchema,
        querystring: leaseStatementQuerySchema,
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const scope = portalScope(request, 'tenant');
      const { leaseId } = request.params;
      const { from, to } = request.query;
      await tenantLease(request, scope, leaseId);
      const statement = await readStatement(request.db, leaseId, from, to);
      if (!statement) throw notFound();
      return sendPdf(reply, `statement-${leaseId}-${from}-${to}`, await statementPdf(statement));
    },
  );

  app.get(
    '/api/PortalVendor',
    {
      schema: {
        tags,
        summary: "A vendor user's own vendor record, read only: categories, licence and insurance",
        response: { 200: okSchema(portalVendorSchema), ...failures },
      },
    },
    async (request) => {
      const scope = portalScope(request, 'vendor');
      const row = await vendorRepository.get(request.db, scope.vendorId);
      if (!row || row.managementCompanyId !== scope.companyId) throw notFound();
      const vendor = toVendor(row, todayIn(row.timeZone, ctx.now()));
      const certificates = await readCertificateUploads(
        request.db,
        portalCertificatesWhere(scope.vendorId, ctx.now()),
      );
      return ok({
        id: vendor.id,
        fileAs: vendor.fileAs,
        categories: vendor.categories,
        website: vendor.website,
        status: vendor.status,
        licenseNumber: vendor.licenseNumber,
        licenseExpires: vendor.licenseExpires,
        insuranceExpires: vendor.insuranceExpires,
        insurance: vendor.insurance.map((c) => ({
          type: c.type,
          insurer: c.insurer,
          policyNumber: c.policyNumber,
          effectiveDate: c.effectiveDate,
          expiryDate: c.expiryDate,
        })),
        certificates: certificates.map(toCertificateUpload),
      });
    },
  );
}
