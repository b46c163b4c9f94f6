// Attachment rows: their owners and the rights over them, the card image rule, the public rule, the answers.
import {
  MgmtCoFeature,
  PropertyFeature,
  RentalUnitFeature,
  type Attachment,
  type AttachmentKind,
  type AttachmentOwnerKind,
} from '@hangar/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments, rentalUnits } from '../../db/schema';
import { isListedUnit } from '../listings/listed-units';
import type { Owner } from '../../security/authorize';
import { notFound } from '../../http/http-error';

export type AttachmentRow = typeof attachments.$inferSelect;

/**
 * Whose rights cover an owner's attachments: the owner `authorize` resolves and the feature it checks. A kind
 * without an entry (leases, until their module exists) answers 404.
 */
export const OWNER_RIGHTS: Partial<
  Record<AttachmentOwnerKind, { owner: (id: number) => Owner; feature: number }>
> = {
  property: { owner: (propertyId) => ({ propertyId }), feature: PropertyFeature.Details },
  unit: { owner: (unitId) => ({ unitId }), feature: RentalUnitFeature.Images },
  vendor: { owner: (vendorId) => ({ vendorId }), feature: MgmtCoFeature.Vendors },
  lease: { owner: (leaseId) => ({ leaseId }), feature: PropertyFeature.Leases },
  'work-order': { owner: (workOrderId) => ({ workOrderId }), feature: PropertyFeature.WorkOrders },
};

export function rightsOf(ownerKind: AttachmentOwnerKind, ownerId: number) {
  const rights = OWNER_RIGHTS[ownerKind];
  if (!rights) throw notFound();
  return { owner: rights.owner(ownerId), feature: rights.feature };
}

const isImageRow = (row: Pick<AttachmentRow, 'contentType'>) => row.contentType.startsWith('image/');

/**
 * THE card image rule, as SQL over a `rental_units` row named in full (`"rental_units"`): the chosen image
 * while it still is an image of the unit, else the first image in sort order shown in listings, else null.
 * Unit reads select it with every row; `cardImageIds` asks it for a batch.
 */
const unitImages = sql`from attachments a where a.owner_kind = 'unit' and a.owner_id = "rental_units"."id" and a.kind = 'image'`;
export const cardImageSql = sql<
  number | null
>`coalesce((select a.id ${unitImages} and a.id = "rental_units"."card_image_id"), (select a.id ${unitImages} and a.show_in_listing order by a.sort_order, a.id limit 1))`;

/** The card image of each unit that has one (units without are left out). */
export async function cardImageIds(db: Db, unitIds: readonly number[]): Promise<Map<number, number>> {
  const cards = new Map<number, number>();
  if (!unitIds.length) return cards;
  const rows = await db
    .select({ unitId: rentalUnits.id, imageId: cardImageSql })
    .from(rentalUnits)
    .where(inArray(rentalUnits.id, [...unitIds]));
  for (const r of rows) if (r.imageId !== null) cards.set(r.unitId, Number(r.imageId));
  return cards;
}

/** The card image of one unit, or null. */
export async function cardImageId(db: Db, unitId: number): Promise<number | null> {
  return (await cardImageIds(db, [unitId])).get(unitId) ?? null;
}

/**
 * Whether anyone may fetch the file: an image of a unit the public listings show (the listings' own rule,
 * `isListedUnit`), either shown in the listing or the unit's card image.
 */
export async function isPublic(db: Db, row: AttachmentRow): Promise<boolean> {
  if (row.ownerKind !== 'unit' || row.kind !== 'image') return false;
  if (!(await isListedUnit(db, row.ownerId))) return false;
  return row.showInListing || (await cardImageId(db, row.ownerId)) === row.id;
}

/** The URLs of a file carry its ETag, so that an answer may be cached for good: a change makes new URLs. */
export const fileUrls = (row: AttachmentRow) =>
  isImageRow(row)
    ? {
        url: `/api/image/${row.id}?v=${row.etag}`,
        thumbnailUrl: `/api/image2/${row.id}?v=${row.etag}`,
      }
    : { url: `/api/document/${row.id}?v=${row.etag}`, thumbnailUrl: null };

export function toAttachment(row: AttachmentRow, cardId: number | null): Attachment {
  return {
    id: row.id,
    ownerKind: row.ownerKind,
    ownerID: row.ownerId,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    caption: row.caption,
    sortOrder: row.sortOrder,
    showInListing: row.showInListing,
    isCard: cardId === row.id,
    ...fileUrls(row),
    createdUtc: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The card of the row's owner (units only). */
export async function cardFor(db: Db, row: Pick<AttachmentRow, 'ownerKind' | 'ownerId'>) {
  return row.ownerKind === 'unit' ? cardImageId(db, row.ownerId) : null;
}

export async function readAttachment(db: Db, row: AttachmentRow): Promise<Attachment> {
  return toAttachment(row, await cardFor(db, row));
}

export async function findAttachment(db: Db, id: number): Promise<AttachmentRow> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (!row) throw notFound();
  return row;
}

/** An owner's attachments of one kind, in their order. */
export async function listAttachments(
  db: Db,
  ownerKind: AttachmentOwnerKind,
  ownerId: number,
  kind: AttachmentKind,
): Promise<Attachment[]> {
  const rows = await db
    .select()
    .from(attachments)
    .where(
      and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId), eq(attachments.kind, kind)),
    )
    .orderBy(asc(attachments.sortOrder), asc(attachments.id));
  const card = ownerKind === 'unit' ? await cardImageId(db, ownerId) : null;
  return rows.map((row) => toAttachment(row, card));
}

/** The next sort position of an owner's attachments of one kind: after the last one. */
export const nextSortOrder = (ownerKind: AttachmentOwnerKind, ownerId: number, kind: AttachmentKind) =>
  sql<number>`(select coalesce(max(${attachments.sortOrder}), 0) + 1 from ${attachments} where ${attachments.ownerKind} = ${ownerKind} and ${attachments.ownerId} = ${ownerId} and ${attachments.kind} = ${kind})`;
