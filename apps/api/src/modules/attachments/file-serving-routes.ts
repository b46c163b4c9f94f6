// Serving the stored files (display size, thumbnail, original) with their caching headers, and their details.
import { idParamsSchema, STORED_FILE_TYPES } from '@hangar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { allFileKeys } from '../../files/keys';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { notFound } from '../../http/http-error';
import { attachmentAnswer, readable, tags } from './attachment-access';
import { findAttachment, readAttachment } from './attachment-repository';

const YEAR = 31_536_000;
const fileQuery = z.strictObject({ v: z.string().max(64).optional() });
/** A file answer of the given types: its bytes, sent as they are (Fastify serializes no Buffer). */
const fileAnswer = (types: readonly string[]) => ({
  description: "The file's bytes",
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});
/** An answer to `If-None-Match` naming the file's current ETag. */
const notModified = z.null().meta({ description: 'Not modified: the copy the client has is current' });

/** A file name for a download: safe characters only in `filename`, the real one in `filename*`. */
function contentDisposition(fileName: string, contentType: string): string {
  const ext = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[
    contentType
  ];
  let name = fileName;
  if (ext && !new RegExp(`\\.${ext === 'jpg' ? 'jpe?g' : ext}$`, 'i').test(name)) name += `.${ext}`;
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const VARIANTS = {
  display: { key: 'display', code: 'd', imageOnly: true, fallback: null },
  thumbnail: { key: 'thumbnail', code: 't', imageOnly: true, fallback: null },
  original: { key: 'original', code: 'o', imageOnly: false, fallback: null },
  // What the image editor starts from: the image as uploaded at display size (the display itself if never edited).
  source: { key: 'sourceDisplay', code: 's', imageOnly: true, fallback: 'display' },
} as const;

export function fileServingRoutes(app: FastifyInstance, ctx: ServerContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    v: string | undefined,
    variant: keyof typeof VARIANTS,
  ) {
    const row = await findAttachment(request.db, id);
    const { isPublic } = await readable(request, row);
    const { key, code, imageOnly, fallback } = VARIANTS[variant];
    const image = row.contentType.startsWith('image/');
    if (imageOnly && !image) throw notFound();
    const etag = `"${row.etag}-${code}"`;
    const audience = isPublic ? 'public' : 'private';
    // The URL names the stored version (`?v=`): such an answer never changes. Without it, or with an old one,
    // the browser asks again each time (and gets 304 while the file is the same).
    const headers: Record<string, string> = {
      ETag: etag,
      'Cache-Control': v === row.etag ? `${audience}, max-age=${YEAR}, immutable` : `${audience}, no-cache`,
      Vary: 'Authorization',
      // Public listing images are shown by the listings page, which may be on another site.
      ...(isPublic ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
    };
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).headers(headers).send();
    }
    const keys = allFileKeys(row.storageKey);
    const bytes = (await ctx.files.get(keys[key])) ?? (fallback ? await ctx.files.get(keys[fallback]) : null);
    if (!bytes) {
      // Answered without the caching headers: a missing file must not be remembered as one.
      request.log.warn({ attachmentId: row.id, key }, 'attachment file missing');
      throw notFound();
    }
    reply.headers(headers);
    const type = variant === 'original' ? row.contentType : 'image/webp';
    reply.type(type).header('Content-Length', bytes.length);
    // A file is never a page: nothing in it runs, whatever a browser makes of it.
    reply.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    if (variant === 'original')
      reply.header('Content-Disposition', contentDisposition(row.fileName, row.contentType));
    return reply.send(bytes);
  }

  for (const [path, variant, summary, types] of [
    [
      '/api/image/:id',
      'display',
      'An image at display size (WebP, longest side at most 1600 px)',
      ['image/webp'],
    ],
    [
      '/api/image2/:id',
      'thumbnail',
      'An image as a thumbnail (WebP, longest side at most 400 px)',
      ['image/webp'],
    ],
    [
      '/api/imagesource/:id',
      'source',
      'An image as uploaded, before any edit, at display size (WebP): what the image editor starts from',
      ['image/webp'],
    ],
    [
      '/api/document/:id',
      'original',
      'The stored file (a download; an image without its metadata), of the type it was stored as',
      STORED_FILE_TYPES,
    ],
  ] as const) {
    typed.get(
      path,
      {
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          querystring: fileQuery,
          response: { 200: fileAnswer(types), 304: notModified, ...failures },
        },
      },
      (request, reply) => serve(request, reply, request.params.id, request.query.v, variant),
    );
  }

  for (const [path, kind] of [
    ['/api/ImageID/:id', 'image'],
    ['/api/DocumentID/:id', 'document'],
  ] as const) {
    typed.get(
      path,
      {
        schema: {
          tags,
          summary: `An ${kind === 'image' ? 'image' : 'attachment'}'s details`,
          params: idParamsSchema,
          response: { 200: attachmentAnswer, ...failures },
        },
      },
      async (request) => {
        const row = await findAttachment(request.db, request.params.id);
        await readable(request, row);
        if (kind === 'image' && !row.contentType.startsWith('image/')) throw notFound();
        return ok(await readAttachment(request.db, row));
      },
    );
  }
}
