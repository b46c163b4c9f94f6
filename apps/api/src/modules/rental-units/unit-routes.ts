// Rental units: the resource routes (`/api/RentalUnit`, `/api/RentalUnitSearch`) and the named calls
// (RentalUnitSave, RentalUnitFileAsExist, RentalUnitNewForMgmtCo).
import {
  Access,
  doorFit,
  idParamsSchema,
  nameExistSchema,
  okSchema,
  PropertyFeature,
  rentalUnitBatchAnswerSchema,
  rentalUnitBatchSchema,
  rentalUnitCreateSchema,
  rentalUnitDraftQuerySchema,
  rentalUnitDraftSchema,
  rentalUnitFileAsExistParamsSchema,
  rentalUnitListItemSchema,
  rentalUnitResource,
  rentalUnitSchema,
  rentalUnitSearchSchema,
  rentalUnitUpdateSchema,
  smallestDoorFor,
  type PropertyType,
  type RentalUnitListItem,
  type RentalUnit,
  type RentalUnitWrite,
  type UnitType,
} from '@hangar/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { writeOrConflict } from '../../db/repository';
import { properties, rentalUnits } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { actorOf, audit, fieldDiff } from '../../security/audit';
import { authorize, registerOwnerResolver } from '../../security/authorize';
import { removeScopedGrants } from '../../security/grants';
import { HttpError, notFound } from '../../http/http-error';
import { companyClearance } from '../aircraft/aircraft-routes';
import { removeOwnerAttachments } from '../attachments/owner-files';
import {
  checkUnitNumber,
  companyOfProperty,
  numberTaken,
  toRentalUnit,
  toRentalUnitListItem,
  unitRepository,
  unitSearch,
  unitValues,
  type UnitRow,
} from './unit-repository';
import { shownStatusIs, shownStatusSql } from './unit-status';

const tags = ['Rental units'];
type Query = z.output<typeof rentalUnitSearchSchema>;

/** The kind of unit a property of each type usually lets: a new unit's starting type. */
const USUAL_UNIT_TYPE: Record<PropertyType, UnitType> = {
  'single-family': 'house',
  'multi-family': 'apartment',
  condo: 'apartment',
  office: 'office',
  retail: 'retail',
  industrial: 'other',
  storage: 'storage',
  parking: 'parking',
  airport: 't-hangar',
};

/** The company, property and unit of a unit id (null when there is none): how `authorize` finds its owner. */
async function unitChain(request: FastifyRequest, id: number) {
  const [row] = await request.db
    .select({ companyId: rentalUnits.managementCompanyId, propertyId: rentalUnits.propertyId })
    .from(rentalUnits)
    .where(eq(rentalUnits.id, id));
  return row ? { companyId: row.companyId, propertyId: row.propertyId, unitId: id } : null;
}

/** The aircraft a list is filtered by (`fitsWingspanFt` and `fitsTailHeightFt`), or null. */
function fitAircraft(query: Query) {
  if (query.fitsWingspanFt === undefined || query.fitsTailHeightFt === undefined) return null;
  return { wingspanFt: query.fitsWingspanFt, tailHeightFt: query.fitsTailHeightFt };
}

/**
 * Only units whose door the aircraft goes through (fits or tight by `doorFit`, the smallest such door from
 * `smallestDoorFor`); a unit without a recorded door size cannot be judged and is left out.
 */
function fitsWhere(query: Query): SQL | undefined {
  const plane = fitAircraft(query);
  if (!plane) return undefined;
  const door = smallestDoorFor(plane);
  return sql`(${rentalUnits.doorWidthFt} >= ${door.widthFt} and ${rentalUnits.doorHeightFt} >= ${door.heightFt})`;
}

/** Sort keys compare byte by byte, the same on every database whatever its collation. */
const byteOrder = (expression: SQL) => sql`${expression} collate "C"`;

/** With an aircraft to fit, each listed unit carries its door's fit by the company's clearance. */
async function withDoorFits(
  items: unknown[],
  query: Query,
  request: FastifyRequest,
  companyId: number | null,
): Promise<unknown[]> {
  const plane = fitAircraft(query);
  if (!plane || companyId === null) return items;
  const clearance = await companyClearance(request.db, companyId);
  return (items as RentalUnitListItem[]).map((u) => ({
    ...u,
    doorFit: doorFit({ widthFt: u.doorWidthFt, heightFt: u.doorHeightFt }, plane, clearance),
  }));
}

