// Attachments: the images and documents of a property, a rental unit or (later) a lease.
import { z } from 'zod';
import { idParamSchema, idSchema } from '../input';
import { versionSchema } from './resource';

/** What an attachment hangs on; new owners (leases) need only a resolver on the server. */
export const attachmentOwnerKindSchema = z.enum(['property', 'unit', 'lease', 'vendor', 'work-order']);
export type AttachmentOwnerKind = z.infer<typeof attachmentOwnerKindSchema>;
export const attachmentKindSchema = z.enum(['image', 'document']);
export type AttachmentKind = z.infer<typeof attachmentKindSchema>;

/** Types accepted, decided from the file's bytes (never its name or the browser's word). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
/** The types a stored original is kept in (a HEIC or HEIF photo is kept as JPEG): a document download's. */
export const STORED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** What an `<input type=file accept>` offers; the server decides anyway. */
export const ACCEPT = {
  image: '.jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic,image/heif',
  document: '.pdf,application/pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,image/*',
} as const;
/** The default largest file, in bytes; the server's `UPLOAD_MAX_BYTES` may change it. */
export const DEFAULT_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const CAPTION_MAX = 100;

export const captionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX, `A caption is at most ${CAPTION_MAX} characters`);

export const attachmentSchema = z.object({
  id: idSchema,
  ownerKind: attachmentOwnerKindSchema,
  ownerID: idSchema,
  kind: attachmentKindSchema,
  /** The name it was uploaded under (shown, never used to find the file). */
  fileName: z.string(),
  /** The type sniffed from its bytes. */
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Pixels of the display size (images). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  sortOrder: z.number().int(),
  showInListing: z.boolean(),
  /** True for the unit's card image (chosen, or the first listed one when none is chosen). */
  isCard: z.boolean(),
  /** Where the browser fetches it: display size and thumbnail (images), the file (documents). */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdUtc: z.string(),
  version: versionSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.object({ items: z.array(attachmentSchema) });

/** The path of an owner's attachments: `/api/Attachments/{ownerKind}/{ownerID}?kind=image`. */
export const attachmentOwnerParamsSchema = z.strictObject({
  ownerKind: attachmentOwnerKindSchema,
  ownerID: idParamSchema,
});
export const attachmentKindQuerySchema = z.strictObject({ kind: attachmentKindSchema.default('image') });

/** Caption and listing flag of one attachment. */
export const attachmentUpdateSchema = z.strictObject({
  caption: captionSchema.default(''),
  showInListing: z.boolean().default(false),
  version: versionSchema,
});
export type AttachmentUpdate = z.input<typeof attachmentUpdateSchema>;

/** A new order: every id of the owner's attachments of that kind, first to last. */
export const attachmentOrderSchema = z.strictObject({
  kind: attachmentKindSchema,
  ids: z
    .array(idSchema)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'An image is listed twice'),
});

/**
 * An edit of an image: turn it (clockwise, in quarter turns), then crop; the crop is in fractions (0–1) of the
 * turned image, so it does not depend on the size the editor showed. The edit applies to the stored original
 * and replaces it; the display size and thumbnail are made again.
 */
const fraction = z.number().min(0).max(1);
export const imageEditSchema = z.strictObject({
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  crop: z
    .strictObject({ x: fraction, y: fraction, width: fraction.gt(0), height: fraction.gt(0) })
    .refine((c) => c.x + c.width <= 1.0001 && c.y + c.height <= 1.0001, 'The crop goes outside the image')
    .nullable()
    .default(null),
  version: versionSchema,
});
export type ImageEdit = z.input<typeof imageEditSchema>;

/** Why an upload was refused, per file: its name and the reason in words. */
export const uploadRefusalSchema = z.object({ fileName: z.string(), reason: z.string() });
