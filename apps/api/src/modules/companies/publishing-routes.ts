// `/api/PublishingApprovals`: the companies that ask to publish in the public listings and wait for a system
// administrator's approval, the approved ones, and approving or revoking (audited with the administrator).
import {
  idParamSchema,
  MgmtCoFeature,
  okSchema,
  publishingApprovalsSchema,
  publishingCompanySchema,
  type PublishingAction,
  type PublishingCompany,
} from '@hangar/contracts';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { managementCompanies, users, type EmailRow, type PhoneRow } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { requireAuth } from '../../security/guards';
import { forbidden, HttpError, notFound } from '../../http/http-error';
import { fromListableUnits } from '../listings/listed-units';
import { contactOf } from '../listings/listing-query';
import { rowsOf } from '../../db/rows';

const tags = ['Management companies'];
const approver = alias(users, 'approver');

/** Only a system administrator decides who speaks for the airport (never a holder of a system feature). */
function requireSystemAdmin(request: FastifyRequest) {
  const auth = requireAuth(request);
  // While acting as another user, `auth.user` is that user: refused like them.
  if (!auth.user.isSystemAdmin) throw forbidden();
  return auth;
}

/** The companies matching `where`, in `order`, as the screen shows them. */
async function readCompanies(db: Db, where: SQL | undefined, order: SQL[]): Promise<PublishingCompany[]> {
  const rows = await db
    .select({ company: managementCompanies, approvedBy: approver.userName })
    .from(managementCompanies)
    .leftJoin(approver, eq(approver.id, managementCompanies.publishingApprovedBy))
    .where(where)
    .orderBy(...order);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.company.id);
  const counted = await db.execute(sql`
    select rental_units.management_company_id as company_id, count(*)::int as n ${fromListableUnits}
      and rental_units.management_company_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by rental_units.management_company_id`);
  const units = new Map(
    rowsOf<{ company_id: number; n: number }>(counted).map((r) => [Number(r.company_id), Number(r.n)]),
  );
  return rows.map(({ company, approvedBy }) => {
    // What a visitor's card would name as the contact, by the listings' own rule.
    const contact = contactOf({
      company_name: company.name,
      listing_contact_line: company.listingContactLine,
      phones: company.phones as PhoneRow[],
      emails: company.emails as EmailRow[],
    });
    return {
      id: company.id,
      name: company.name,
      publishesListings: company.publishesListings,
      isActive: company.isActive,
      listingContactLine: contact.line,
      email: contact.email,
      phone: contact.phone,
      listedUnits: units.get(company.id) ?? 0,
      createdUtc: company.createdAt.toISOString(),
      approvedUtc: company.publishingApprovedAt?.toISOString() ?? null,
      approvedBy: company.publishingApprovedAt ? approvedBy : null,
    };
  });
}

async function readCompany(db: Db, id: number): Promise<PublishingCompany> {
  const [company] = await readCompanies(db, eq(managementCompanies.id, id), []);
  if (!company) throw notFound();
  return company;
}

export async function publishingRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PublishingApprovals',
    {
      schema: {
        tags,
        summary:
          'The companies waiting for approval to publish in the public listings, and the approved ones (system administrators)',
        response: { 200: okSchema(publishingApprovalsSchema), ...failures },
      },
    },
    async (request) => {
      requireSystemAdmin(request);
      const c = managementCompanies;
      const [waiting, approved] = await Promise.all([
        readCompanies(request.db, and(eq(c.publishesListings, true), isNull(c.publishingApprovedAt)), [
          asc(c.createdAt),
          asc(c.id),
        ]),
        readCompanies(request.db, isNotNull(c.publishingApprovedAt), [sql`lower(${c.name})`, asc(c.id)]),
      ]);
      return ok({ waiting, approved });
    },
  );

  const ACTIONS: Record<PublishingAction, string> = {
    approve:
      'Approves a company that asks to publish: its vacant, listed units appear in the public listings at once (system administrators; audited). Approving an approved company changes nothing',
    revoke:
      'Withdraws a company’s approval: its units leave the public listings at once (system administrators; audited). Revoking a company not approved changes nothing',
  };
  for (const action of ['approve', 'revoke'] as const) {
    app.post(
      `/api/PublishingApprovals/:id/${action}`,
      {
        schema: {
          tags,
          summary: ACTIONS[action],
          params: z.strictObject({ id: idParamSchema }),
          body: z.strictObject({}).optional(),
          response: { 200: okSchema(publishingCompanySchema), ...failures },
        },
      },
      async (request) => {
        const auth = requireSystemAdmin(request);
        const { db } = request;
        const id = request.params.id;
        const before = await readCompany(db, id);
        const approving = action === 'approve';
        if (approving === (before.approvedUtc !== null)) return ok(before);
        if (approving && !before.publishesListings)
          throw new HttpError(409, 'This company does not ask to publish listings');
        const c = managementCompanies;
        // Conditional, so that two administrators at once change (and audit) it once.
        const [changed] = await db
          .update(c)
          .set(
            approving
              ? { publishingApprovedAt: ctx.now(), publishingApprovedBy: auth.user.id }
              : { publishingApprovedAt: null, publishingApprovedBy: null },
          )
          .where(
            and(eq(c.id, id), approving ? isNull(c.publishingApprovedAt) : isNotNull(c.publishingApprovedAt)),
          )
          .returning({ id: c.id });
        if (changed) {
          await audit(db, approving ? 'company.publishing_approved' : 'company.publishing_revoked', {
            ...actorOf(auth),
            managementCompanyId: id,
            entity: 'company',
            entityId: id,
            label: before.name,
            // The company's own record: its users see the approval among the company profile's changes.
            visibility: { featureId: MgmtCoFeature.Company },
            detail: { company: before.name, listedUnits: before.listedUnits },
          });
        }
        return ok(await readCompany(db, id));
      },
    );
  }
}
