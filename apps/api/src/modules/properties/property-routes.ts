// Properties: the resource routes (`/api/Property`, `/api/PropertySearch`) and the named calls (PropertyTypes,
// PropertyFileAsExist, PropertyNewForMgmtCo, PropertySecurity).
import {
  Access,
  idParamsSchema,
  MgmtCoFeature,
  nameExistSchema,
  okSchema,
  PROPERTY_TYPES,
  propertyCreateSchema,
  propertyDraftSchema,
  propertyFileAsExistParamsSchema,
  PropertyFeature,
  propertyListItemSchema,
  propertyResource,
  propertySchema,
  propertySearchSchema,
  propertySecuritySchema,
  propertySecurityUpdateSchema,
  propertyTypeSchema,
  propertyUpdateSchema,
  SystemFeature,
  type Property,
  type PropertySecurity,
  type PropertyWrite,
} from '@hangar/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { groupFeatureAccess, properties, rentalUnits, securityGroups } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { auditBy } from '../../security/audit';
import { authorize, registerOwnerResolver, visibleWhere } from '../../security/authorize';
import { requireAuth } from '../../security/guards';
import { requireHolds } from '../../security/rights';
import { removeScopedGrants } from '../../security/grants';
import { HttpError, notFound } from '../../http/http-error';
import { removeOwnerAttachments } from '../attachments/owner-files';
import { shownStatusIs } from '../rental-units/unit-status';
import {
  checkFileAs,
  checkPeople,
  citySql,
  fileAsMatch,
  fileAsOf,
  propertyRepository,
  propertySearch,
  propertyValues,
  setOwners,
  toProperty,
  toPropertyListItem,
  unitCountSql,
  vacantCountSql,
  type PropertyRow,
} from './property-repository';

const tags = ['Properties'];
type Query = z.output<typeof propertySearchSchema>;
const PROPERTY_FEATURE_IDS: number[] = Object.values(PropertyFeature);

/** The company and property of a property id (null when there is none): how `authorize` finds its owner. */
async function propertyChain(request: FastifyRequest, id: number) {
  const [row] = await request.db
    .select({ companyId: properties.managementCompanyId })
    .from(properties)
    .where(eq(properties.id, id));
  return row ? { companyId: row.companyId, propertyId: id } : null;
}

/** Creating a property also needs the company's Properties feature (Add), beyond Property details. */
async function authorizeAddProperty(request: FastifyRequest, companyId: number): Promise<void> {
  await authorize(request, {
    feature: MgmtCoFeature.Properties,
    access: Access.Add,
    owner: { companyId },
  });
}

