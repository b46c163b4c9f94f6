// Account endpoints: sign-in, sign-out, registration, e-mail keys, password change, impersonation, activity.
import {
  ACCESS_ALL,
  activityEntrySchema,
  authenticateAsRequestSchema,
  authenticateRequestSchema,
  authenticateResponseSchema,
  changePasswordRequestSchema,
  endImpersonationSchema,
  failureSchema,
  MgmtCoFeature,
  NEW_REGISTRATION_KEY,
  okSchema,
  PropertyFeature,
  registerRequestSchema,
  RentalUnitFeature,
  type LoginSession,
} from '@hangar/contracts';
import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import {
  accountKeys,
  activityLog,
  auditEvents,
  groupFeatureAccess,
  groupMembers,
  managementCompanies,
  securityGroups,
  sessions,
  systemValues,
  users,
} from '../../db/schema';
import { loadGrants, systemFeatureAccesses } from '../../security/access';
import { redactReportedUrl } from '../../security/log-redaction';
import { actorOf, audit } from '../../security/audit';
import { rateLimit } from '../../security/rate-limits';
import { requireAuth } from '../../security/guards';
import { forbidden, HttpError } from '../../security/http-error';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { CONFIRM_KEY_HOURS, newKey, RESET_KEY_HOURS, useKey, withdrawKeys } from '../../security/keys';
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from '../../security/passwords';
import { type AuthContext, createSession, revokeChildSessions, revokeSession } from '../../security/sessions';
import { reserveSignIn, throttleMessage } from '../../security/throttle';

const HOUR = 3_600_000;
export const IMPERSONATION_HOURS = 1;
const RESET_MAILS_PER_HOUR = 3;
export const LOGIN_FAILED = 'Invalid user name or password';
const BAD_KEY = 'This link is invalid, already used or expired';
export const INACTIVE_COMPANY =
  'Your management company is inactive, so its users cannot sign in. Contact your administrator.';

const tags = ['Accounts'];
const nothing = okSchema(z.null());
const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const secretParam = z.string().min(1).max(200);

