// The scope of every account and administration route: zod validation, database, session lookup, errors.
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from '../modules/index';
import type { Db } from '../db/database';
import { audit } from '../security/audit';
import { forbidden, HttpError, TokenRefused } from './http-error';
import { portalUserMayCall } from '@hangar/contracts';
import { PORTAL_USER_REFUSED } from '../security/portal-scope';
import { errorLog } from '../db/schema';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from '../db/unavailable';
import { redactUrl, safeError } from '../security/log-redaction';
import type { ServerContext } from '../context';
import { registerAccountRoutes } from '../modules/accounts/account-routes';
import { lookupSession, type AuthContext, type SessionLookup } from '../security/sessions';
import { bearerToken } from '../security/tokens';
import { requireAuth } from '../security/guards';

declare module 'fastify' {
  interface FastifyRequest {
    db: Db;
    /** The signed-in user's session, or null. */
    auth: AuthContext | null;
    /** What the Bearer token turned out to be: 'none' when there was none. */
    tokenStatus: SessionLookup['status'] | 'none';
  }
}

function validationMessage(error: FastifyError): string {
  const issues = (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return path ? `${path}: ${v.message ?? 'invalid'}` : (v.message ?? 'invalid');
  });
  return issues.length ? issues.join('; ') : error.message;
}

/** A body's validation issues by field path (`emails.0.address`), for forms to show at the field. */
function fieldErrorsOf(error: FastifyError): Record<string, string> | undefined {
  if (error.validationContext !== 'body') return undefined;
  const out: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (path && !(path in out)) out[path] = v.message ?? 'Invalid value';
  }
  return Object.keys(out).length ? out : undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function accountsApi(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // Every answer is checked against its contract schema and stripped to it: a field the contract does not
  // list (a password hash on a row) never leaves the server; a mismatch is a 500, logged, not a leak.
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('db', null as unknown as Db);
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenStatus', 'none');

  app.addHook('onRequest', async (request, reply) => {
    const database = await ctx.database.get();
    request.db = database.db;
    ctx.sessionCache.attach(database);
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const found = await lookupSession(
      request.db,
      token,
      ctx.now(),
      await ctx.settings.sessionHours(request.db),
      ctx.sessionCache,
    );
    request.tokenStatus = found.status;
    if (found.status !== 'ok') return;
    request.auth = found.auth;
    reply.header('X-Session-Expires', found.auth.expiresAt.toISOString());
    if (found.auth.impersonator) {
      // Every request made while impersonating is attributable to the administrator behind it.
      request.log = request.log.child({
        userId: found.auth.user.id,
        impersonatorId: found.auth.impersonator.id,
      });
      await audit(request.db, 'impersonation.request', {
        actorUserId: found.auth.impersonator.id,
        effectiveUserId: found.auth.user.id,
        subjectUserId: found.auth.user.id,
        sessionId: found.auth.sessionId,
        detail: { method: request.method, url: redactUrl(request.url) },
      });
    } else {
      request.log = request.log.child({ userId: found.auth.user.id });
    }
  });

  // An operation that needs a session refuses a caller without one before reading any input; the public
  // ones are listed once, in @hangar/contracts (PUBLIC_OPERATIONS, SESSION_OPTIONAL_OPERATIONS).
  // A portal user (a tenant's or a vendor's) holds no management feature: every operation but the portal's own
  // (and the public ones) refuses them here, the one place every route passes, before reading any input.
  app.addHook('onRequest', async (request) => {
    const operation = app.operationOf(request.method, request.routeOptions.url);
    if (operation?.access === 'session') requireAuth(request);
    if (request.auth?.portal && operation && !portalUserMayCall(operation.operationId))
      throw forbidden(PORTAL_USER_REFUSED);
  });

  // After a write, the answer waits until this instance has handled the notices it caused (a revoked session,
  // a changed grant): the caller's next request never finds the cache behind its own change.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) await ctx.sessionCache.sync();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TokenRefused) {
      return reply.code(401).send({ success: false, error: error.message, tokenError: error.tokenError });
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ success: false, error: validationMessage(error), fieldErrors: fieldErrorsOf(error) });
    }
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      const safe = safeError(error);
      request.log.error({ err: safe }, 'request failed');
      void request.db
        ?.insert(errorLog)
        .values({
          source: 'server',
          message: safe.message.slice(0, 2000),
          detail: (safe.query ?? '').slice(0, 20_000),
          url: redactUrl(request.url),
          userId: request.auth?.user.id ?? null,
        })
        .catch(() => undefined);
    }
    if (status >= 500) return reply.code(status).send({ success: false, error: 'Server error' });
    const fieldErrors = error instanceof HttpError ? error.fieldErrors : undefined;
    return reply
      .code(status)
      .send({ success: false, error: error.message, ...(fieldErrors && { fieldErrors }) });
  });

  await registerAccountRoutes(app, ctx);
  await registerAdminRoutes(app, ctx);
}
