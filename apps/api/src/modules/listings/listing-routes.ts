// GET /api/listings: the public hangar listings, cached briefly in process and by browsers, readable by any origin.
import { listingsSchema, okSchema } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { readListings } from './listing-query';

/**
 * How long one rendered answer serves (in this process, and in browsers and shared caches through
 * Cache-Control). A write through this instance's API drops it at once; other instances catch up within it.
 */
export const LISTINGS_TTL_SECONDS = 10;

const CACHE_CONTROL = `public, max-age=${LISTINGS_TTL_SECONDS}`;

export async function listingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  let cached: { body: string; until: number } | null = null;
  /** Bumped by every write: an answer read while a write ran is not kept. */
  let generation = 0;
  let building: Promise<string> | null = null;

  // Any write answered in this scope (units, properties, companies, images) may change the listings.
  // (A callback hook, not an async one: it runs on every answer of the scope and needs no promise.)
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      generation += 1;
      cached = null;
    }
    done();
  });

  /** One query at a time, however many visitors ask while it runs. */
  const rendered = (db: ServerContext['database']): Promise<string> => {
    const now = ctx.now();
    if (cached && now.getTime() < cached.until) return Promise.resolve(cached.body);
    building ??= (async () => {
      const started = generation;
      try {
        const data = await readListings((await db.get()).db, now);
        const body = `{"success":true,"data":${JSON.stringify(data)}}`;
        if (generation === started) cached = { body, until: now.getTime() + LISTINGS_TTL_SECONDS * 1000 };
        return body;
      } finally {
        building = null;
      }
    })();
    return building;
  };

  app.get(
    '/api/listings',
    {
      schema: {
        tags: ['Listings'],
        summary: 'The public hangar listings',
        description: `Vacant, listed units of active properties of companies that publish listings, by property and unit number. Public: no token, any origin; cached for ${LISTINGS_TTL_SECONDS} s.`,
        security: [],
        response: { 200: okSchema(listingsSchema) },
      },
      // A shared cache must not hand one visitor's XSRF cookie to the next: this answer sets none.
      onSend: (_request, reply, payload, done) => {
        reply.removeHeader('set-cookie');
        done(null, payload);
      },
    },
    (_request, reply) => {
      const send = (body: string) =>
        reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Cache-Control', CACHE_CONTROL)
          .type('application/json; charset=utf-8')
          .send(body);
      // A fresh answer goes out without a promise; otherwise it is read (once) first.
      if (cached && ctx.now().getTime() < cached.until) return send(cached.body);
      return rendered(ctx.database).then(send);
    },
  );
}