const lowerEq = (column: typeof users.userName | typeof users.email, value: string) =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`;

type UserRow = typeof users.$inferSelect;

async function loginSession(db: Db, user: UserRow, token: string, expiresAt: Date): Promise<LoginSession> {
  return {
    success: true,
    token,
    expires: expiresAt.toISOString(),
    managementCompanyID: user.managementCompanyId,
    fileAs: user.fileAs,
    isSystemAdmin: user.isSystemAdmin,
    systemSecurityFeaturesAccess: systemFeatureAccesses(user, await loadGrants(db, user)),
  };
}

async function companyActive(db: Db, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ isActive: managementCompanies.isActive })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, companyId));
  return company?.isActive ?? false;
}

function refuseWeak(password: string, userName: string) {
  const problem = passwordProblem(password, userName);
  if (problem) throw new HttpError(400, problem);
}

export async function registerAccountRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const limit = (name: Parameters<typeof rateLimit>[0]) => rateLimit(name, ctx.config.RATE_LIMIT_SCALE);

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

  async function registrationAvailable(db: Db): Promise<boolean> {
    const [row] = await db
      .select({ value: systemValues.value })
      .from(systemValues)
      .where(eq(systemValues.key, NEW_REGISTRATION_KEY));
    return row?.value.trim().toLowerCase() === 'true';
  }

  app.get(
    '/api/IsNewRegistrationAvailable',
    {
      schema: {
        tags,
        summary: 'Whether self-registration is switched on',
        response: { 200: okSchema(z.boolean()) },
      },
    },
    async (request) => ok(await registrationAvailable(request.db)),
  );

  app.post(
    '/api/register',
    {
      config: limit('register'),
      schema: {
        tags,
        summary:
          'Registers a new management company and its administrator; sends an e-mail confirmation link',
        body: registerRequestSchema,
        response: { 200: okSchema(z.object({ userName: z.string() })), ...failures },
      },
    },
    async (request) => {
      const { db, body } = request;
      if (!(await registrationAvailable(db))) throw new HttpError(403, 'Registration is not available');
      refuseWeak(body.password, body.userName);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(lowerEq(users.userName, body.userName))
        .limit(1);
      if (taken) throw new HttpError(400, 'This user name is taken; choose another');
      const passwordHash = await hashPassword(body.password);
      const now = ctx.now();
      const user = await db.transaction(async (tx) => {
        const [company] = await tx
          .insert(managementCompanies)
          .values({
            name: body.companyName,
            fileAs: body.companyName,
            emails: [{ type: 'work', address: body.email, isPrimary: true }],
          })
          .returning({ id: managementCompanies.id });
        const [group] = await tx
          .insert(securityGroups)
          .values({
            level: 'mgmtco',
            managementCompanyId: company!.id,
            name: 'Administrators',
            description: 'Everything in the company',
          })
          .returning({ id: securityGroups.id });
        const features = [
          ...Object.values(MgmtCoFeature),
          ...Object.values(PropertyFeature),
          ...Object.values(RentalUnitFeature),
        ];
        await tx
          .insert(groupFeatureAccess)
          .values(features.map((featureId) => ({ groupId: group!.id, featureId, access: ACCESS_ALL })));
        const [created] = await tx
          .insert(users)
          .values({
            userName: body.userName,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            fileAs: `${body.lastName}, ${body.firstName}`,
            passwordHash,
            managementCompanyId: company!.id,
          })
          .returning();
        await tx.insert(groupMembers).values({ groupId: group!.id, userId: created!.id });
        return created!;
      });
      await audit(db, 'user.registered', { actorUserId: user.id, subjectUserId: user.id });
      const key = await newKey(db, user.id, 'confirm_email', CONFIRM_KEY_HOURS, now);
      await ctx.mailer.send(db, {
        to: user.email,
        subject: 'Confirm your e-mail address',
        text: `Hello ${user.firstName},\n\nConfirm your e-mail address for the user name ${user.userName} by opening this link within ${CONFIRM_KEY_HOURS} hours:\n\n${site}/confirmemail/${key}\n\nIf you did not register, ignore this message.\n`,
        secrets: [key],
      });
      return ok({ userName: user.userName });
    },
  );

  app.get(
    '/api/authenticateemail/:key',
    {
      config: limit('accountKeys'),
      schema: {
        tags,
        summary: 'Confirms an e-mail address with the key sent by e-mail (single use)',
        params: z.strictObject({ key: secretParam }),
        response: { 200: okSchema(z.object({ userName: z.string() })), 400: failureSchema },
      },
    },
    async (request) => {
      const user = await useKey(request.db, request.params.key, 'confirm_email', ctx.now(), true);
      if (!user) throw new HttpError(400, BAD_KEY);
      await request.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id));
      await audit(request.db, 'email.confirmed', { actorUserId: user.id, subjectUserId: user.id });
      return ok({ userName: user.userName });
    },
  );

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

  app.put(
    '/api/AddActivity',
    {
      config: limit('activity'),
      schema: {
        tags,
        summary:
          'Stores an activity entry (sent by the site on each start), its address without keys or tokens',
        body: activityEntrySchema,
        response: { 200: nothing, 400: failureSchema },
      },
    },
    async (request: FastifyRequest<{ Body: z.infer<typeof activityEntrySchema> }>) => {
      const entry = request.body;
      await request.db.insert(activityLog).values({
        localStorageId: entry.localStorageId,
        applicationId: entry.applicationId,
        // The site reports its page's full address: a reset or confirmation link's key must not be kept.
        url: redactReportedUrl(entry.url),
        username: entry.username,
        timeUtc: new Date(entry.timeUtc),
        userId: request.auth?.user.id ?? null,
        address: request.ip,
      });
      return ok(null);
    },
  );
}
