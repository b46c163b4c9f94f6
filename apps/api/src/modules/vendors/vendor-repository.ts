// Vendors in the database: a vendor row with its contact row, read and written together; rows to and from
// the contract; "today" in the company's time zone; the insurance conditions of the search.
import {
  certificateState,
  insuranceExpiresOf,
  insuranceStateOf,
  INSURANCE_WARNING_DAYS,
  type Vendor,
  type VendorListItem,
  type VendorWrite,
} from '@hangar/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { createRepository, updateVersioned } from '../../db/repository';
import {
  attachments,
  contacts,
  leaseParties,
  managementCompanies,
  propertyOwners,
  vendors,
} from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { SecretBox } from '../../security/secrets';
import { contactValues, toContact, type ContactRow } from '../contacts/contact-repository';

/** A vendor row with its contact and its company's time zone (for "today"). */
export type VendorRow = typeof vendors.$inferSelect & { contact: ContactRow; timeZone: string };

/** What a write sets: the contact's columns and the vendor's, applied in one transaction. */
export type VendorValues = { contact: Record<string, unknown>; vendor: Record<string, unknown> };

const selection = { vendor: vendors, contact: contacts, timeZone: managementCompanies.timeZone };
type Selected = { vendor: typeof vendors.$inferSelect; contact: ContactRow; timeZone: string };
const merge = (r: Selected): VendorRow => ({ ...r.vendor, contact: r.contact, timeZone: r.timeZone });

/** The list, its count and the read of one vendor, with its contact and its company's time zone. */
const read = createRepository(vendors, {
  join: {
    tables: [
      { table: contacts, on: eq(contacts.id, vendors.contactId) },
      { table: managementCompanies, on: eq(managementCompanies.id, vendors.managementCompanyId) },
    ],
    select: selection,
    toRow: (selected) => merge(selected as Selected),
  },
});

/**
 * The repository of the resource routes over two tables: the list, get, insert, versioned update (the vendor's
 * version decides; the contact's is bumped with it) and delete read and write a vendor with its contact.
 */
export const vendorRepository = {
  table: vendors,
  list: read.list,
  page: read.page,
  countUpTo: read.countUpTo,
  get: read.get,
  async insert(db: Db, values: Record<string, unknown>): Promise<VendorRow> {
    const { contact, vendor } = values as VendorValues;
    const [made] = await db
      .insert(contacts)
      .values(contact as typeof contacts.$inferInsert)
      .returning({ id: contacts.id });
    const [row] = await db
      .insert(vendors)
      .values({ ...vendor, contactId: made!.id } as typeof vendors.$inferInsert)
      .returning({ id: vendors.id });
    return (await vendorRepository.get(db, row!.id))!;
  },
  async update(db: Db, id: number, version: number, values: Record<string, unknown>): Promise<VendorRow> {
    const { contact, vendor, updatedAt } = values as VendorValues & { updatedAt?: Date };
    const stamp = updatedAt ?? new Date();
    await updateVersioned(db, vendors, id, version, { ...vendor, updatedAt: stamp });
    const row = (await vendorRepository.get(db, id))!;
    await db
      .update(contacts)
      .set({ ...contact, updatedAt: stamp, version: sql`${contacts.version} + 1` } as never)
      .where(eq(contacts.id, row.contactId));
    return (await vendorRepository.get(db, id))!;
  },
  /** Deletes the vendor, and its contact unless the contact is still a lease party or a property owner. */
  async remove(db: Db, id: number): Promise<VendorRow | null> {
    const before = await vendorRepository.get(db, id);
    if (!before) return null;
    await db.transaction(async (t) => {
      await t.delete(vendors).where(eq(vendors.id, id));
      if (!(await contactInUse(t, before.contactId)))
        await t.delete(contacts).where(eq(contacts.id, before.contactId));
    });
    return before;
  },
};

/** Whether a contact is used beyond being a vendor: a party of a lease or an owner of a property. */
async function contactInUse(db: DbOrTx, contactId: number): Promise<boolean> {
  const [party] = await db
    .select({ id: leaseParties.contactId })
    .from(leaseParties)
    .where(eq(leaseParties.contactId, contactId))
    .limit(1);
  if (party) return true;
  const [owner] = await db
    .select({ id: propertyOwners.contactId })
    .from(propertyOwners)
    .where(eq(propertyOwners.contactId, contactId))
    .limit(1);
  return Boolean(owner);
}

export { todayIn } from '../../db/today';

