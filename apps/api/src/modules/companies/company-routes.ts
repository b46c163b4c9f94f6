// Management companies: the resource routes (`/api/MgmtCo`, `/api/MgmtCoSearch`), the list a user may switch
// between, and the management home's summary and recent changes.
import {
  Access,
  companyResource,
  FEATURES,
  MgmtCoFeature,
  mgmtCoCreateSchema,
  mgmtCoListItemSchema,
  mgmtCoSchema,
  mgmtCoSearchSchema,
  mgmtCoSummarySchema,
  mgmtCoUpdateSchema,
  idParamsSchema,
  okSchema,
  PropertyFeature,
  recentChangeSchema,
  recentChangesQuerySchema,
  SystemFeature,
  type MgmtCo,
} from '@hangar/contracts';
import { and, asc, count, eq, ilike, inArray, or, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { revokeCompanySessions } from '../../security/sessions';
import { COUNT_CAP, createRepository, escapeLike } from '../../db/repository';
import { auditEvents, contacts, managementCompanies, properties, rentalUnits, users } from '../../db/schema';
import { shownStatusIs } from '../rental-units/unit-status';
import { contactRepository } from '../contacts/contact-repository';
import { waitingApplicants } from '../waitlist/waitlist-data';
import { failures } from '../../http/failures';
import { registerResource } from '../../http/resource-routes';
import { ok } from '../../http/reply';
import { actorOf, audit, readAuditEvents } from '../../security/audit';
import { authorize, authorizeMember, listOwner, visibleSet, visibleWhere } from '../../security/authorize';
import type { AuthContext } from '../../security/sessions';
import { hasSystemAccess, requireAuth } from '../../security/guards';
import { forbidden, notFound } from '../../http/http-error';
import { maskTaxId, taxIdColumns } from '../../security/secrets';
import { typedListColumns } from '../../db/typed-lists';

type CompanyRow = typeof managementCompanies.$inferSelect;
type Query = z.output<typeof mgmtCoSearchSchema>;
type Write = z.output<typeof mgmtCoCreateSchema>;

const tags = ['Management companies'];
const repository = createRepository(managementCompanies);

export const toMgmtCo = (row: CompanyRow): MgmtCo => ({
  id: row.id,
  name: row.name,
  legalName: row.legalName,
  fileAs: row.fileAs,
  taxIdMasked: maskTaxId(row.taxIdLast4, 'company'),
  addresses: row.addresses as MgmtCo['addresses'],
  phones: row.phones as MgmtCo['phones'],
  emails: row.emails as MgmtCo['emails'],
  website: row.website,
  timeZone: row.timeZone,
  publishesListings: row.publishesListings,
  listingContactLine: row.listingContactLine,
  isActive: row.isActive,
  version: row.version,
});

/**
 * The recent changes a caller may see: each record's by the visible set of its own feature (a property's or
 * unit's on its property or unit). The holder of the system Audit events feature sees every one.
 */
async function visibleChanges(
  request: FastifyRequest,
  auth: AuthContext,
  companyId: number,
): Promise<SQL | undefined> {
  if (await hasSystemAccess(request, SystemFeature.AuditLog, Access.View)) return undefined;
  const shown = FEATURES.filter((f) => f.level !== 'system').flatMap((f) => {
    const set = visibleSet(auth, f.id, companyId);
    if (set === 'all') return [eq(auditEvents.featureId, f.id)];
    if (!set.length) return [];
    const scope = f.level === 'unit' ? auditEvents.unitId : auditEvents.propertyId;
    return [and(eq(auditEvents.featureId, f.id), inArray(scope, [...set]))!];
  });
  return shown.length ? or(...shown) : sql`false`;
}

export async function companyRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  companyResourceRoutes(root, ctx);
  companyNamedRoutes(root);
}

