// GET /api/listings: the public hangar listings a page at a time, cached briefly in process (each page's JSON
// and its compressed bytes made once) and by browsers, readable by any origin.
import {
  LISTINGS_PAGE_SIZE,
  listingsQuerySchema,
  listingsSchema,
  okSchema,
  type Listing,
  type ListingsQuery,
} from '@hangar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { ServerContext } from '../../context';
import { compressedAs, type Coding } from '../../http/compression';
import { readListings } from './listing-query';

/**
 * How long one rendered answer serves (in this process, and in browsers and shared caches through
 * Cache-Control). A write through this instance's API drops it at once; other instances catch up within it.
 */
export const LISTINGS_TTL_SECONDS = 10;

const CACHE_CONTROL = `public, max-age=${LISTINGS_TTL_SECONDS}`;

/** One page's answer: its JSON, an ETag of it, and its compressed forms (made on first demand, then kept). */
type Page = { body: string; etag: string; coded: Map<Coding, Promise<Buffer>> };
type Snapshot = { items: Listing[]; generatedUtc: string; until: number; pages: Map<number, Page> };

export async function listingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  let cached: Snapshot | null = null;
  /** Bumped by every write: an answer read while a write ran is not kept. */
  let generation = 0;
  let building: Promise<Snapshot> | null = null;

  // Any write answered in this scope (units, properties, companies, images) may change the listings.
  // (A callback hook, not an async one: it runs on every answer of the scope and needs no promise.)
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      generation += 1;
      cached = null;
    }
    done();
  });

  const fresh = () => (cached && ctx.now().getTime() < cached.until ? cached : null);

  /** One query at a time, however many visitors ask while it runs. */
  const snapshot = (): Promise<Snapshot> => {
    const now = ctx.now();
    building ??= (async () => {
      const started = generation;
      try {
        const data = await readListings((await ctx.database.get()).db, now);
        const made: Snapshot = {
          items: data.items,
          generatedUtc: data.generatedUtc,
          until: now.getTime() + LISTINGS_TTL_SECONDS * 1000,
          pages: new Map(),
        };
        if (generation === started) cached = made;
        return made;
      } finally {
        building = null;
      }
    })();
    return building;
  };

  /** Page `n` of a snapshot, its JSON written once (pages past the last are empty, and not kept). */
  const pageOf = (snap: Snapshot, n: number): Page => {
    const kept = snap.pages.get(n);
    if (kept) return kept;
    const total = snap.items.length;
    const data = {
      items: snap.items.slice((n - 1) * LISTINGS_PAGE_SIZE, n * LISTINGS_PAGE_SIZE),
      generatedUtc: snap.generatedUtc,
      page: n,
      pageCount: Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE)),
      total,
    };
    const body = `{"success":true,"data":${JSON.stringify(data)}}`;
    const page: Page = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      coded: new Map(),
    };
    if (data.items.length || n === 1) snap.pages.set(n, page);
    return page;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
    void reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag)
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const coding = compressedAs(page.body, request.headers['accept-encoding']);
    if (!coding) return reply.send(page.body);
    let bytes = page.coded.get(coding.name);
    if (!bytes) {
      bytes = coding.compress(page.body);
      page.coded.set(coding.name, bytes);
    }
    return bytes.then((b) => reply.header('Content-Encoding', coding.name).send(b));
  };

  app.get<{ Querystring: ListingsQuery }>(
    '/api/listings',
    {
      schema: {
        tags: ['Listings'],
        summary: 'The public hangar listings, a page at a time',
        description: `Vacant, listed units of active properties of companies that publish listings, by property and unit number, ${LISTINGS_PAGE_SIZE} a page (\`page\`, from 1; the answer says how many pages there are; past the last page it holds none). Public: no token, any origin; cached for ${LISTINGS_TTL_SECONDS} s; compressed (brotli or gzip) when the client accepts it; an ETag answered with 304 when unchanged.`,
        security: [],
        querystring: listingsQuerySchema,
        response: { 200: okSchema(listingsSchema) },
      },
      // A shared cache must not hand one visitor's XSRF cookie to the next: this answer sets none.
      onSend: (_request, reply, payload, done) => {
        reply.removeHeader('set-cookie');
        done(null, payload);
      },
    },
    (request, reply) => {
      const n = request.query.page;
      // A fresh answer goes out without a query; otherwise the listings are read (once) first.
      const snap = fresh();
      if (snap) return send(request, reply, pageOf(snap, n));
      return snapshot().then((made) => send(request, reply, pageOf(made, n)));
    },
  );
}
