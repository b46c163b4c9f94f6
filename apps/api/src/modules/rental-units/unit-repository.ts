// Rental units in the database: rows with their property's name and card image (read in the same query), to
// and from the contract, and the checks of a write.
import {
  unitSortKey,
  type RentalUnit,
  type RentalUnitListItem,
  type RentalUnitWrite,
  type UnitType,
} from '@hangar/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { createRepository, escapeLike } from '../../db/repository';
import { properties, rentalUnits } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { cardImageSql } from '../attachments/attachment-repository';
import { shownStatus } from './unit-status';

// Read with every row, these name the outer row as "rental_units" in full: drizzle writes a column of the select
// list without its table, which inside a subquery would name the subquery's own table.
export const unitRepository = createRepository(rentalUnits, {
  extra: {
    propertyName: sql<string>`(select p.name from properties p where p.id = "rental_units"."property_id")`,
    shownCardImageId: cardImageSql,
    imageCount:
      sql<number>`(select count(*)::int from attachments a where a.owner_kind = 'unit' and a.owner_id = "rental_units"."id" and a.kind = 'image')`.mapWith(
        Number,
      ),
  },
});
export type UnitRow = NonNullable<Awaited<ReturnType<typeof unitRepository.get>>>;

export function toRentalUnit(row: UnitRow): RentalUnit {
  return {
    ...toRentalUnitListItem(row),
    description: row.description,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    amenities: row.amenities,
    listingText: row.listingText,
    enteredStatus: row.status as RentalUnit['enteredStatus'],
    depthFt: row.depthFt,
    floor: row.floor as RentalUnit['floor'],
    power: row.power as RentalUnit['power'],
    heated: row.heated,
    enclosure: row.enclosure as RentalUnit['enclosure'],
    notes: row.notes,
    imageCount: row.imageCount ?? 0,
  };
}

export function toRentalUnitListItem(row: UnitRow): RentalUnitListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    propertyID: row.propertyId,
    propertyName: row.propertyName ?? '',
    unitNumber: row.unitNumber,
    building: row.building,
    type: row.type as UnitType,
    squareFeet: row.squareFeet,
    marketRentCents: row.marketRentCents,
    status: shownStatus(row),
    isListed: row.isListed,
    dateAvailable: row.dateAvailable,
    doorWidthFt: row.doorWidthFt,
    doorHeightFt: row.doorHeightFt,
    cardImageID: row.shownCardImageId ?? null,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The column values of a unit write; the company is the property's, the sort key follows the number. */
export function unitValues(
  body: Omit<RentalUnitWrite, 'unitNumber'> & { unitNumber: string },
  companyId: number,
): Record<string, unknown> {
  return {
    managementCompanyId: companyId,
    propertyId: body.propertyID,
    unitNumber: body.unitNumber,
    sortKey: unitSortKey(body.unitNumber),
    building: body.building,
    type: body.type,
    description: body.description,
    squareFeet: body.squareFeet,
    marketRentCents: body.marketRentCents,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    amenities: body.amenities,
    dateAvailable: body.dateAvailable,
    isListed: body.isListed,
    listingText: body.listingText,
    status: body.status,
    doorWidthFt: body.doorWidthFt,
    doorHeightFt: body.doorHeightFt,
    depthFt: body.depthFt,
    floor: body.floor,
    power: body.power,
    heated: body.heated,
    enclosure: body.enclosure,
    notes: body.notes,
  };
}

/** The company of a property, or null when there is no such property. */
export async function companyOfProperty(db: Db, propertyId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: properties.managementCompanyId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.companyId ?? null;
}

export const numberTaken = (numbers: string[]) =>
  numbers.length === 1
    ? `Unit ${numbers[0]} already exists in this property`
    : `Units ${numbers.join(', ')} already exist in this property`;

/** The property's units (other than `exceptId`) numbered `unitNumber`, without case. */
export const numberMatch = (propertyId: number, unitNumber: string, exceptId = 0): SQL | undefined =>
  and(
    eq(rentalUnits.propertyId, propertyId),
    sql`lower(${rentalUnits.unitNumber}) = ${unitNumber.toLowerCase()}`,
    ne(rentalUnits.id, exceptId),
  );

/** Refuses (409, at the field) a number another unit of the property already has, whatever its case. */
export async function checkUnitNumber(
  db: Db,
  propertyId: number,
  unitNumber: string,
  exceptId = 0,
): Promise<void> {
  const [other] = await db
    .select({ unitNumber: rentalUnits.unitNumber })
    .from(rentalUnits)
    .where(numberMatch(propertyId, unitNumber, exceptId))
    .limit(1);
  if (other) {
    const message = numberTaken([other.unitNumber]);
    throw new HttpError(409, message, { unitNumber: message });
  }
}

/** Text in the search box: every word must match the unit number, building or description, without case. */
export function unitSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return sql`(lower(${rentalUnits.unitNumber}) like ${like} or lower(${rentalUnits.building}) like ${like} or lower(${rentalUnits.description}) like ${like})`;
    }),
  );
}