/** The company resource: `/api/MgmtCo/{id}`, `/api/MgmtCoSearch` and its writes. */
function companyResourceRoutes(root: FastifyInstance, ctx: ServerContext): void {
  const values = (b: Write) => {
    const out: Record<string, unknown> = {
      name: b.name,
      legalName: b.legalName,
      fileAs: b.fileAs || b.name,
      ...typedListColumns(b),
      website: b.website,
      timeZone: b.timeZone,
      publishesListings: b.publishesListings,
      listingContactLine: b.listingContactLine,
      isActive: b.isActive,
    };
    return { ...out, ...taxIdColumns(b.taxId, ctx.secrets) } as Record<string, unknown>;
  };

  registerResource<CompanyRow, MgmtCo, Query, Write, Write>(root, ctx, {
    resource: companyResource,
    repository,
    schemas: {
      read: mgmtCoSchema,
      listItem: mgmtCoListItemSchema,
      query: mgmtCoSearchSchema as z.ZodType<Query>,
      create: mgmtCoCreateSchema,
      update: mgmtCoUpdateSchema as z.ZodType<Write & { version: number }>,
    },
    tags,
    systemFeature: SystemFeature.ManagementCompanies,
    ownerOf: (row) => ({ companyId: row.id }),
    // A new company has no owner yet: only system users create one.
    ownerOfCreate: () => null,
    ownerOfQuery: (_query, auth) => listOwner(auth, undefined, SystemFeature.ManagementCompanies),
    toRead: toMgmtCo,
    toListItem: (row) => ({
      id: row.id,
      name: row.name,
      fileAs: row.fileAs,
      isActive: row.isActive,
      version: row.version,
    }),
    listWhere: (query, owner) => [
      owner && 'companyId' in owner ? eq(managementCompanies.id, owner.companyId) : undefined,
      query.active === 'all' ? undefined : eq(managementCompanies.isActive, query.active === 'true'),
      query.q
        ? or(
            ilike(managementCompanies.name, `%${escapeLike(query.q)}%`),
            ilike(managementCompanies.fileAs, `%${escapeLike(query.q)}%`),
          )
        : undefined,
    ],
    sorts: {
      fileAs: sql`lower(${managementCompanies.fileAs})`,
      name: sql`lower(${managementCompanies.name})`,
    },
    label: (row) => row.name,
    createValues: (body) => values(body),
    updateValues: async (body, current, w) => {
      const out = values(body);
      // Only a system user may switch a company off (or on again).
      if (!(await hasSystemAccess(w.request, SystemFeature.ManagementCompanies, Access.Edit)))
        out.isActive = current.isActive;
      return out;
    },
    afterCommit: async (row, before, w) => {
      // An inactive company's users cannot sign in, and those signed in are signed out now.
      if (before?.isActive && !row.isActive) {
        await revokeCompanySessions(w.db, row.id, ctx.now());
        await audit(w.db, 'company.deactivated', {
          ...actorOf(w.auth),
          managementCompanyId: row.id,
          visibility: { featureId: MgmtCoFeature.Company },
          entity: 'company',
          entityId: row.id,
          label: row.name,
        });
      }
    },
    beforeDelete: async (_row, w) => {
      if (!(await hasSystemAccess(w.request, SystemFeature.ManagementCompanies, Access.Delete)))
        throw forbidden();
    },
    conflicts: { inUse: 'This company still has users or groups; remove them first' },
    deletable: true,
    selfOwned: true,
  });
}

