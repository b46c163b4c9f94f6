// Compressing an answer the API keeps (a listings page, a pre-rendered airport page): brotli, else gzip, as the
// client's Accept-Encoding allows, off the event loop in zlib's thread pool. The caller keeps the bytes with the
// answer, so each is compressed once however often it is sent.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this an answer goes as it is: compressing it saves less than the header costs. */
const SMALLEST = 1024;

const compressors: Record<Coding, (text: string) => Promise<Buffer>> = {
  // Quality 5 of 11: most of brotli's gain at a small part of its top settings' cost (the bytes are kept).
  br: (text) => brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => gzipped(text, { level: 6 }),
};

/**
 * How to compress `text` for a client sending `accept` (brotli first, else gzip), or null: nothing accepted,
 * or too small to gain.
 */
export function compressedAs(
  text: string,
  accept: string | undefined,
): { name: Coding; compress: (text: string) => Promise<Buffer> } | null {
  if (text.length < SMALLEST || !accept) return null;
  for (const name of ['br', 'gzip'] as const)
    if (accepted(accept, name)) return { name, compress: compressors[name] };
  return null;
}

/** Whether an Accept-Encoding header takes `coding` (named, with no `q=0`). */
export function accepted(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
