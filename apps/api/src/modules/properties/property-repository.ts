// Properties in the database: rows with their counts and names (read in the same query), to and from the contract.
import type { Property, PropertyListItem, PropertyType, PropertyWrite } from '@hangar/contracts';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { createRepository, escapeLike } from '../../db/repository';
import { contacts, properties, propertyOwners, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { shownStatusIs } from '../rental-units/unit-status';

// Read with every row, these name the outer row as "properties" in full: drizzle writes a column of the select
// list without its table, which inside a subquery would name the subquery's own table.
/** The number of units of the row's property. */
export const unitCountSql = sql<number>`(select count(*)::int from rental_units where rental_units.property_id = "properties"."id")`;
/** The number of its units that show as vacant. */
export const vacantCountSql = sql<number>`(select count(*)::int from rental_units where rental_units.property_id = "properties"."id" and ${shownStatusIs('vacant')})`;
/** The city of its address, lower case (sorting). */
export const citySql = sql<string | null>`lower(${properties.address}->>'city')`;

export const propertyRepository = createRepository(properties, {
  extra: {
    unitCount: unitCountSql.mapWith(Number),
    vacantUnitCount: vacantCountSql.mapWith(Number),
    owners: sql<
      { id: number; name: string }[]
    >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.file_as) order by po.position), '[]'::json) from property_owners po join contacts c on c.id = po.contact_id where po.property_id = "properties"."id")`,
    managerName: sql<
      string | null
    >`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) from users u where u.id = "properties"."manager_user_id")`,
  },
});
export type PropertyRow = NonNullable<Awaited<ReturnType<typeof propertyRepository.get>>>;

const ownersOf = (row: PropertyRow) => (row.owners ?? []).map((o) => ({ id: o.id, name: o.name }));

export function toProperty(row: PropertyRow): Property {
  const owners = ownersOf(row);
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    name: row.name,
    fileAs: row.fileAs,
    type: row.type as PropertyType,
    address: row.address as Property['address'],
    yearBuilt: row.yearBuilt,
    description: row.description,
    squareFeet: row.squareFeet,
    lotSquareFeet: row.lotSquareFeet,
    ownerContactIDs: owners.map((o) => o.id),
    owners,
    managerUserID: row.managerUserId,
    manager:
      row.managerUserId !== null && row.managerName !== null
        ? { id: row.managerUserId, name: row.managerName }
        : null,
    amenities: row.amenities,
    notes: row.notes,
    listingContactName: row.listingContactName,
    listingContactPhone: row.listingContactPhone,
    listingContactEmail: row.listingContactEmail,
    isActive: row.isActive,
    unitCount: row.unitCount ?? 0,
    vacantUnitCount: row.vacantUnitCount ?? 0,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toPropertyListItem(row: PropertyRow): PropertyListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    name: row.name,
    fileAs: row.fileAs,
    type: row.type as PropertyType,
    isActive: row.isActive,
    unitCount: row.unitCount ?? 0,
    vacantUnitCount: row.vacantUnitCount ?? 0,
    updatedUtc: row.updatedAt.toISOString(),
    version: row.version,
    city: row.address?.city ?? null,
    managerName: row.managerName ?? null,
  };
}

/** The file-as a property is stored under: what was typed, else its name. */
export const fileAsOf = (body: { name: string; fileAs: string }) => body.fileAs || body.name;

/** The column values of a property write. */
export function propertyValues(body: PropertyWrite): Record<string, unknown> {
  return {
    managementCompanyId: body.managementCompanyID,
    name: body.name,
    fileAs: fileAsOf(body),
    type: body.type,
    address: body.address,
    yearBuilt: body.yearBuilt,
    description: body.description,
    squareFeet: body.squareFeet,
    lotSquareFeet: body.lotSquareFeet,
    managerUserId: body.managerUserID,
    amenities: body.amenities,
    notes: body.notes,
    listingContactName: body.listingContactName,
    listingContactPhone: body.listingContactPhone,
    listingContactEmail: body.listingContactEmail,
    isActive: body.isActive,
  };
}

/**
 * Refuses (400, at the field) owners that are not contacts of the company and a manager who is not one of
 * its users. Unknown ids and another company's ids get the same answer, so ids cannot be probed.
 */
export async function checkPeople(db: Db, companyId: number, body: PropertyWrite): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  const ownerIds = [...new Set(body.ownerContactIDs)];
  if (ownerIds.length) {
    const found = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, ownerIds), eq(contacts.managementCompanyId, companyId)));
    const known = new Set(found.map((c) => c.id));
    const unknown = ownerIds.filter((id) => !known.has(id));
    if (unknown.length)
      fieldErrors.ownerContactIDs = `Owners must be contacts of this company (unknown: ${unknown.join(', ')})`;
  }
  if (body.managerUserID !== null) {
    const [manager] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.managerUserID), eq(users.managementCompanyId, companyId)));
    if (!manager) fieldErrors.managerUserID = 'The manager must be a user of this company';
  }
  const fields = Object.keys(fieldErrors);
  if (fields.length) throw new HttpError(400, Object.values(fieldErrors).join('; '), fieldErrors);
}

export const fileAsTaken = (fileAs: string) => `Another property is filed as “${fileAs}”`;

/** Refuses (409, at the field) a file-as another property of the company already has, whatever its case. */
export async function checkFileAs(db: Db, companyId: number, fileAs: string, exceptId = 0): Promise<void> {
  const [other] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(fileAsMatch(companyId, fileAs, exceptId))
    .limit(1);
  if (other) throw new HttpError(409, fileAsTaken(fileAs), { fileAs: fileAsTaken(fileAs) });
}

/** The company's properties (other than `exceptId`) filed as `fileAs`, without case. */
export const fileAsMatch = (companyId: number, fileAs: string, exceptId = 0): SQL | undefined =>
  and(
    eq(properties.managementCompanyId, companyId),
    sql`lower(${properties.fileAs}) = ${fileAs.toLowerCase()}`,
    ne(properties.id, exceptId),
  );

/** Replaces a property's owners with the list, in its order (a repeated id counts once). */
export async function setOwners(db: Db, propertyId: number, contactIds: number[]): Promise<void> {
  await db.delete(propertyOwners).where(eq(propertyOwners.propertyId, propertyId));
  const ids = [...new Set(contactIds)];
  if (ids.length)
    await db
      .insert(propertyOwners)
      .values(ids.map((contactId, position) => ({ propertyId, contactId, position })));
}

/** Text in the search box: matches the name, file-as or city, anywhere, without case. */
export function propertySearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  return sql`(lower(${properties.name}) like ${like} or lower(${properties.fileAs}) like ${like} or lower(coalesce(${properties.address}->>'city', '')) like ${like})`;
}