/** The companies a user may switch between, a company's summary counts and its recent changes. */
function companyNamedRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/MgmtCo',
    {
      schema: {
        tags,
        summary: 'Every management company the user may see (a company switcher; all for system users)',
        response: { 200: okSchema(z.array(mgmtCoSchema)), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (await hasSystemAccess(request, SystemFeature.ManagementCompanies, Access.View)) {
        const rows = await request.db
          .select()
          .from(managementCompanies)
          .orderBy(asc(managementCompanies.fileAs));
        return ok(rows.map(toMgmtCo));
      }
      await authorize(request, {
        feature: MgmtCoFeature.Company,
        access: Access.View,
        owner: { companyId: auth.user.managementCompanyId },
      });
      const rows = await request.db
        .select()
        .from(managementCompanies)
        .where(eq(managementCompanies.id, auth.user.managementCompanyId));
      return ok(rows.map(toMgmtCo));
    },
  );

  app.get(
    '/api/MgmtCoSummary/:id',
    {
      schema: {
        tags,
        summary:
          "A company's counts for the management home: users, contacts, properties, units, vacant units",
        params: idParamsSchema,
        response: { 200: okSchema(mgmtCoSummarySchema), ...failures },
      },
    },
    async (request) => {
      const id = request.params.id;
      // Every user of the company: each figure below is cut to what its own feature shows them.
      const auth = await authorizeMember(request, id, SystemFeature.ManagementCompanies);
      const [company] = await request.db
        .select({ name: managementCompanies.name })
        .from(managementCompanies)
        .where(eq(managementCompanies.id, id));
      if (!company) throw notFound();
      // Each figure counts what its own feature lets the caller see; none at all is null (not shown).
      const visible = (feature: number) => visibleSet(auth, feature, id);
      const seesUsers =
        visible(MgmtCoFeature.Users) === 'all' ||
        (await hasSystemAccess(request, SystemFeature.Users, Access.View));
      const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const someOf = (feature: number) => {
        const set = visible(feature);
        return set === 'all' || set.length > 0;
      };
      // The figures at once (on as many connections as there are); each is null without its feature.
      const [userCount, contactCount, propertyCount, [unitCounts], waiting] = await Promise.all([
        seesUsers
          ? one(request.db.select({ n: count() }).from(users).where(eq(users.managementCompanyId, id)))
          : null,
        // Active contacts, counted up to the cap only (read no further).
        visible(MgmtCoFeature.Contacts) === 'all'
          ? contactRepository.countUpTo(
              request.db,
              and(eq(contacts.managementCompanyId, id), eq(contacts.isActive, true)),
              COUNT_CAP,
            )
          : null,
        // Active properties, and the units of those (a vacant unit is one that shows as vacant).
        someOf(PropertyFeature.Details)
          ? one(
              request.db
                .select({ n: count() })
                .from(properties)
                .where(
                  and(
                    eq(properties.managementCompanyId, id),
                    eq(properties.isActive, true),
                    visibleWhere(auth, PropertyFeature.Details, id, properties.id),
                  ),
                ),
            )
          : null,
        someOf(PropertyFeature.RentalUnits)
          ? request.db
              .select({
                units: count(),
                vacant: sql<number>`count(*) filter (where ${shownStatusIs('vacant')})`.mapWith(Number),
              })
              .from(rentalUnits)
              .innerJoin(properties, eq(properties.id, rentalUnits.propertyId))
              .where(
                and(
                  eq(rentalUnits.managementCompanyId, id),
                  eq(properties.isActive, true),
                  visibleWhere(auth, PropertyFeature.RentalUnits, id, rentalUnits.propertyId),
                ),
              )
          : [null],
        visible(MgmtCoFeature.Waitlist) === 'all' ? waitingApplicants(request.db, id) : null,
      ]);
      const contactsCapped = contactCount !== null && contactCount > COUNT_CAP;
      return ok({
        id,
        name: company.name,
        users: userCount,
        contacts: contactsCapped ? COUNT_CAP : contactCount,
        properties: propertyCount,
        units: unitCounts ? unitCounts.units : null,
        vacantUnits: unitCounts ? unitCounts.vacant : null,
        waiting,
        capped: contactsCapped ? ['contacts' as const] : [],
      });
    },
  );

  app.get(
    '/api/RecentChanges',
    {
      schema: {
        tags,
        summary: "A company's latest audited changes, newest first",
        querystring: recentChangesQuerySchema,
        response: { 200: okSchema(z.array(recentChangeSchema)), ...failures },
      },
    },
    async (request) => {
      const { managementCompanyID, limit } = request.query;
      // Every user of the company: only the changes their features show them are read.
      const auth = await authorizeMember(request, managementCompanyID, SystemFeature.AuditLog);
      const rows = await readAuditEvents(request.db, {
        where: and(
          eq(auditEvents.managementCompanyId, managementCompanyID),
          isNotNull(auditEvents.entity),
          await visibleChanges(request, auth, managementCompanyID),
        ),
        limit,
      });
      return ok(
        rows.map((r) => ({
          id: r.id,
          timeUtc: r.timeUtc,
          kind: r.kind,
          actorUserName: r.actorUserName,
          effectiveUserName: r.effectiveUserName,
          label: r.label ?? '',
          entity: r.entity ?? '',
          entityID: r.entityId,
        })),
      );
    },
  );
}
