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
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      // Readable by the site's script (not httpOnly): the header copy is what proves same origin.
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return reply
        .code(403)
        .send({ success: false, error: 'Missing or invalid XSRF token; reload the page and try again' });
    }
  });
}
