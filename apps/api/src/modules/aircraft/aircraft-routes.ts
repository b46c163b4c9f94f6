// Aircraft: the resource routes (`/api/Aircraft`, `/api/AircraftSearch`: a contact's aircraft, under the
// Contacts feature), the reference table of common types (`/api/AircraftTypes`) and a door's fit
// (`/api/AircraftFit/{unitId}/{aircraftId}`).
import {
  Access,
  AIRCRAFT_TYPES,
  aircraftCreateSchema,
  aircraftFitParamsSchema,
  aircraftFitSchema,
  aircraftListItemSchema,
  aircraftResource,
  aircraftSchema,
  aircraftSearchSchema,
  aircraftTypeSchema,
  aircraftUpdateSchema,
  doorFit,
  MgmtCoFeature,
  okSchema,
  PropertyFeature,
  type Aircraft,
  type AircraftWrite,
} from '@hangar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { createRepository, escapeLike } from '../../db/repository';
import { aircraft, contacts, managementCompanies, rentalUnits } from '../../db/schema';
import { failures } from '../../http/failures';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { registerResource } from '../../http/resource-routes';
import { authorize, registerOwnerResolver } from '../../security/authorize';

const tags = ['Aircraft'];
type Query = z.output<typeof aircraftSearchSchema>;

export const aircraftRepository = createRepository(aircraft, {
  extra: {
    contactName: sql<string>`(select c.file_as from contacts c where c.id = "aircraft"."contact_id")`,
  },
});
type AircraftRow = NonNullable<Awaited<ReturnType<typeof aircraftRepository.get>>>;

export function toAircraft(row: AircraftRow): Aircraft {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    contactID: row.contactId,
    contactName: row.contactName ?? '',
    registration: row.registration,
    make: row.make,
    model: row.model,
    year: row.year,
    wingspanFt: row.wingspanFt,
    lengthFt: row.lengthFt,
    tailHeightFt: row.tailHeightFt,
    basedHere: row.basedHere,
    notes: row.notes,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The column values of an aircraft write, for a contact of `companyId`. */
export const aircraftValues = (body: AircraftWrite, companyId: number) => ({
  managementCompanyId: companyId,
  contactId: body.contactID,
  registration: body.registration,
  make: body.make,
  model: body.model,
  year: body.year,
  wingspanFt: body.wingspanFt,
  lengthFt: body.lengthFt,
  tailHeightFt: body.tailHeightFt,
  basedHere: body.basedHere,
  notes: body.notes,
});

/** A company's clearance and offer days (the company settings of the waiting list). */
export async function companyClearance(db: Db, companyId: number) {
  const [row] = await db
    .select({
      widthFt: managementCompanies.clearanceWidthFt,
      heightFt: managementCompanies.clearanceHeightFt,
      offerDays: managementCompanies.offerDays,
    })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, companyId));
  return row ?? { widthFt: 2, heightFt: 1, offerDays: 5 };
}

export async function aircraftRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerOwnerResolver('contact', async (request, id) => {
    const [row] = await request.db
      .select({ companyId: contacts.managementCompanyId })
      .from(contacts)
      .where(eq(contacts.id, id));
    return row ?? null;
  });

  registerResource<AircraftRow, Aircraft, Query, AircraftWrite, AircraftWrite>(root, ctx, {
    resource: aircraftResource,
    repository: aircraftRepository,
    schemas: {
      read: aircraftSchema,
      listItem: aircraftListItemSchema,
      query: aircraftSearchSchema as z.ZodType<Query>,
      create: aircraftCreateSchema,
      update: aircraftUpdateSchema as z.ZodType<AircraftWrite & { version: number }>,
    },
    tags,
    deletable: true,
    ownerOf: (row) => ({ companyId: row.managementCompanyId }),
    // A new aircraft's company is its contact's (another company's contact is 404).
    ownerOfCreate: (body) => ({ contactId: body.contactID }),
    ownerOfQuery: (query) => ({ companyId: query.managementCompanyID }),
    toRead: (row) => toAircraft(row),
    toListItem: (row) => toAircraft(row),
    listWhere: (query) => {
      const q = query.q?.trim().toLowerCase();
      const like = q ? `%${escapeLike(q)}%` : undefined;
      return [
        eq(aircraft.managementCompanyId, query.managementCompanyID),
        query.contactID !== undefined ? eq(aircraft.contactId, query.contactID) : undefined,
        query.basedHere !== undefined ? eq(aircraft.basedHere, query.basedHere) : undefined,
        like
          ? sql`(lower(${aircraft.registration}) like ${like} or lower(${aircraft.make} || ' ' || ${aircraft.model}) like ${like})`
          : undefined,
      ];
    },
    sorts: {
      registration: aircraft.registration,
      model: [sql`lower(${aircraft.make})`, sql`lower(${aircraft.model})`],
      wingspan: aircraft.wingspanFt,
      updated: aircraft.updatedAt,
    },
    label: (row) => `${row.registration}, ${row.make} ${row.model}`,
    createValues: (body, w) => aircraftValues(body, w.auth.chain.companyId),
    updateValues: async (body, current, w) => {
      if (body.contactID !== current.contactId) {
        // Another of the company's contacts may own it; never one of another company.
        const [owner] = await w.db
          .select({ companyId: contacts.managementCompanyId })
          .from(contacts)
          .where(eq(contacts.id, body.contactID));
        if (owner?.companyId !== current.managementCompanyId)
          throw new HttpError(400, 'Choose one of your contacts', {
            contactID: 'Choose one of your contacts',
          });
      }
      return aircraftValues(body, current.managementCompanyId);
    },
    conflicts: {
      unique: 'An aircraft with this registration mark is already recorded',
      uniqueField: 'registration',
    },
  });

  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/AircraftTypes',
    {
      schema: {
        tags,
        summary: 'Common general-aviation types with their published wingspan, length and tail height (feet)',
        response: { 200: okSchema(z.array(aircraftTypeSchema)), ...failures },
      },
    },
    async () => ok([...AIRCRAFT_TYPES]),
  );

  app.get(
    '/api/AircraftFit/:unitId/:aircraftId',
    {
      schema: {
        tags,
        summary:
          "Whether an aircraft goes through a unit's door: yes, tight (inside the company's clearance) or no, with the margins",
        params: aircraftFitParamsSchema,
        response: { 200: okSchema(aircraftFitSchema), ...failures },
      },
    },
    async (request) => {
      const { unitId, aircraftId } = request.params;
      const auth = await authorize(request, {
        feature: PropertyFeature.RentalUnits,
        access: Access.View,
        owner: { unitId },
      });
      await authorize(request, {
        feature: MgmtCoFeature.Contacts,
        access: Access.View,
        owner: { companyId: auth.chain.companyId },
      });
      const [plane] = await request.db
        .select()
        .from(aircraft)
        .where(and(eq(aircraft.id, aircraftId), eq(aircraft.managementCompanyId, auth.chain.companyId)));
      const [unit] = await request.db
        .select({ widthFt: rentalUnits.doorWidthFt, heightFt: rentalUnits.doorHeightFt })
        .from(rentalUnits)
        .where(eq(rentalUnits.id, unitId));
      if (!plane || !unit) throw notFound();
      const clearance = await companyClearance(request.db, auth.chain.companyId);
      return ok(doorFit(unit, plane, clearance));
    },
  );
}
