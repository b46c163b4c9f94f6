// The money reports of a company (`/api/RentRoll`, `/api/Receivables`, `/api/Collections`, `/api/LedgerSummary`):
// JSON, or CSV with `format=csv`. Lease ledger View; rows only of the properties the caller may see.
import {
  Access,
  collectionsQuerySchema,
  collectionsSchema,
  receivablesSchema,
  rentRollSchema,
  ledgerSummarySchema,
  okSchema,
  PropertyFeature,
  receivablesQuerySchema,
  rentRollQuerySchema,
  reportCompanyParamsSchema,
} from '@hangar/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { managementCompanies } from '../../db/schema';
import { todayIn } from '../../db/today';
import { failures } from '../../http/failures';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { authorize, visibleWhere } from '../../security/authorize';
import type { LeaseScope } from './ledger-state';
import { collectionsCsv, receivablesCsv, rentRollCsv } from './report-csv';
import { collections, ledgerSummary, receivables, rentRoll } from './report-queries';

const tags = ['Reports'];

/**
 * Passes a caller holding Lease ledger View on the company (for one property: on it) and answers the report's
 * scope: the company's leases of the properties the caller may see, and the company's today.
 */
async function reportScope(
  request: FastifyRequest,
  ctx: ServerContext,
  companyId: number,
  propertyId?: number,
): Promise<{ scope: LeaseScope; today: string }> {
  const auth = await authorize(request, {
    feature: PropertyFeature.Ledger,
    access: Access.View,
    owner: propertyId === undefined ? { companyId } : { propertyId },
  });
  // A property of another company, named beside this company's id, is no property of this report.
  if (auth.chain.companyId !== companyId) throw notFound();
  const [company] = await request.db
    .select({ timeZone: managementCompanies.timeZone })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, companyId));
  if (!company) throw notFound();
  return {
    scope: {
      companyId,
      propertyId,
      visible: visibleWhere(auth, PropertyFeature.Ledger, companyId, sql`u.property_id`),
    },
    today: todayIn(company.timeZone, ctx.now()),
  };
}

/** A CSV download: its file name says the report and the day or month. */
function sendCsv(reply: FastifyReply, name: string, text: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}.csv"`)
    .header('Cache-Control', 'private, no-store')
    .send(text);
}

export async function reportRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/RentRoll/:mgmtCoId',
    {
      schema: {
        tags,
        summary:
          'Every unit with the lease in force on a day (vacant units too), rent, deposit held and balance; totals',
        params: reportCompanyParamsSchema,
        querystring: rentRollQuerySchema,
        // The JSON answer; with `format=csv` the same report as a text/csv download.
        response: { 200: okSchema(rentRollSchema), ...failures },
      },
    },
    async (request, reply) => {
      const { mgmtCoId } = request.params;
      const { asOf, propertyID, format } = request.query;
      const { scope, today } = await reportScope(request, ctx, mgmtCoId, propertyID);
      const report = await rentRoll(request.db, scope, asOf ?? today);
      if (format === 'csv') return sendCsv(reply, `rent-roll-${report.asOf}`, rentRollCsv(report));
      return ok(report);
    },
  );

  app.get(
    '/api/Receivables/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "Each lease's open charges on a day, aged by due date, and its credit; totals",
        params: reportCompanyParamsSchema,
        querystring: receivablesQuerySchema,
        // The JSON answer; with `format=csv` the same report as a text/csv download.
        response: { 200: okSchema(receivablesSchema), ...failures },
      },
    },
    async (request, reply) => {
      const { mgmtCoId } = request.params;
      const { asOf, propertyID, format } = request.query;
      const { scope, today } = await reportScope(request, ctx, mgmtCoId, propertyID);
      const report = await receivables(request.db, scope, asOf ?? today);
      if (format === 'csv') return sendCsv(reply, `receivables-${report.asOf}`, receivablesCsv(report));
      return ok(report);
    },
  );

  app.get(
    '/api/Collections/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "A month's charged, collected and still outstanding, by property; totals",
        params: reportCompanyParamsSchema,
        querystring: collectionsQuerySchema,
        // The JSON answer; with `format=csv` the same report as a text/csv download.
        response: { 200: okSchema(collectionsSchema), ...failures },
      },
    },
    async (request, reply) => {
      const { mgmtCoId } = request.params;
      const { month, format } = request.query;
      const { scope } = await reportScope(request, ctx, mgmtCoId);
      const report = await collections(request.db, scope, month);
      if (format === 'csv') return sendCsv(reply, `collections-${month}`, collectionsCsv(report));
      return ok(report);
    },
  );

  app.get(
    '/api/LedgerSummary/:mgmtCoId',
    {
      schema: {
        tags,
        summary:
          "The management home's money: this month's charged, collected and outstanding, and the last twelve months",
        params: reportCompanyParamsSchema,
        response: { 200: okSchema(ledgerSummarySchema), ...failures },
      },
    },
    async (request) => {
      const { scope, today } = await reportScope(request, ctx, request.params.mgmtCoId);
      return ok(await ledgerSummary(request.db, scope, today));
    },
  );
}
