// Sign-in, sign-out and whether a user name is taken.
import {
  authenticateRequestSchema,
  authenticateResponseSchema,
  failureSchema,
  okSchema,
} from '@hangar/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessions, users } from '../../db/schema';
import { audit } from '../../security/audit';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { dummyHash, verifyPassword } from '../../security/passwords';
import { createSession, revokeChildSessions, revokeSession } from '../../security/sessions';
import { reserveSignIn, throttleMessage } from '../../security/throttle';
import {
  accountScope,
  companyActive,
  HOUR,
  loginSession,
  lowerEq,
  nothing,
  secretParam,
  tags,
} from './account-support';
import { portalLinkOf } from '../../security/portal-link';

export const LOGIN_FAILED = 'Invalid user name or password';
export const INACTIVE_COMPANY =
  'Your management company is inactive, so its users cannot sign in. Contact your administrator.';

export const PORTAL_ENDED =
  'Your access to the portal has ended (the office revoked it, or the lease or vendor account it was for ended). Contact the office.';

export async function signInRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { app, limit } = accountScope(root, ctx);
  app.post(
    '/api/authenticate',
    {
      config: limit('authenticate'),
      schema: {
        tags,
        summary: 'Sign in; answers the login session with a bearer token',
        body: authenticateRequestSchema,
        response: {
          200: authenticateResponseSchema,
          400: failureSchema,
          401: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { db } = request;
      const { userName, password } = request.body;
      const now = ctx.now();
      // Counted before the password is checked, so concurrent guesses cannot slip past the limit together.
      const gate = await reserveSignIn(db, userName, request.ip, now, await ctx.settings.signInLimits(db));
      if (!gate.allowed) {
        reply.header('Retry-After', String(Math.ceil(gate.waitMs / 1000)));
        return reply.code(429).send({ success: false, error: throttleMessage(gate.waitMs) });
      }
      const [user] = await db.select().from(users).where(lowerEq(users.userName, userName)).limit(1);
      // The same work whether or not the user exists, and one message whichever part was wrong.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !matches || user.isDisabled) {
        await audit(db, 'login.failure', {
          subjectUserId: user?.id ?? null,
          detail: { address: request.ip },
        });
        return reply.code(401).send({ success: false, error: LOGIN_FAILED });
      }
      await gate.succeeded();
      if (!user.emailConfirmed) {
        return reply
          .code(401)
          .send({ success: false, error: 'Confirm your e-mail address first: follow the link we sent you' });
      }
      // Told only to someone who knows the password: it says nothing to a guesser.
      if (!user.isSystemAdmin && !(await companyActive(db, user.managementCompanyId))) {
        return reply.code(401).send({ success: false, error: INACTIVE_COMPANY });
      }
      const portal = await portalLinkOf(db, user.id);
      if (portal && !portal.live) return reply.code(401).send({ success: false, error: PORTAL_ENDED });
      const session = await createSession(db, {
        userId: user.id,
        hours: await ctx.settings.sessionHours(db),
        now,
        address: request.ip,
      });
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      // Housekeeping: sessions of this user that ended over a week ago are of no further use.
      await db
        .delete(sessions)
        .where(
          and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date(now.getTime() - 7 * 24 * HOUR))),
        );
      await audit(db, 'login.success', {
        actorUserId: user.id,
        subjectUserId: user.id,
        sessionId: session.id,
        detail: { address: request.ip },
      });
      return {
        success: true,
        error: null,
        data: await loginSession(db, user, session.token, session.expiresAt),
      };
    },
  );

  app.get(
    '/api/logout/:token',
    {
      schema: {
        tags,
        summary: 'Revokes the session of a token',
        params: z.strictObject({ token: secretParam }),
        response: { 200: nothing },
      },
    },
    async (request) => {
      const now = ctx.now();
      const revoked = await revokeSession(request.db, request.params.token, now);
      if (revoked) {
        await audit(request.db, revoked.impersonatorUserId ? 'impersonation.end' : 'logout', {
          actorUserId: revoked.impersonatorUserId ?? revoked.userId,
          effectiveUserId: revoked.impersonatorUserId ? revoked.userId : null,
          subjectUserId: revoked.userId,
          sessionId: revoked.id,
        });
        // An administrator's sign-out ends the impersonations started from that session.
        for (const child of await revokeChildSessions(request.db, revoked.id, now)) {
          await audit(request.db, 'impersonation.end', {
            actorUserId: revoked.userId,
            effectiveUserId: child.userId,
            subjectUserId: child.userId,
            sessionId: child.id,
            detail: { reason: "the administrator's session ended" },
          });
        }
        // A GET that writes: like every write, its answer waits for this instance's session cache to forget.
        await ctx.sessionCache.sync();
      }
      return ok(null);
    },
  );

  app.get(
    '/api/authenticate/exists/:name',
    {
      config: limit('userNameExists'),
      schema: {
        tags,
        summary: 'Whether a user name is taken (for registration)',
        params: z.strictObject({ name: z.string().min(1).max(200) }),
        response: { 200: okSchema(z.boolean()) },
      },
    },
    async (request) => {
      const [row] = await request.db
        .select({ id: users.id })
        .from(users)
        .where(lowerEq(users.userName, request.params.name))
        .limit(1);
      return ok(Boolean(row));
    },
  );
}
