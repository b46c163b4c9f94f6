// What an uploaded file is (read from its bytes) and the stored renditions of an image: the original without
// metadata, a display size and a thumbnail.
import { createHash } from 'node:crypto';
import { DOCUMENT_TYPES, IMAGE_TYPES, type AttachmentKind } from '@hangar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

/** Longest side of the display size and of the thumbnail, in pixels. */
export const DISPLAY_MAX = 1600;
export const THUMBNAIL_MAX = 400;
/** Larger images are refused: decoding them would take too much memory. */
export const MAX_PIXELS = 60_000_000;

/** A file refused, with its name and the reason in words (`notes.jpg is not an image (it reads as plain text)`). */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly fileName: string,
    readonly reason: string,
  ) {
    super(`${fileName} ${reason}`);
    this.name = 'UploadRefused';
  }
}

const NAMES: Record<string, string> = {
  'application/pdf': 'a PDF document',
  'image/gif': 'a GIF image',
  'image/avif': 'an AVIF image',
  'image/heic': 'a HEIC photo',
  'image/heif': 'a HEIF photo',
  'image/tiff': 'a TIFF image',
  'image/bmp': 'a BMP image',
  'image/svg+xml': 'an SVG drawing',
  'application/zip': 'a ZIP archive',
  'text/html': 'an HTML page',
  'application/xml': 'an XML file',
};

/** True when the bytes read as text: valid UTF-8 without control characters other than tabs and line ends. */
function readsAsText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head);
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text);
  } catch {
    // A multi-byte character cut at the 4096th byte is still text.
    return head.length === 4096 && /^[\t\n\r\u0020-\u007e]*$/.test(head.subarray(0, 512).toString('latin1'));
  }
}

export type Sniffed = { mime: string; description: string } | { mime: null; description: string };

/** The file's type from its first bytes (never its name or the type the browser sent). */
export async function sniff(bytes: Buffer): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(bytes);
  if (found)
    return { mime: found.mime, description: NAMES[found.mime] ?? `a ${found.ext.toUpperCase()} file` };
  if (bytes.length === 0) return { mime: null, description: 'an empty file' };
  if (readsAsText(bytes)) return { mime: null, description: 'plain text' };
  return { mime: null, description: 'a kind of file not known here' };
}

/** Whether this build of sharp (libvips and libheif) decodes HEIC photos (the prebuilt one reads AVIF only). */
export const canReadHeic = (): boolean => sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

/**
 * Decides what an upload is, or refuses it naming the file and why: images are JPEG, PNG, WebP (and HEIC or
 * HEIF where they can be read); documents are PDF and those images.
 */
export async function checkUpload(
  kind: AttachmentKind,
  fileName: string,
  bytes: Buffer,
): Promise<{ mime: string; isImage: boolean }> {
  const sniffed = await sniff(bytes);
  const accepted: readonly string[] = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  if (!sniffed.mime || !accepted.includes(sniffed.mime)) {
    const wanted = kind === 'image' ? 'an image' : 'a PDF document or an image';
    throw new UploadRefused(415, fileName, `is not ${wanted} (it reads as ${sniffed.description})`);
  }
  const isImage = (IMAGE_TYPES as readonly string[]).includes(sniffed.mime);
  if (isImage && (sniffed.mime === 'image/heic' || sniffed.mime === 'image/heif') && !canReadHeic()) {
    throw new UploadRefused(415, fileName, 'is a HEIC photo, which cannot be read here; save it as JPEG');
  }
  return { mime: sniffed.mime, isImage };
}

export type Renditions = {
  /** The image turned upright and re-encoded in its own format without metadata (EXIF, GPS, XMP). */
  original: Buffer;
  originalType: string;
  display: Buffer;
  thumbnail: Buffer;
  /** Pixels of the display size. */
  width: number;
  height: number;
};

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });

function encodeAs(image: Sharp, mime: string): { image: Sharp; type: string } {
  switch (mime) {
    case 'image/png':
      return { image: image.png({ compressionLevel: 6 }), type: mime };
    case 'image/webp':
      return { image: image.webp({ quality: 90 }), type: mime };
    case 'image/jpeg':
      return { image: image.jpeg({ quality: 90, mozjpeg: false }), type: mime };
    default:
      // HEIC/HEIF (where readable) is kept as JPEG: browsers show it.
      return { image: image.jpeg({ quality: 90 }), type: 'image/jpeg' };
  }
}

const sized = (bytes: Buffer, max: number, quality: number) =>
  input(bytes)
    .autoOrient()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });

/**
 * The three stored files of an image. sharp writes no metadata unless asked, so EXIF (GPS included) is gone
 * from all three; the EXIF orientation is applied first. `reencode: false` keeps `bytes` as the original (an
 * edit's output, already upright and without metadata).
 */
export async function renditions(
  fileName: string,
  bytes: Buffer,
  mime: string,
  { reencode = true } = {},
): Promise<Renditions> {
  try {
    const meta = await input(bytes).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
      throw new UploadRefused(413, fileName, `is too large an image (over ${MAX_PIXELS / 1e6} megapixels)`);
    }
    const original = reencode
      ? (() => {
          const out = encodeAs(input(bytes).autoOrient(), mime);
          return out.image.toBuffer().then((buffer: Buffer) => ({ buffer, type: out.type }));
        })()
      : Promise.resolve({ buffer: bytes, type: mime });
    const [kept, display, thumbnail] = await Promise.all([
      original,
      sized(bytes, DISPLAY_MAX, 82),
      sized(bytes, THUMBNAIL_MAX, 75),
    ]);
    return {
      original: kept.buffer,
      originalType: kept.type,
      display: display.data,
      thumbnail: thumbnail.data,
      width: display.info.width,
      height: display.info.height,
    };
  } catch (err) {
    if (err instanceof UploadRefused) throw err;
    throw new UploadRefused(400, fileName, 'could not be read as an image (it may be damaged)');
  }
}

export type Edit = {
  rotate: 0 | 90 | 180 | 270;
  crop: { x: number; y: number; width: number; height: number } | null;
};

/**
 * A stored original turned (clockwise) and then cropped; the crop is in fractions of the turned image.
 * Answers the new original in the same format.
 */
export async function editImage(original: Buffer, mime: string, edit: Edit): Promise<Buffer> {
  const meta = await input(original).metadata();
  const turned = edit.rotate === 90 || edit.rotate === 270;
  const w = (turned ? meta.height : meta.width) ?? 0;
  const h = (turned ? meta.width : meta.height) ?? 0;
  // sharp turns before it crops when rotate is called first: the crop's fractions are of the turned image.
  let image = input(original);
  if (edit.rotate) image = image.rotate(edit.rotate);
  if (edit.crop) {
    const left = Math.min(w - 1, Math.max(0, Math.round(edit.crop.x * w)));
    const top = Math.min(h - 1, Math.max(0, Math.round(edit.crop.y * h)));
    const width = Math.max(1, Math.min(w - left, Math.round(edit.crop.width * w)));
    const height = Math.max(1, Math.min(h - top, Math.round(edit.crop.height * h)));
    image = image.extract({ left, top, width, height });
  }
  return encodeAs(image, mime).image.toBuffer();
}

/** The ETag of stored bytes: a short hash, also the `?v=` of the file's URLs. */
export function etagOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}
