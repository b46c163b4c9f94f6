// A payment's receipt (`/api/PaymentReceipt/{entryId}`) and a lease's statement (`/api/LeaseStatement/{leaseId}`)
// as PDF downloads, for holders of Lease ledger View on the lease's property.
import {
  Access,
  leaseLedgerParamsSchema,
  leaseStatementQuerySchema,
  ledgerEntryParamsSchema,
  PropertyFeature,
} from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { ledgerEntries } from '../../db/schema';
import { failures } from '../../http/failures';
import { notFound } from '../../http/http-error';
import { authorize } from '../../security/authorize';
import { pdfAnswer, readReceipt, readStatement, receiptPdf, sendPdf, statementPdf } from './ledger-documents';

const tags = ['Lease ledger'];
export async function ledgerDocumentRoutes(root: FastifyInstance, _ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const viewLease = (request: Parameters<typeof authorize>[0], leaseId: number) =>
    authorize(request, { feature: PropertyFeature.Ledger, access: Access.View, owner: { leaseId } });

  app.get(
    '/api/PaymentReceipt/:entryId',
    {
      schema: {
        tags,
        summary:
          "A payment's receipt (PDF): the company, tenants, unit, amount, method, what it paid, balance after",
        params: ledgerEntryParamsSchema,
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { entryId } = request.params;
      const [entry] = await request.db
        .select({ leaseId: ledgerEntries.leaseId })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.id, entryId));
      if (!entry) throw notFound();
      await viewLease(request, entry.leaseId);
      const receipt = await readReceipt(request.db, entryId);
      if (!receipt) throw notFound('Only a payment has a receipt');
      return sendPdf(reply, `receipt-${entryId}`, await receiptPdf(receipt));
    },
  );

  app.get(
    '/api/LeaseStatement/:leaseId',
    {
      schema: {
        tags,
        summary: "A lease's statement (PDF) for a range of days: opening balance, entries, closing balance",
        params: leaseLedgerParamsSchema,
        querystring: leaseStatementQuerySchema,
        response: { 200: pdfAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const { leaseId } = request.params;
      const { from, to } = request.query;
      await viewLease(request, leaseId);
      const statement = await readStatement(request.db, leaseId, from, to);
      if (!statement) throw notFound();
      return sendPdf(reply, `statement-${leaseId}-${from}-${to}`, await statementPdf(statement));
    },
  );
}
