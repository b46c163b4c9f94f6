// Builds the Fastify application: plugins, the error shape, every route group, and the built site.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';
import {
  answerWhileClosing,
  clientErrorHandler,
  frameworkErrors,
  NO_SUCH_ENDPOINT,
  nodeServerOptions,
  refuseMalformedRequest,
  routeExpectations,
} from './http/framework-errors';
import { ok } from './http/reply';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './db/unavailable';
import { healthAnswerSchema, installMessageMap, type SitePrerender } from '@hangar/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createSitePages, loadSitePrerender, SERVER_BUNDLE_DIR } from './modules/site';
import { weatherRoutes } from './modules/weather';
import { databaseHistoryStore } from './modules/weather/wind-history';
import { connectRedis } from './scale/redis';
import { registerAccounts, type AccountsOptions } from './http/register-api';
import { registerSecurityHeaders } from './security/headers';
import { loggerOptions, safeError } from './security/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is connected to the shared Redis (always false without REDIS_URL). */
    redisReady(): boolean;
  }
}

export type AppOptions = {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Renders the airport pages; by default the site's server bundle in SITE_DIR, when the build has one. */
  sitePrerender?: SitePrerender | null;
} & Pick<AccountsOptions, 'database' | 'now'>;

// Every refusal's fieldErrors read in words (the contracts' message map).
installMessageMap();

export async function buildApp({
  config,
  logger,
  database,
  now,
  sitePrerender,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    // What Fastify and Node's HTTP parser answer themselves, in the error shape below and without the URL.
    frameworkErrors: frameworkErrors(config),
    clientErrorHandler: clientErrorHandler(config),
    http: nodeServerOptions,
    return503OnClosing: false,
  });
  routeExpectations(app.server);
  // First of all hooks: every answer, 404s and errors included, carries the security headers.
  await registerSecurityHeaders(app, config);
  app.addHook('onRequest', refuseMalformedRequest);
  answerWhileClosing(app);

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: safeError(error) }, 'request failed');
    void reply.code(status).send({ success: false, error: status >= 500 ? 'Server error' : error.message });
  });

  // Several instances share rate limits and the weather cache through Redis, when one is configured.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', async () => redis.close());
  app.decorate('redisReady', () => redis?.ready() ?? false);

  // Before every other route: CSRF, OpenAPI, the database and the account and administration routes.
  const ctx = await registerAccounts(app, { config, database, now, redis });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['System administration'],
        summary: 'Whether the server answers (it opens no database)',
        response: { 200: healthAnswerSchema },
      },
      // Outside the API scope (it needs no database): its answer is checked by the same zod compiler.
      serializerCompiler: serializerCompiler as never,
    },
    async () => ok({ status: 'ok' as const, time: new Date().toISOString() }),
  );
  // Every METAR fetched is kept in the database for the wind history (once the database is open).
  await app.register(weatherRoutes, { config, redis, history: databaseHistoryStore(ctx.database) });

  const hasSite = Boolean(config.SITE_DIR) && existsSync(join(config.SITE_DIR, 'index.html'));
  // The airport pages come with their HTML and cached weather in place (modules/site); the rest is the shell.
  const sitePage = createSitePages({
    prerender:
      sitePrerender !== undefined
        ? sitePrerender
        : hasSite
          ? await loadSitePrerender(config.SITE_DIR, app.log)
          : null,
    siteDir: config.SITE_DIR,
    weather: app.weather,
    log: app.log,
    hosts: config,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || !read || !hasSite || isSourceMap(path)) {
      return reply.code(404).send({ success: false, error: NO_SUCH_ENDPOINT });
    }
    // Client-side routes of the single-page site all answer with its index.html, given a style nonce.
    return sitePage(request, reply, await readFile(join(config.SITE_DIR, 'index.html'), 'utf8'));
  });

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.SITE_DIR,
      wildcard: false,
      // The build may keep source maps (hidden, for decoding reported stack traces): never served.
      // index.html is sent by the not-found handler above, with a nonce.
      // The server bundle is the API's to run, not the browser's to fetch.
      allowedPath: (path) =>
        !isSourceMap(path) && !path.startsWith('/index.html') && !path.startsWith(`/${SERVER_BUNDLE_DIR}/`),
      index: false,
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

const isSourceMap = (path: string) => /\.map$/i.test(path);
