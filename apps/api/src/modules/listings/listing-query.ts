// The public listings: one query over units, properties and companies, the card images by the attachments
// module's rule, mapped to the contract.
import { listingSchema, unitTypeLabel, type Listing } from '@hangar/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments, type AddressRow, type EmailRow, type PhoneRow } from '../../db/schema';
import { cardImageIds } from '../attachments/attachment-repository';
import { fromListedUnits } from './listed-units';
import { todayIn } from '../../db/today';
import { rowsOf } from '../../db/rows';

type ListingRow = {
  unit_id: number;
  unit_number: string;
  type: string;
  square_feet: number | null;
  door_width_ft: number | null;
  door_height_ft: number | null;
  market_rent_cents: number | null;
  date_available: string | null;
  listing_text: string;
  property_name: string;
  address: AddressRow | null;
  company_name: string;
  time_zone: string;
  listing_contact_line: string;
  property_contact_name: string;
  property_contact_phone: string;
  property_contact_email: string;
  phones: PhoneRow[];
  emails: EmailRow[];
  /** Set after the query, from the card image rule. */
  image_id: number | null;
  image_etag: string | null;
  image_caption: string | null;
};

/** Every listed unit (`listed-units.ts`), by property name then natural unit number; the route pages them. */
export async function readListings(db: Db, now: Date): Promise<{ items: Listing[]; generatedUtc: string }> {
  const result = await db.execute(sql`
    select rental_units.id as unit_id, rental_units.unit_number, rental_units.type, rental_units.square_feet, rental_units.door_width_ft, rental_units.door_height_ft,
      rental_units.market_rent_cents, rental_units.date_available, rental_units.listing_text,
      p.name as property_name, p.address, p.listing_contact_name as property_contact_name,
      p.listing_contact_phone as property_contact_phone, p.listing_contact_email as property_contact_email,
      c.name as company_name, c.time_zone, c.listing_contact_line, c.phones, c.emails
    ${fromListedUnits}
    order by lower(p.name), p.id, rental_units.sort_key, rental_units.id`);
  const rows = rowsOf<ListingRow>(result);
  // The card image by the one rule the unit's screens use (attachments module).
  const cards = await cardImageIds(
    db,
    rows.map((r) => r.unit_id),
  );
  const images = cards.size
    ? await db
        .select({ id: attachments.id, etag: attachments.etag, caption: attachments.caption })
        .from(attachments)
        .where(inArray(attachments.id, [...cards.values()]))
    : [];
  const imageById = new Map(images.map((i) => [i.id, i]));
  for (const row of rows) {
    const image = imageById.get(cards.get(row.unit_id) ?? 0);
    row.image_id = image?.id ?? null;
    row.image_etag = image?.etag ?? null;
    row.image_caption = image?.caption ?? null;
  }
  // Through the contract: whatever the row holds, only the listing's fields leave.
  return {
    items: listingArray.parse(rows.map((row) => toListing(row, now))),
    generatedUtc: now.toISOString(),
  };
}

const listingArray = listingSchema.array();

function toListing(row: ListingRow, now: Date): Listing {
  const label = `${unitTypeLabel(row.type)} ${row.unit_number}, ${row.property_name}`;
  const contact = contactOf(row);
  return {
    unitID: row.unit_id,
    unitNumber: row.unit_number,
    propertyName: row.property_name,
    place: placeOf(row.address),
    type: row.type as Listing['type'],
    squareFeet: row.square_feet,
    doorWidthFt: row.door_width_ft === null ? null : Number(row.door_width_ft),
    doorHeightFt: row.door_height_ft === null ? null : Number(row.door_height_ft),
    monthlyRentCents: row.market_rent_cents,
    dateAvailable: availableFrom(row.date_available, row.time_zone, now),
    listingText: row.listing_text,
    cardImageUrl:
      row.image_id === null
        ? null
        : `/api/image/${row.image_id}?v=${encodeURIComponent(row.image_etag ?? '')}`,
    cardImageAlt: row.image_id === null ? '' : row.image_caption?.trim() || label,
    contactLine: contact.line,
    contactPhone: contact.phone,
    contactEmail: contact.email,
    companyName: row.company_name,
  };
}

/** "Fort Worth, TX" from an address; null without a city or state. */
export function placeOf(address: AddressRow | null): string | null {
  const parts = [address?.city?.trim(), address?.state?.trim()].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A date in the company's own calendar that is today or past is "available now" (null). */
export function availableFrom(date: string | null, timeZone: string, now: Date): string | null {
  return date && date > todayIn(timeZone, now) ? date : null;
}

const PHONE_IN_TEXT = /\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/**
 * Who to call or write. A property's own listing contact comes first: its name (else the company's), phone
 * and e-mail (each else the company's primary one). Without one, the company's listing contact line, else its
 * name with its primary phone and e-mail. The phone and e-mail a visitor's button uses are the ones the line
 * names, else the primary ones.
 */
export function contactOf(
  row: Pick<ListingRow, 'company_name' | 'listing_contact_line' | 'phones' | 'emails'> &
    Partial<Pick<ListingRow, 'property_contact_name' | 'property_contact_phone' | 'property_contact_email'>>,
): {
  line: string;
  phone: string | null;
  email: string | null;
} {
  const primary = <T extends { isPrimary: boolean }>(list: T[]) => list.find((x) => x.isPrimary) ?? list[0];
  const phone = primary(row.phones ?? [])?.number?.trim() || null;
  const email = primary(row.emails ?? [])?.address?.trim() || null;
  const own = {
    name: row.property_contact_name?.trim() ?? '',
    phone: row.property_contact_phone?.trim() ?? '',
    email: row.property_contact_email?.trim() ?? '',
  };
  if (own.name || own.phone || own.email) {
    const chosen = { phone: own.phone || phone, email: own.email || email };
    return {
      line: [own.name || row.company_name, chosen.phone, chosen.email].filter(Boolean).join(' · '),
      ...chosen,
    };
  }
  const line = row.listing_contact_line.trim();
  if (line) {
    return {
      line,
      phone: PHONE_IN_TEXT.exec(line)?.[0].trim() ?? phone,
      email: EMAIL_IN_TEXT.exec(line)?.[0] ?? email,
    };
  }
  return { line: [row.company_name, phone, email].filter(Boolean).join(' · '), phone, email };
}