/** The column values of a vendor write: the contact's (tax id sealed) and the vendor's (expiry derived). */
export function vendorValues(body: VendorWrite, secrets: SecretBox): VendorValues {
  return {
    contact: contactValues(body, secrets),
    vendor: {
      managementCompanyId: body.managementCompanyID,
      categories: body.categories,
      accountNumber: body.accountNumber,
      website: body.website,
      isPreferred: body.isPreferred,
      status: body.status,
      vendorNotes: body.vendorNotes,
      is1099: body.is1099,
      w9DocumentId: body.w9DocumentID,
      w9ReceivedDate: body.w9ReceivedDate,
      licenseNumber: body.licenseNumber,
      licenseState: body.licenseState,
      licenseExpires: body.licenseExpires,
      insurance: body.insurance.map((c) => ({
        type: c.type,
        insurer: c.insurer,
        policyNumber: c.policyNumber,
        coverageCents: c.coverageCents,
        effectiveDate: c.effectiveDate,
        expiryDate: c.expiryDate,
        documentID: c.documentID,
      })),
      insuranceExpires: insuranceExpiresOf(body.insurance),
    },
  };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** A vendor as read, its insurance as of `today` (in the company's time zone). */
export function toVendor(row: VendorRow, today: string): Vendor {
  const contact = toContact(row.contact);
  return {
    ...contact,
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    contactID: row.contactId,
    categories: row.categories as Vendor['categories'],
    accountNumber: row.accountNumber,
    website: row.website,
    isPreferred: row.isPreferred,
    status: row.status as Vendor['status'],
    vendorNotes: row.vendorNotes,
    is1099: row.is1099,
    w9DocumentID: row.w9DocumentId,
    w9ReceivedDate: row.w9ReceivedDate,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    licenseExpires: row.licenseExpires,
    insurance: row.insurance.map((c) => ({
      ...(c as Omit<Vendor['insurance'][number], 'state'>),
      state: certificateState(c, today),
    })),
    insuranceState: insuranceStateOf(row.insurance, today),
    insuranceExpires: row.insuranceExpires,
    updatedUtc: later(row.updatedAt, row.contact.updatedAt).toISOString(),
    version: row.version,
  };
}

export function toVendorListItem(row: VendorRow, today: string): VendorListItem {
  return {
    id: row.id,
    managementCompanyID: row.managementCompanyId,
    contactID: row.contactId,
    kind: row.contact.kind,
    fileAs: row.contact.fileAs,
    categories: row.categories as VendorListItem['categories'],
    isPreferred: row.isPreferred,
    status: row.status as VendorListItem['status'],
    primaryPhone: row.contact.phones[0]?.number ?? null,
    primaryEmail: row.contact.emails[0]?.address ?? null,
    insuranceState: insuranceStateOf(row.insurance, today),
    insuranceExpires: row.insuranceExpires,
    updatedUtc: later(row.updatedAt, row.contact.updatedAt).toISOString(),
    version: row.version,
  };
}

/**
 * Today in a company's time zone as SQL, from the server's clock (one company's list: one zone).
 */
export function companyTodaySql(companyId: number, now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone (select ${managementCompanies.timeZone} from ${managementCompanies} where ${managementCompanies.id} = ${companyId}))::date`;
}

/**
 * The insurance filter as SQL over `insurance_expires` (the expiry that decides the state) and the company's
 * today: missing = null, expired before today, expiring from today to today + 30 days, valid after; attention
 * = expiring or expired.
 */
export function insuranceWhere(
  filter: 'valid' | 'expiring' | 'expired' | 'missing' | 'attention' | undefined,
  today: SQL,
): SQL | undefined {
  const expires = vendors.insuranceExpires;
  const warning = sql`(${today} + ${sql.raw(String(INSURANCE_WARNING_DAYS))})`;
  switch (filter) {
    case 'missing':
      return sql`${expires} is null`;
    case 'expired':
      return sql`${expires} < ${today}`;
    case 'expiring':
      return sql`${expires} >= ${today} and ${expires} <= ${warning}`;
    case 'attention':
      return sql`${expires} <= ${warning}`;
    case 'valid':
      return sql`${expires} > ${warning}`;
    default:
      return undefined;
  }
}

/** The paths of the documents a write names (certificates and W-9), each with its attachment id. */
function namedDocuments(body: VendorWrite): [string, number][] {
  const named: [string, number][] = body.insurance.flatMap((c, i) =>
    c.documentID === null ? [] : [[`insurance.${i}.documentID`, c.documentID] as [string, number]],
  );
  if (body.w9DocumentID !== null) named.push(['w9DocumentID', body.w9DocumentID]);
  return named;
}

/**
 * Refuses a write naming a document that is not one of this vendor's document attachments (a new vendor has
 * none yet: its files are uploaded once it is saved), with the message at each field.
 */
export async function checkDocuments(db: Db, vendorId: number | null, body: VendorWrite): Promise<void> {
  const named = namedDocuments(body);
  if (!named.length) return;
  const owned = new Set<number>();
  if (vendorId !== null) {
    const rows = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.ownerKind, 'vendor'),
          eq(attachments.ownerId, vendorId),
          eq(attachments.kind, 'document'),
          inArray(
            attachments.id,
            named.map(([, id]) => id),
          ),
        ),
      );
    for (const r of rows) owned.add(r.id);
  }
  const message =
    vendorId === null
      ? 'Save the vendor first, then upload its documents'
      : 'Choose one of this vendor’s documents';
  const fieldErrors = Object.fromEntries(
    named.filter(([, id]) => !owned.has(id)).map(([path]) => [path, message]),
  );
  if (Object.keys(fieldErrors).length) throw new HttpError(400, message, fieldErrors);
}

/** The vendor's company, for `authorize` (the owner of its attachments). */
export async function vendorChain(db: Db, id: number): Promise<{ companyId: number } | null> {
  const [row] = await db
    .select({ companyId: vendors.managementCompanyId })
    .from(vendors)
    .where(eq(vendors.id, id));
  return row ?? null;
}