export async function propertyRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('property', propertyChain);

  registerResource<PropertyRow, Property, Query, PropertyWrite, PropertyWrite>(root, ctx, {
    resource: propertyResource,
    repository: propertyRepository,
    schemas: {
      read: propertySchema,
      listItem: propertyListItemSchema,
      query: propertySearchSchema as z.ZodType<Query>,
      create: propertyCreateSchema,
      update: propertyUpdateSchema as z.ZodType<PropertyWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ propertyId: row.id }),
    ownerOfCreate: (body) => ({ companyId: body.managementCompanyID }),
    ownerOfQuery: (query) => ({ companyId: query.managementCompanyID }),
    toRead: toProperty,
    toListItem: toPropertyListItem,
    visibleBy: { property: properties.id },
    listWhere: (query) => {
      const hasVacant = sql`exists (select 1 from ${rentalUnits} where ${rentalUnits.propertyId} = ${properties.id} and ${shownStatusIs('vacant')})`;
      return [
        eq(properties.managementCompanyId, query.managementCompanyID),
        query.type ? eq(properties.type, query.type) : undefined,
        query.active === 'all' ? undefined : eq(properties.isActive, query.active === 'true'),
        query.vacant === undefined ? undefined : query.vacant ? hasVacant : sql`not ${hasVacant}`,
        propertySearch(query.q),
      ];
    },
    sorts: {
      fileAs: sql`lower(${properties.fileAs})`,
      type: properties.type,
      units: unitCountSql,
      vacant: vacantCountSql,
      city: citySql,
      updated: properties.updatedAt,
    },
    label: (row) => row.fileAs,
    authorizeCreate: (request, body) => authorizeAddProperty(request, body.managementCompanyID),
    createValues: async (body, w) => {
      await checkPeople(w.db, body.managementCompanyID, body);
      await checkFileAs(w.db, body.managementCompanyID, fileAsOf(body));
      return propertyValues(body);
    },
    updateValues: async (body, current, w) => {
      if (body.managementCompanyID !== current.managementCompanyId) {
        const message = 'A property stays with its management company';
        throw new HttpError(400, message, { managementCompanyID: message });
      }
      await checkPeople(w.db, current.managementCompanyId, body);
      await checkFileAs(w.db, current.managementCompanyId, fileAsOf(body), current.id);
      return propertyValues(body);
    },
    afterWrite: async (row, body, w) => setOwners(w.db, row.id, body.ownerContactIDs),
    beforeDelete: async (row, w) => {
      const units = row.unitCount ?? 0;
      if (units > 0)
        throw new HttpError(409, `Delete its ${units} rental unit${units === 1 ? '' : 's'} first`);
      await removeScopedGrants(w.db, 'property', row.id);
      await removeOwnerAttachments(w.db, w.ctx.files, 'property', row.id, w.request.log);
    },
    conflicts: {
      unique: 'Another property of the company is filed under that name',
      uniqueField: 'fileAs',
      inUse: 'Delete its rental units first',
    },
  });

  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PropertyTypes',
    {
      schema: {
        tags,
        summary: 'The kinds of property, with their labels',
        response: {
          200: okSchema(z.array(z.object({ value: propertyTypeSchema, label: z.string() }))),
          ...failures,
        },
      },
    },
    async (request) => {
      requireAuth(request);
      return ok(PROPERTY_TYPES.map((t) => ({ value: t.value, label: t.label })));
    },
  );

  app.get(
    '/api/PropertyFileAsExist/:managementCompanyID/:propertyID/:fileAs',
    {
      schema: {
        tags,
        summary: 'Whether another property of the company is filed under the same name (without case)',
        params: propertyFileAsExistParamsSchema,
        response: { 200: okSchema(nameExistSchema), ...failures },
      },
    },
    async (request) => {
      const { managementCompanyID, propertyID, fileAs } = request.params;
      await authorize(request, {
        feature: PropertyFeature.Details,
        access: Access.View,
        owner: { companyId: managementCompanyID },
      });
      const where = fileAsMatch(managementCompanyID, fileAs, propertyID);
      const [taken] = await request.db.select({ n: count() }).from(properties).where(where);
      // A save would be refused whoever holds the name; only properties the caller may see are named.
      const matches = await request.db
        .select({ id: properties.id, name: properties.fileAs })
        .from(properties)
        .where(
          and(
            where,
            visibleWhere(requireAuth(request), PropertyFeature.Details, managementCompanyID, properties.id),
          ),
        )
        .orderBy(asc(properties.id))
        .limit(5);
      return ok({ exists: (taken?.n ?? 0) > 0, matches });
    },
  );

  app.get(
    '/api/PropertyNewForMgmtCo/:id',
    {
      schema: {
        tags,
        summary: "A new property's starting values for a company (nothing is stored)",
        params: idParamsSchema,
        response: { 200: okSchema(propertyDraftSchema), ...failures },
      },
    },
    async (request) => {
      const managementCompanyID = request.params.id;
      const auth = await authorize(request, {
        feature: PropertyFeature.Details,
        access: Access.Add,
        owner: { companyId: managementCompanyID },
      });
      await authorizeAddProperty(request, managementCompanyID);
      // The kind the company has most of (of the properties the caller sees) is the likeliest next one.
      const [usual] = await request.db
        .select({ type: properties.type, n: count() })
        .from(properties)
        .where(
          and(
            eq(properties.managementCompanyId, managementCompanyID),
            visibleWhere(auth, PropertyFeature.Details, managementCompanyID, properties.id),
          ),
        )
        .groupBy(properties.type)
        .orderBy(desc(count()), asc(properties.type))
        .limit(1);
      const type = propertyTypeSchema.safeParse(usual?.type).data ?? PROPERTY_TYPES[0].value;
      return ok(propertyDraftSchema.parse({ managementCompanyID, name: '', type }));
    },
  );

  propertySecurityRoutes(root);
}

/** The company's groups with their masks for every property and for this one, for the property features. */
async function propertySecurity(db: Db, companyId: number, propertyId: number): Promise<PropertySecurity> {
  const groups = await db
    .select({ id: securityGroups.id, name: securityGroups.name })
    .from(securityGroups)
    .where(and(eq(securityGroups.level, 'mgmtco'), eq(securityGroups.managementCompanyId, companyId)))
    .orderBy(sql`lower(${securityGroups.name})`, asc(securityGroups.id));
  const grants = groups.length
    ? await db
        .select()
        .from(groupFeatureAccess)
        .where(
          and(
            inArray(
              groupFeatureAccess.groupId,
              groups.map((g) => g.id),
            ),
            inArray(groupFeatureAccess.featureId, PROPERTY_FEATURE_IDS),
            or(isNull(groupFeatureAccess.scopeId), eq(groupFeatureAccess.scopeId, propertyId)),
          ),
        )
    : [];
  const masks = (groupId: number, scope: number | null) =>
    Object.fromEntries(
      PROPERTY_FEATURE_IDS.map((f) => [
        String(f),
        grants.find((g) => g.groupId === groupId && g.featureId === f && g.scopeId === scope)?.access ?? 0,
      ]),
    );
  return {
    propertyID: propertyId,
    groups: groups.map((g) => ({
      groupID: g.id,
      name: g.name,
      allProperties: masks(g.id, null),
      thisProperty: masks(g.id, propertyId),
    })),
  };
}

