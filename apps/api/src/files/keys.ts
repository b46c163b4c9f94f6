// Where an attachment's files live in the file store: one prefix per stored version, three files under it.
import { randomUUID } from 'node:crypto';

/**
 * A new prefix for an attachment's files (`c12/0b5e…`): new on every upload, replacement and edit, so that a
 * URL carrying it may be cached forever.
 */
export function newFilePrefix(companyId: number): string {
  return `c${companyId}/${randomUUID()}`;
}

/**
 * The files of one prefix: the original (EXIF stripped for images; a document as uploaded), and for images a
 * display size and a thumbnail (WebP). An edited image also keeps the image as uploaded (`source`, with its
 * display size), so every edit starts from it and a crop can be undone by cropping again.
 */
export function fileKeys(prefix: string): {
  original: string;
  display: string;
  thumbnail: string;
  source: string;
  sourceDisplay: string;
} {
  return {
    original: `${prefix}/original`,
    display: `${prefix}/display.webp`,
    thumbnail: `${prefix}/thumb.webp`,
    source: `${prefix}/source`,
    sourceDisplay: `${prefix}/source.webp`,
  };
}
