// Leases: the resource routes (`/api/RentalUnitLease`, `/api/RentalUnitLeaseSearch`: a unit's, a property's, a
// company's or a contact's leases) and RentalUnitLeaseNew (a new lease's starting values).
import {
  Access,
  leaseCreateSchema,
  leaseDraftSchema,
  leaseLabel,
  leaseListItemSchema,
  leaseNewParamsSchema,
  leaseResource,
  leaseSchema,
  leaseSearchSchema,
  leaseUpdateSchema,
  newLeaseDraft,
  okSchema,
  PropertyFeature,
  type Lease,
  type LeaseWrite,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { contacts, leases, managementCompanies, properties, rentalUnits } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { authorize, registerOwnerResolver, visibleSet, visibleWhere } from '../../security/authorize';
import { HttpError, notFound } from '../../http/http-error';
import { removeOwnerAttachments } from '../attachments/owner-files';
import { hasLedgerEntries } from '../ledger/ledger-repository';
import {
  checkLeaseAircraft,
  checkOverlap,
  checkParties,
  leaseRepository,
  leaseEndsWithin,
  leaseSearch,
  leaseStatusIs,
  leaseValues,
  todayIn,
  toLease,
  toLeaseListItem,
  writeParties,
  type LeaseRow,
} from './lease-repository';

const tags = ['Leases'];
/** A listed lease's property: its unit's. */
const leasePropertySql = sql<number>`(select u.property_id from rental_units u where u.id = "leases"."unit_id")`;
type Query = z.output<typeof leaseSearchSchema>;

/** The company, property and unit of a lease id (null when there is none): how `authorize` finds its owner. */
async function leaseChain(request: FastifyRequest, id: number) {
  const [row] = await request.db
    .select({
      companyId: rentalUnits.managementCompanyId,
      propertyId: rentalUnits.propertyId,
      unitId: rentalUnits.id,
    })
    .from(leases)
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .where(eq(leases.id, id));
  return row ?? null;
}

export async function leaseRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('lease', leaseChain);

  registerResource<LeaseRow, Lease, Query, LeaseWrite, LeaseWrite>(root, ctx, {
    resource: leaseResource,
    repository: leaseRepository,
    schemas: {
      read: leaseSchema,
      listItem: leaseListItemSchema,
      query: leaseSearchSchema,
      create: leaseCreateSchema,
      update: leaseUpdateSchema,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ unitId: row.unitId }),
    ownerOfCreate: (body) => ({ unitId: body.unitID }),
    ownerOfQuery: (query) =>
      query.unitID !== undefined
        ? { unitId: query.unitID }
        : query.propertyID !== undefined
          ? { propertyId: query.propertyID }
          : { companyId: query.managementCompanyID! },
    toRead: (row) => toLease(row, ctx.now()),
    toListItem: (row, _ctx, auth) => {
      const ledger = visibleSet(auth, PropertyFeature.Ledger, row.managementCompanyId);
      return toLeaseListItem(row, ctx.now(), ledger === 'all' || ledger.includes(Number(row.propertyId)));
    },
    visibleBy: { property: leasePropertySql, unit: leases.unitId },
    listWhere: (query, _owner, auth) => {
      return [
        query.owes
          ? and(
              sql`(select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.lease_id = "leases"."id") > 0`,
              // Only among the leases whose ledger the caller sees: the filter must not tell the others' balances.
              visibleWhere(auth, PropertyFeature.Ledger, auth.user.managementCompanyId, leasePropertySql) ??
                sql`true`,
            )
          : undefined,
        query.unitID !== undefined ? eq(leases.unitId, query.unitID) : undefined,
        query.propertyID !== undefined ? eq(leasePropertySql, query.propertyID) : undefined,
        query.managementCompanyID !== undefined
          ? eq(leases.managementCompanyId, query.managementCompanyID)
          : undefined,
        query.contactID !== undefined
          ? sql`exists (select 1 from lease_parties lp where lp.lease_id = "leases"."id" and lp.contact_id = ${query.contactID})`
          : undefined,
        // A company's list (its leases only): its today is worked out once.
        query.status ? leaseStatusIs(query.status, ctx.now(), query.managementCompanyID) : undefined,
        query.endsWithin
          ? leaseEndsWithin(Number(query.endsWithin), ctx.now(), query.managementCompanyID)
          : undefined,
        leaseSearch(query.q),
      ];
    },
    sorts: {
      start: leases.startDate,
      end: sql`coalesce(${leases.endDate}, 'infinity'::date)`,
      unit: sql`(select u.sort_key from rental_units u where u.id = "leases"."unit_id") collate "C"`,
      rent: leases.rentCents,
    },
    label: (row) => leaseLabel({ ...row, unitNumber: row.unitNumber ?? '', type: row.type as Lease['type'] }),
    createValues: async (body, w) => {
      await checkParties(w.db, w.auth.chain.companyId, body.parties);
      await checkLeaseAircraft(w.db, body);
      await checkOverlap(w.db, body);
      return leaseValues(body, w.auth.chain.companyId);
    },
    updateValues: async (body, current, w) => {
      if (body.unitID !== current.unitId) {
        // A lease may move to another unit of its company (the right there was checked), never further.
        const [unit] = await w.db
          .select({ companyId: rentalUnits.managementCompanyId })
          .from(rentalUnits)
          .where(eq(rentalUnits.id, body.unitID));
        if (unit?.companyId !== current.managementCompanyId) throw notFound();
      }
      await checkParties(w.db, current.managementCompanyId, body.parties);
      await checkLeaseAircraft(w.db, body);
      await checkOverlap(w.db, body, current.id);
      return leaseValues(body, current.managementCompanyId);
    },
    afterWrite: async (row, body, w) => {
      await writeParties(w.db, row.id, (body as LeaseWrite).parties);
    },
    beforeDelete: async (row, w) => {
      if (await hasLedgerEntries(w.db, row.id))
        throw new HttpError(
          409,
          'This lease has entries in its ledger, which are kept for ever: it cannot be deleted. End it instead.',
        );
      await removeOwnerAttachments(w.db, w.ctx.files, 'lease', row.id, w.request.log);
    },
    conflicts: {
      // Two saves racing for the same days: the database keeps one, the other hears this.
      overlap: 'Another lease of this unit was just saved for some of these days. Reload to see it.',
      overlapField: 'startDate',
    },
  });

  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/RentalUnitLeaseNew/:unitId/:contactId',
    {
      schema: {
        tags,
        summary:
          "A new lease's starting values for a unit, optionally with a contact as tenant (nothing is stored)",
        params: leaseNewParamsSchema,
        response: { 200: okSchema(leaseDraftSchema), ...failures },
      },
    },
    async (request) => {
      const { unitId, contactId } = request.params;
      const auth = await authorize(request, {
        feature: leaseResource.feature,
        access: Access.Add,
        owner: { unitId },
      });
      const [unit] = await request.db
        .select({
          unitNumber: rentalUnits.unitNumber,
          propertyId: rentalUnits.propertyId,
          propertyName: properties.name,
          marketRentCents: rentalUnits.marketRentCents,
          timeZone: managementCompanies.timeZone,
        })
        .from(rentalUnits)
        .innerJoin(properties, eq(properties.id, rentalUnits.propertyId))
        .innerJoin(managementCompanies, eq(managementCompanies.id, rentalUnits.managementCompanyId))
        .where(eq(rentalUnits.id, unitId));
      if (!unit) throw notFound();
      let tenant: { contactID: number; fileAs: string; kind: 'individual' | 'company' } | undefined;
      if (contactId) {
        const [contact] = await request.db
          .select({ fileAs: contacts.fileAs, kind: contacts.kind })
          .from(contacts)
          .where(and(eq(contacts.id, contactId), eq(contacts.managementCompanyId, auth.chain.companyId)));
        if (!contact) throw new HttpError(404, 'No such contact in this company');
        tenant = { contactID: contactId, ...contact };
      }
      const draft = newLeaseDraft(
        { ...unit, propertyID: unit.propertyId, managementCompanyID: auth.chain.companyId, unitID: unitId },
        todayIn(unit.timeZone, ctx.now()),
        tenant,
      );
      return ok(draft);
    },
  );
}