/** The list's sorts. */
const unitSorts = {
  unitNumber: byteOrder(sql`${rentalUnits.sortKey}`),
  type: rentalUnits.type,
  status: shownStatusSql,
  rent: rentalUnits.marketRentCents,
  size: rentalUnits.squareFeet,
  available: rentalUnits.dateAvailable,
  // By the property's file-as, then by unit number within it.
  property: byteOrder(
    sql`((select lower(p.file_as) from properties p where p.id = ${rentalUnits.propertyId}) || chr(1) || ${rentalUnits.sortKey})`,
  ),
};

export async function rentalUnitRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('unit', unitChain);

  registerResource<UnitRow, RentalUnit, Query, RentalUnitWrite, RentalUnitWrite>(root, ctx, {
    resource: rentalUnitResource,
    repository: unitRepository,
    schemas: {
      read: rentalUnitSchema,
      listItem: rentalUnitListItemSchema,
      query: rentalUnitSearchSchema,
      create: rentalUnitCreateSchema,
      update: rentalUnitUpdateSchema as z.ZodType<RentalUnitWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ unitId: row.id }),
    ownerOfCreate: (body) => ({ propertyId: body.propertyID }),
    ownerOfQuery: (query) =>
      query.propertyID !== undefined
        ? { propertyId: query.propertyID }
        : { companyId: query.managementCompanyID! },
    toRead: toRentalUnit,
    toListItem: toRentalUnitListItem,
    visibleBy: { property: rentalUnits.propertyId, unit: rentalUnits.id },
    listWhere: (query) => {
      return [
        query.propertyID !== undefined ? eq(rentalUnits.propertyId, query.propertyID) : undefined,
        query.managementCompanyID !== undefined
          ? eq(rentalUnits.managementCompanyId, query.managementCompanyID)
          : undefined,
        query.status ? shownStatusIs(query.status) : undefined,
        query.type ? eq(rentalUnits.type, query.type) : undefined,
        query.listed === undefined ? undefined : eq(rentalUnits.isListed, query.listed),
        unitSearch(query.q),
        fitsWhere(query),
      ];
    },
    withListItems: withDoorFits,
    sorts: unitSorts,
    label: (row) => `${row.unitNumber}, ${row.propertyName ?? ''}`,
    createValues: async (body, w) => {
      const companyId = await companyOfProperty(w.db, body.propertyID);
      if (companyId === null) throw notFound();
      await checkUnitNumber(w.db, body.propertyID, body.unitNumber);
      return unitValues(body, companyId);
    },
    updateValues: async (body, current, w) => {
      if (body.propertyID !== current.propertyId) {
        // A unit may move to another property of its company (the right there was checked), never further.
        const companyId = await companyOfProperty(w.db, body.propertyID);
        if (companyId !== current.managementCompanyId) {
          const message = 'A unit can move only to another property of its management company';
          throw new HttpError(400, message, { propertyID: message });
        }
      }
      await checkUnitNumber(w.db, body.propertyID, body.unitNumber, current.id);
      return unitValues(body, current.managementCompanyId);
    },
    beforeDelete: async (row, w) => {
      await removeScopedGrants(w.db, 'unit', row.id);
      await removeOwnerAttachments(w.db, w.ctx.files, 'unit', row.id, w.request.log);
    },
    conflicts: {
      unique: 'Another unit of this property has that number',
      uniqueField: 'unitNumber',
      inUse: 'This unit has leases: delete them before the unit',
    },
  });

  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/RentalUnitSave',
    {
      schema: {
        tags,
        summary: 'Adds several units to one property at once, sharing every other field: all or none',
        body: rentalUnitBatchSchema,
        response: { 200: okSchema(rentalUnitBatchAnswerSchema), ...failures },
      },
    },
    async (request) => {
      const { unitNumbers, defaults } = request.body;
      const auth = await authorize(request, {
        feature: rentalUnitResource.feature,
        access: Access.Add,
        owner: { propertyId: defaults.propertyID },
      });
      const companyId = auth.chain.companyId;
      const rows = await writeOrConflict(
        () =>
          request.db.transaction(async (db) => {
            await refuseTakenNumbers(db, defaults.propertyID, unitNumbers);
            const inserted = await db
              .insert(rentalUnits)
              .values(
                unitNumbers.map((unitNumber) => unitValues({ ...defaults, unitNumber }, companyId)) as never,
              )
              .returning({ id: rentalUnits.id });
            const ids = inserted.map((r) => r.id);
            const { rows } = await unitRepository.list(db, {
              where: inArray(rentalUnits.id, ids),
              orderBy: [byteOrder(sql`${rentalUnits.sortKey}`), asc(rentalUnits.id)],
              page: 1,
              pageSize: ids.length,
            });
            return rows;
          }),
        { unique: 'Another unit of this property has one of these numbers', uniqueField: 'unitNumbers' },
      );
      for (const row of rows) {
        await audit(request.db, 'rentalUnit.created', {
          ...actorOf(auth),
          managementCompanyId: companyId,
          visibility: { featureId: rentalUnitResource.feature, propertyId: row.propertyId, unitId: row.id },
          entity: rentalUnitResource.name,
          entityId: row.id,
          label: `${row.unitNumber}, ${row.propertyName ?? ''}`,
          detail: { changes: fieldDiff(null, toRentalUnit(row) as never), batch: true },
        });
      }
      return ok({ items: rows.map(toRentalUnitListItem) });
    },
  );

  app.get(
    '/api/RentalUnitFileAsExist/:propertyID/:unitID/:unitNumber',
    {
      schema: {
        tags,
        summary: 'Whether another unit of the property has the same number (without case)',
        params: rentalUnitFileAsExistParamsSchema,
        response: { 200: okSchema(nameExistSchema), ...failures },
      },
    },
    async (request) => {
      const { propertyID, unitID, unitNumber } = request.params;
      await authorize(request, {
        feature: rentalUnitResource.feature,
        access: Access.View,
        owner: { propertyId: propertyID },
      });
      const matches = await request.db
        .select({ id: rentalUnits.id, name: rentalUnits.unitNumber })
        .from(rentalUnits)
        .where(
          and(
            eq(rentalUnits.propertyId, propertyID),
            sql`lower(${rentalUnits.unitNumber}) = ${unitNumber.toLowerCase()}`,
            sql`${rentalUnits.id} <> ${unitID}`,
          ),
        )
        .limit(5);
      return ok({ exists: matches.length > 0, matches });
    },
  );

  app.get(
    '/api/RentalUnitNewForMgmtCo/:id',
    {
      schema: {
        tags,
        summary: "A new unit's starting values for a company, or one of its properties (nothing is stored)",
        params: idParamsSchema,
        querystring: rentalUnitDraftQuerySchema,
        response: { 200: okSchema(rentalUnitDraftSchema), ...failures },
      },
    },
    async (request) => {
      const managementCompanyID = request.params.id;
      const propertyID = request.query.propertyID ?? null;
      const auth = await authorize(request, {
        feature: PropertyFeature.RentalUnits,
        access: Access.Add,
        owner: propertyID === null ? { companyId: managementCompanyID } : { propertyId: propertyID },
      });
      // A property of another company is answered like an unknown one.
      if (auth.chain.companyId !== managementCompanyID) throw notFound();
      let type: UnitType = 'other';
      if (propertyID !== null) {
        const [property] = await request.db
          .select({ type: properties.type })
          .from(properties)
          .where(eq(properties.id, propertyID));
        type = USUAL_UNIT_TYPE[property?.type as PropertyType] ?? 'other';
      }
      return ok(rentalUnitDraftSchema.parse({ propertyID, unitNumber: '', type }));
    },
  );
}

/** Refuses (409, naming them) numbers some units of the property already have, whatever their case. */
async function refuseTakenNumbers(db: DbOrTx, propertyId: number, unitNumbers: string[]): Promise<void> {
  const taken = await db
    .select({ unitNumber: rentalUnits.unitNumber })
    .from(rentalUnits)
    .where(
      and(
        eq(rentalUnits.propertyId, propertyId),
        inArray(
          sql`lower(${rentalUnits.unitNumber})`,
          unitNumbers.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(byteOrder(sql`${rentalUnits.sortKey}`));
  if (taken.length) {
    const message = numberTaken(taken.map((t) => t.unitNumber));
    throw new HttpError(409, message, { unitNumbers: message });
  }
}
