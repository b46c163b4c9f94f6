// A lease's ledger: read it (`LeaseLedger`), record a payment, add a charge, credit or late fee by hand, void an
// entry, return the deposit. Rights: the property feature *Lease ledger*, counted for the lease's property (View
// to read, Add to record, Edit to void); every change answers the ledger as it now stands.
import {
  Access,
  depositReturnSchema,
  leaseChargeCreateSchema,
  leaseLedgerParamsSchema,
  leaseLedgerSchema,
  leasePaymentCreateSchema,
  ledgerEntryParamsSchema,
  ledgerEntryVoidSchema,
  okSchema,
  PropertyFeature,
} from '@hangar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { failures } from '../../http/failures';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { auditBy } from '../../security/audit';
import { authorize } from '../../security/authorize';
import { queueReceiptEmail } from '../reports/receipt-mail';
import {
  addCharge,
  leaseOfEntry,
  readLeaseLedger,
  recordPayment,
  returnDeposit,
  voidEntry,
} from './ledger-repository';

const tags = ['Lease ledger'];
const feature = PropertyFeature.Ledger;

export async function ledgerRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** Audits a ledger change in the company's trail (never in the recent changes: no entity). */
  const audited = (
    request: FastifyRequest,
    auth: Awaited<ReturnType<typeof authorize>>,
    detail: Record<string, unknown>,
  ) => auditBy(request.db, auth, 'ledger.created', { managementCompanyId: auth.chain.companyId, detail });

  app.get(
    '/api/LeaseLedger/:leaseId',
    {
      schema: {
        tags,
        summary:
          "A lease's ledger: entries with the running balance and allocations, the balance, the deposit held",
        params: leaseLedgerParamsSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const { leaseId } = request.params;
      await authorize(request, { feature, access: Access.View, owner: { leaseId } });
      return ok(await readLeaseLedger(request.db, leaseId));
    },
  );

  app.post(
    '/api/LeasePayment',
    {
      schema: {
        tags,
        summary: 'Records a payment: it pays the oldest open charges first; more than owed stays as a credit',
        body: leasePaymentCreateSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const auth = await authorize(request, {
        feature,
        access: Access.Add,
        owner: { leaseId: body.leaseID },
      });
      const id = await recordPayment(request.db, body, auth.user.id);
      await audited(request, auth, {
        leaseId: body.leaseID,
        entryId: id,
        kind: 'payment',
        amountCents: body.amountCents,
      });
      // The receipt to each tenant with an e-mail address, through the outbox (written before the answer).
      await queueReceiptEmail(request.db, id, ctx.mailer);
      return ok(await readLeaseLedger(request.db, body.leaseID));
    },
  );

  app.post(
    '/api/LeaseCharge',
    {
      schema: {
        tags,
        summary: 'Adds an other charge, a late fee or a credit by hand',
        body: leaseChargeCreateSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const auth = await authorize(request, {
        feature,
        access: Access.Add,
        owner: { leaseId: body.leaseID },
      });
      const id = await addCharge(request.db, body, auth.user.id);
      await audited(request, auth, {
        leaseId: body.leaseID,
        entryId: id,
        kind: body.kind,
        amountCents: body.amountCents,
      });
      return ok(await readLeaseLedger(request.db, body.leaseID));
    },
  );

  app.post(
    '/api/LedgerEntryVoid/:entryId',
    {
      schema: {
        tags,
        summary:
          'Voids an entry with a reason: a reversal naming it; what a payment paid re-opens (a returned payment may take a fee)',
        params: ledgerEntryParamsSchema,
        body: ledgerEntryVoidSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const { entryId } = request.params;
      // The entry's lease, read once: whose rights decide, and whose ledger answers.
      const leaseId = await leaseOfEntry(request.db, entryId);
      if (leaseId === null) throw notFound();
      const auth = await authorize(request, { feature, access: Access.Edit, owner: { leaseId } });
      const reversal = await voidEntry(request.db, entryId, request.body, auth.user.id, ctx.now());
      await audited(request, auth, { leaseId, entryId, reversal, reason: request.body.reason });
      return ok(await readLeaseLedger(request.db, leaseId));
    },
  );

  app.post(
    '/api/LeaseDepositReturn',
    {
      schema: {
        tags,
        summary:
          'Returns the deposit held at move-out: deductions post as charges paid from the deposit; the rest goes back',
        body: depositReturnSchema,
        response: { 200: okSchema(leaseLedgerSchema), ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      const auth = await authorize(request, {
        feature,
        access: Access.Add,
        owner: { leaseId: body.leaseID },
      });
      const id = await returnDeposit(request.db, body, auth.user.id);
      await audited(request, auth, { leaseId: body.leaseID, entryId: id, kind: 'deposit-return' });
      return ok(await readLeaseLedger(request.db, body.leaseID));
    },
  );
}
