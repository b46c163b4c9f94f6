// Builds the Fastify application: plugins, the error shape, every route group, and the built site.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { ok } from './http/reply';
import { weatherRoutes } from './weather';
import { registerAccounts, type AccountsOptions } from './auth';
import { loggerOptions } from './security/log-redaction';

export type AppOptions = { config: Config; logger?: FastifyServerOptions['logger'] } & Pick<
  AccountsOptions,
  'database' | 'now'
>;

export async function buildApp({ config, logger, database, now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ success: false, error: status >= 500 ? 'Server error' : error.message });
  });

  // Before every other route: CSRF, OpenAPI, the database and the account and administration routes.
  await registerAccounts(app, { config, database, now });

  app.get('/api/health', async () => ok({ status: 'ok', time: new Date().toISOString() }));
  await app.register(weatherRoutes, { config });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasSite) {
      return reply
        .code(404)
        .send({ success: false, error: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    // Client-side routes of the single-page site all answer with its index.html.
    return reply.type('text/html').sendFile('index.html');
  });

  const hasSite = Boolean(config.SITE_DIR) && existsSync(join(config.SITE_DIR, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.SITE_DIR,
      wildcard: false,
      index: ['index.html'],
      // The site's build writes .br and .gz beside each file: phones get the compressed bytes, no CPU spent.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite's assets carry a content hash in their names; index.html must be asked for every time.
        reply.header(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  return app;
}
