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
 * display size and a thumbnail (WebP).
 */
export function fileKeys(prefix: string): { original: string; display: string; thumbnail: string } {
  return {
    original: `${prefix}/original`,
    display: `${prefix}/display.webp`,
    thumbnail: `${prefix}/thumb.webp`,
  };
}

/**
 * An edited image's files as it was uploaded (the original and its display size), kept from its first edit on so
 * that every edit starts from it and a crop can be undone by cropping again; absent before any edit.
 */
export function sourceKeys(prefix: string): { source: string; sourceDisplay: string } {
  return { source: `${prefix}/source`, sourceDisplay: `${prefix}/source.webp` };
}

/** Every file a prefix may hold. */
export const allFileKeys = (prefix: string) => ({ ...fileKeys(prefix), ...sourceKeys(prefix) });
