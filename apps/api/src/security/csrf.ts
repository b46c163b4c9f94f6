// CSRF double-submit: an XSRF-TOKEN cookie for every client, and its value required in X-XSRF-TOKEN on writes.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Registers the cookie parser and the CSRF hook on the root instance, so every route (and 404) is covered. */
export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  // A callback hook, not an async one: it runs on every request, and most need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE.has(request.method)) return done();
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      void reply
        .code(403)
        .send({ success: false, error: 'Missing or invalid XSRF token; reload the page and try again' });
      return;
    }
    done();
  });
}

const TOKEN_BYTES = 32;
/** Random bytes read from the system 128 tokens at a time (one call instead of one per cookieless request). */
let pool = Buffer.alloc(0);
let used = 0;

/** A new XSRF token: 32 bytes from the system's random source, never handed out twice. */
function newToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * 128);
    used = 0;
  }
  used += TOKEN_BYTES;
  return pool.toString('base64url', used - TOKEN_BYTES, used);
}
