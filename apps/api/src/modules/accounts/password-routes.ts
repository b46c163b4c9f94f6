// Forgotten passwords (a reset link by e-mail) and password changes, by reset key or current password.
import { changePasswordRequestSchema, failureSchema, okSchema } from '@hangar/contracts';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountKeys, sessions, users } from '../../db/schema';
import { actorOf, audit } from '../../security/audit';
import { requireAuth } from '../../security/guards';
import { forbidden, HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { newKey, RESET_KEY_HOURS, useKey, withdrawKeys } from '../../security/keys';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { reserveSignIn, throttleMessage } from '../../security/throttle';
import {
  accountScope,
  BAD_KEY,
  failures,
  HOUR,
  lowerEq,
  nothing,
  refuseWeak,
  secretParam,
  tags,
  type UserRow,
} from './account-support';

const RESET_MAILS_PER_HOUR = 3;

export async function passwordRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { app, site, limit } = accountScope(root, ctx);

  app.get(
    '/api/sendforgottenpasswordemail/:email',
    {
      config: limit('forgottenPassword'),
      schema: {
        tags,
        summary: 'Sends a password reset link; answers the same whether or not the address is known',
        params: z.strictObject({ email: z.string().min(1).max(254) }),
        response: { 200: nothing },
      },
    },
    async (request) => {
      const db = request.db;
      const email = request.params.email;
      const now = ctx.now();
      // The answer goes out before any key or e-mail work, so its timing does not tell known addresses apart.
      ctx.background(async () => {
        const found = await db
          .select()
          .from(users)
          .where(and(lowerEq(users.email, email), eq(users.isDisabled, false)));
        for (const user of found) {
          // At most a few reset e-mails per user per hour, so the form cannot be used to flood a mailbox.
          const [recent] = await db
            .select({ n: count() })
            .from(accountKeys)
            .where(
              and(
                eq(accountKeys.userId, user.id),
                eq(accountKeys.purpose, 'reset_password'),
                gt(accountKeys.createdAt, new Date(now.getTime() - HOUR)),
              ),
            );
          const limited = (recent?.n ?? 0) >= RESET_MAILS_PER_HOUR;
          await audit(db, 'password.reset_requested', {
            subjectUserId: user.id,
            detail: { mailed: !limited },
          });
          if (limited) continue;
          const key = await newKey(db, user.id, 'reset_password', RESET_KEY_HOURS, now);
          await ctx.mailer.send(db, {
            to: user.email,
            subject: 'Reset your password',
            text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of the user name ${user.userName}. Choose a new password within ${RESET_KEY_HOURS} hour by opening:\n\n${site}/resetpassword/${key}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
            secrets: [key],
          });
        }
      });
      return ok(null);
    },
  );

  app.get(
    '/api/validatepasswordchange/:key',
    {
      config: limit('accountKeys'),
      schema: {
        tags,
        summary: 'Whether a password reset key is still usable (does not use it)',
        params: z.strictObject({ key: secretParam }),
        response: { 200: okSchema(z.object({ userName: z.string() })), 400: failureSchema },
      },
    },
    async (request) => {
      const user = await useKey(request.db, request.params.key, 'reset_password', ctx.now(), false);
      if (!user) throw new HttpError(400, BAD_KEY);
      return ok({ userName: user.userName });
    },
  );

  app.post(
    '/api/changepassword',
    {
      config: limit('accountKeys'),
      schema: {
        tags,
        summary:
          'Sets a new password with a reset key, or with the current password (Bearer); ends the other sessions',
        body: changePasswordRequestSchema,
        response: { 200: nothing, ...failures, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const { db, body } = request;
      const now = ctx.now();
      let user: UserRow | null;
      let keepSession: number | null = null;
      if ('key' in body) {
        const candidate = await useKey(db, body.key, 'reset_password', now, false);
        if (!candidate) throw new HttpError(400, BAD_KEY);
        refuseWeak(body.newPassword, candidate.userName);
        user = await useKey(db, body.key, 'reset_password', now, true);
        if (!user) throw new HttpError(400, BAD_KEY);
      } else {
        const auth = requireAuth(request);
        if (auth.impersonator) throw forbidden();
        // Guessing the current password through this form counts like guessing it at sign-in.
        const gate = await reserveSignIn(
          db,
          auth.user.userName,
          request.ip,
          now,
          await ctx.settings.signInLimits(db),
        );
        if (!gate.allowed) {
          reply.header('Retry-After', String(Math.ceil(gate.waitMs / 1000)));
          throw new HttpError(429, throttleMessage(gate.waitMs));
        }
        const [row] = await db.select().from(users).where(eq(users.id, auth.user.id));
        if (!row || !(await verifyPassword(body.currentPassword, row.passwordHash))) {
          throw new HttpError(400, 'The current password is wrong');
        }
        await gate.succeeded();
        refuseWeak(body.newPassword, row.userName);
        user = row;
        keepSession = auth.sessionId;
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), version: sql`${users.version} + 1` })
        .where(eq(users.id, user.id));
      // A new password withdraws every other reset link and ends every other session (a thief's included).
      await withdrawKeys(db, user.id, 'reset_password', now);
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, user.id),
            isNull(sessions.revokedAt),
            keepSession ? ne(sessions.id, keepSession) : undefined,
          ),
        );
      await audit(db, 'password.changed', {
        ...(keepSession && request.auth ? actorOf(request.auth) : { actorUserId: user.id }),
        subjectUserId: user.id,
      });
      return ok(null);
    },
  );
}