/** `PropertySecurity/{id}`: which groups may use one property, and grants limited to it. */
function propertySecurityRoutes(root: FastifyInstance): void {
  const typed = root.withTypeProvider<ZodTypeProvider>();
  const check = (request: FastifyRequest, id: number, access: number) =>
    authorize(request, {
      feature: MgmtCoFeature.SecurityGroups,
      access,
      owner: { propertyId: id },
      systemFeature: SystemFeature.SecurityGroups,
    });

  typed.get(
    '/api/PropertySecurity/:id',
    {
      schema: {
        tags,
        summary: "The company's groups with their grants for all properties and for this one",
        params: idParamsSchema,
        response: { 200: okSchema(propertySecuritySchema), ...failures },
      },
    },
    async (request) => {
      const { chain } = await check(request, request.params.id, Access.View);
      return ok(await propertySecurity(request.db, chain.companyId, request.params.id));
    },
  );

  typed.put(
    '/api/PropertySecurity/:id',
    {
      schema: {
        tags,
        summary: "Sets groups' grants limited to this property (0 removes one; groups left out stay)",
        params: idParamsSchema,
        body: propertySecurityUpdateSchema,
        response: { 200: okSchema(propertySecuritySchema), ...failures },
      },
    },
    async (request) => {
      const propertyId = request.params.id;
      const auth = await check(request, propertyId, Access.Edit);
      const companyId = auth.chain.companyId;
      const before = await propertySecurity(request.db, companyId, propertyId);
      // Only the company's own groups: another company's group is answered like an unknown one.
      const fieldErrors: Record<string, string> = {};
      request.body.groups.forEach((g, i) => {
        if (!before.groups.some((b) => b.groupID === g.groupID))
          fieldErrors[`groups.${i}.groupID`] = `Unknown security group: ${g.groupID}`;
      });
      if (Object.keys(fieldErrors).length)
        throw new HttpError(400, Object.values(fieldErrors).join('; '), fieldErrors);

      const changes: { groupID: number; featureID: number; from: number; to: number }[] = [];
      for (const g of request.body.groups) {
        const old = before.groups.find((b) => b.groupID === g.groupID)!.thisProperty;
        for (const [feature, mask] of Object.entries(g.thisProperty)) {
          if (mask !== undefined && (old[feature] ?? 0) !== mask)
            changes.push({
              groupID: g.groupID,
              featureID: Number(feature),
              from: old[feature] ?? 0,
              to: mask,
            });
        }
      }
      // Nobody grants, or takes away, a right on this property they do not hold themselves.
      requireHolds(
        auth,
        companyId,
        changes.map((c) => ({ securityFeatureID: c.featureID, access: c.from ^ c.to, scopeID: propertyId })),
      );
      if (changes.length) {
        await request.db.transaction(async (tx) => {
          for (const c of changes) {
            await tx
              .delete(groupFeatureAccess)
              .where(
                and(
                  eq(groupFeatureAccess.groupId, c.groupID),
                  eq(groupFeatureAccess.featureId, c.featureID),
                  eq(groupFeatureAccess.scopeId, propertyId),
                ),
              );
            if (c.to !== 0)
              await tx
                .insert(groupFeatureAccess)
                .values({ groupId: c.groupID, featureId: c.featureID, access: c.to, scopeId: propertyId });
          }
          // The groups' own grids were read at an older version: a save there must not undo this.
          await tx
            .update(securityGroups)
            .set({ version: sql`${securityGroups.version} + 1` })
            .where(inArray(securityGroups.id, [...new Set(changes.map((c) => c.groupID))]));
        });
        const [property] = await request.db
          .select({ fileAs: properties.fileAs })
          .from(properties)
          .where(eq(properties.id, propertyId));
        if (!property) throw notFound();
        await auditBy(request.db, auth, 'security.changed', {
          managementCompanyId: companyId,
          // A change of who may use the property: shown to those who may see the security groups.
          visibility: { featureId: MgmtCoFeature.SecurityGroups },
          entity: 'property',
          entityId: propertyId,
          label: property.fileAs,
          detail: { action: 'property-grants', property: propertyId, changes },
        });
      }
      return ok(await propertySecurity(request.db, companyId, propertyId));
    },
  );
}
