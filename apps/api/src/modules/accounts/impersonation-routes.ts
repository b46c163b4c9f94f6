// Impersonation: a system administrator signs in as another user for an hour, giving the reason, and ends it.
import {
  authenticateAsRequestSchema,
  authenticateResponseSchema,
  endImpersonationSchema,
  okSchema,
} from '@hangar/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditEvents, sessions, users } from '../../db/schema';
import { actorOf, audit } from '../../security/audit';
import { requireAuth } from '../../security/guards';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { type AuthContext, createSession } from '../../security/sessions';
import { accountScope, companyActive, failures, HOUR, loginSession, lowerEq, tags } from './account-support';

export const IMPERSONATION_HOURS = 1;

export async function impersonationRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { app } = accountScope(root, ctx);

  /** Starts an impersonation from an administrator's session. */
  async function startImpersonation(
    request: FastifyRequest,
    admin: AuthContext,
    who: { userID?: number; userName?: string },
    reason: string,
  ): Promise<z.infer<typeof authenticateResponseSchema>> {
    const { db } = request;
    const now = ctx.now();
    if (!admin.user.isSystemAdmin || admin.impersonator) {
      throw new HttpError(
        403,
        admin.impersonator
          ? 'Impersonation cannot be nested; end it first'
          : 'Only a system administrator may sign in as another user',
      );
    }
    const [target] = await db
      .select()
      .from(users)
      // Named by id, by name or by both (then both must hold): a name is never read as an id.
      .where(
        and(
          who.userID === undefined ? undefined : eq(users.id, who.userID),
          who.userName === undefined ? undefined : lowerEq(users.userName, who.userName),
        ),
      )
      .limit(1);
    if (!target) throw new HttpError(404, 'No such user');
    if (target.isSystemAdmin) throw new HttpError(403, 'A system administrator cannot be impersonated');
    if (target.isDisabled) throw new HttpError(403, 'A disabled user cannot be impersonated');
    if (!(await companyActive(db, target.managementCompanyId)))
      throw new HttpError(403, 'A user of an inactive management company cannot be impersonated');
    const hardExpiresAt = new Date(now.getTime() + IMPERSONATION_HOURS * HOUR);
    const session = await createSession(db, {
      userId: target.id,
      impersonatorUserId: admin.user.id,
      parentSessionId: admin.sessionId,
      hours: await ctx.settings.sessionHours(db),
      hardExpiresAt,
      now,
      address: request.ip,
    });
    await audit(db, 'impersonation.start', {
      actorUserId: admin.user.id,
      effectiveUserId: target.id,
      subjectUserId: target.id,
      sessionId: session.id,
      detail: {
        administrator: admin.user.userName,
        user: target.userName,
        until: hardExpiresAt.toISOString(),
        reason,
      },
    });
    const data = await loginSession(db, target, session.token, session.expiresAt);
    return {
      success: true,
      error: null,
      data: {
        ...data,
        impersonatedBy: admin.user.userName,
        impersonationReason: reason,
        impersonationEnds: hardExpiresAt.toISOString(),
      },
    };
  }

  app.post(
    '/api/authenticateAs',
    {
      schema: {
        tags,
        summary:
          'A system administrator (the bearer) signs in as another user (by id or user name) for one hour, giving the reason (impersonation)',
        body: authenticateAsRequestSchema,
        response: { 200: authenticateResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { userID, userName, reason } = request.body;
      return startImpersonation(request, requireAuth(request), { userID, userName }, reason);
    },
  );

  app.post(
    '/api/authenticateAs/end',
    {
      schema: {
        tags,
        summary:
          "Ends the bearer's impersonation session and says whether the administrator's own session goes on",
        response: { 200: okSchema(endImpersonationSchema), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.impersonator) throw new HttpError(400, 'This session is not an impersonation');
      const { db } = request;
      const now = ctx.now();
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)))
        .returning({ parentSessionId: sessions.parentSessionId });
      const [started] = await db
        .select({ detail: auditEvents.detail })
        .from(auditEvents)
        .where(and(eq(auditEvents.sessionId, auth.sessionId), eq(auditEvents.kind, 'impersonation.start')))
        .limit(1);
      const reason = (started?.detail as { reason?: unknown } | undefined)?.reason ?? null;
      await audit(db, 'impersonation.end', {
        ...actorOf(auth),
        subjectUserId: auth.user.id,
        detail: {
          administrator: auth.impersonator.userName,
          user: auth.user.userName,
          reason,
          ended: 'by the administrator',
        },
      });
      // The session lookup refused this one if the administrator's session had ended; read it once more.
      const [parent] = ended?.parentSessionId
        ? await db
            .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
            .from(sessions)
            .where(eq(sessions.id, ended.parentSessionId))
        : [];
      const valid = Boolean(parent && !parent.revokedAt && parent.expiresAt.getTime() > now.getTime());
      return ok({
        administratorSessionValid: valid,
        administratorSessionExpires: valid ? parent!.expiresAt.toISOString() : null,
      });
    },
  );
}
