// Users: `/api/SystemUser` (GET list, GET one, POST, PUT, DELETE) and `/api/SystemUserSearch`.
import {
  Access,
  idParamSchema,
  idParamsSchema,
  MgmtCoFeature,
  okSchema,
  SystemFeature,
  systemUserCreateSchema,
  systemUserSchema,
  systemUserSearchSchema,
  systemUserUpdateSchema,
  type SystemUser,
} from '@hangar/contracts';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword, passwordProblem } from '../auth/passwords';
import type { Db } from '../db/database';
import { groupMembers, managementCompanies, securityGroups, sessions, users } from '../db/schema';
import { ok } from '../http/reply';
import type { ServerContext } from '../auth/context';
import { CONFIRM_KEY_HOURS, newKey, withdrawKeys } from '../auth/keys';
import { auditBy, fieldDiff } from '../security/audit';
import { hasSystemAccess, requireAuth, requireCompany } from '../security/guards';
import { forbidden, HttpError, notFound } from '../security/http-error';
import { updateVersioned, writeOrConflict } from '../db/repository';
import { errors } from './errors';

const tags = ['Users'];
type UserRow = typeof users.$inferSelect;

async function toSystemUsers(db: Db, rows: UserRow[]): Promise<SystemUser[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db.select().from(groupMembers).where(inArray(groupMembers.userId, ids))
    : [];
  return rows.map((r) => ({
    id: r.id,
    userName: r.userName,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    fileAs: r.fileAs,
    managementCompanyID: r.managementCompanyId,
    isSystemAdmin: r.isSystemAdmin,
    isDisabled: r.isDisabled,
    emailConfirmed: r.emailConfirmed,
    securityGroupIDs: memberships
      .filter((m) => m.userId === r.id)
      .map((m) => m.groupId)
      .sort((a, b) => a - b),
    lastLoginUtc: r.lastLoginAt?.toISOString() ?? null,
    version: r.version,
  }));
}

/** True when the user is a system administrator or belongs to a system security group. */
async function holdsSystemRights(db: Db, user: UserRow): Promise<boolean> {
  if (user.isSystemAdmin) return true;
  const [member] = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(securityGroups, eq(securityGroups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, user.id), eq(securityGroups.level, 'system')))
    .limit(1);
  return Boolean(member);
}

/**
 * Loads a user the caller may act on with `mask`; another company's user is 404. Changing a user who holds
 * system-level rights (a system administrator, or a member of any system group) takes the system Users
 * feature: a company administrator must not be able to take such an account over (docs/security-model.md).
 */
async function userFor(request: FastifyRequest, id: number, mask: number): Promise<UserRow> {
  const auth = requireAuth(request);
  const [row] = await request.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  await requireCompany(request, row.managementCompanyId, MgmtCoFeature.Users, mask, SystemFeature.Users);
  if (mask === Access.View) return row;
  if (row.isSystemAdmin && !auth.user.isSystemAdmin) throw forbidden();
  if (
    (await holdsSystemRights(request.db, row)) &&
    !(await hasSystemAccess(request, SystemFeature.Users, mask))
  ) {
    throw new HttpError(
      403,
      'This user holds system rights; only a system user administrator may change them',
    );
  }
  return row;
}

const UNKNOWN_GROUP = 'Unknown security group';

/**
 * The memberships a user ends up with. Company groups must be the user's company's; system groups can be
 * given or taken only by a caller with system security rights. A company-level caller never changes system
 * memberships: those the user has are kept whether or not the request lists them. An unknown group, another
 * company's group and a system group the caller may not grant all get the same answer, so ids cannot be probed.
 */
async function resolveGroups(
  request: FastifyRequest,
  companyId: number,
  requested: number[],
  userId: number | null,
): Promise<number[]> {
  const wanted = [...new Set(requested)];
  const groups = wanted.length
    ? await request.db.select().from(securityGroups).where(inArray(securityGroups.id, wanted))
    : [];
  const systemCaller = await hasSystemAccess(request, SystemFeature.SecurityGroups, Access.Edit);
  const current = userId
    ? await request.db
        .select({ id: groupMembers.groupId, level: securityGroups.level })
        .from(groupMembers)
        .innerJoin(securityGroups, eq(securityGroups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
    : [];
  const currentSystem = current.filter((g) => g.level === 'system').map((g) => g.id);
  for (const id of wanted) {
    const g = groups.find((x) => x.id === id);
    const allowed =
      g &&
      (g.level === 'system'
        ? systemCaller || currentSystem.includes(id)
        : g.managementCompanyId === companyId);
    if (!allowed) throw new HttpError(400, `${UNKNOWN_GROUP}: ${id}`);
  }
  if (systemCaller) return wanted;
  const companyGroups = wanted.filter((id) => groups.find((g) => g.id === id)?.level !== 'system');
  return [...companyGroups, ...currentSystem];
}

async function setGroups(db: Db, userId: number, groupIds: number[]): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (groupIds.length)
    await db.insert(groupMembers).values([...new Set(groupIds)].map((groupId) => ({ groupId, userId })));
}

/** The companies whose users the caller may list: undefined for all. */
async function listScope(request: FastifyRequest, requested?: number): Promise<SQL | undefined> {
  const auth = requireAuth(request);
  if (await hasSystemAccess(request, SystemFeature.Users, Access.View)) {
    return requested ? eq(users.managementCompanyId, requested) : undefined;
  }
  const company = requested ?? auth.user.managementCompanyId;
  await requireCompany(request, company, MgmtCoFeature.Users, Access.View, SystemFeature.Users);
  return eq(users.managementCompanyId, company);
}

/** The audited fields of a user: everything but the password hash and bookkeeping. */
function userFields(row: UserRow): Record<string, unknown> {
  const { passwordHash: _hash, lastLoginAt: _last, createdAt: _created, version: _version, ...fields } = row;
  return fields;
}

/** A changed address: a confirmation link to the new one, a notice (no link) to the old one. */
async function mailAddressChange(db: Db, ctx: ServerContext, user: UserRow, oldEmail: string, now: Date) {
  const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const key = await newKey(db, user.id, 'confirm_email', CONFIRM_KEY_HOURS, now);
  await ctx.mailer.send(db, {
    to: user.email,
    subject: 'Confirm your new e-mail address',
    text: `Hello ${user.firstName},\n\nThe e-mail address of the user name ${user.userName} was changed to this one. Confirm it within ${CONFIRM_KEY_HOURS} hours by opening:\n\n${site}/confirmemail/${key}\n\nUntil then the user cannot sign in.\n`,
    secrets: [key],
  });
  await ctx.mailer.send(db, {
    to: oldEmail,
    subject: 'Your e-mail address was changed',
    text: `Hello ${user.firstName},\n\nThe e-mail address of the user name ${user.userName} was changed from this one to ${user.email}. If you did not expect this, contact your administrator at once.\n`,
  });
}

export async function userRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const listQuery = z.strictObject({ managementCompanyID: idParamSchema.optional() });

  app.get(
    '/api/SystemUser',
    {
      schema: {
        tags,
        summary: 'Users the caller may see (all for system users, else their company)',
        querystring: listQuery,
        response: { 200: okSchema(z.array(systemUserSchema)), ...errors },
      },
    },
    async (request) => {
      const scope = await listScope(request, request.query.managementCompanyID);
      const rows = await request.db.select().from(users).where(scope).orderBy(asc(users.fileAs));
      return ok(await toSystemUsers(request.db, rows));
    },
  );

  app.get(
    '/api/SystemUserSearch',
    {
      schema: {
        tags,
        summary: 'Searches users by user name, name or e-mail',
        querystring: systemUserSearchSchema,
        response: { 200: okSchema(z.array(systemUserSchema)), ...errors },
      },
    },
    async (request) => {
      const { q, managementCompanyID, limit } = request.query;
      const scope = await listScope(request, managementCompanyID);
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const text = pattern
        ? or(ilike(users.userName, pattern), ilike(users.fileAs, pattern), ilike(users.email, pattern))
        : undefined;
      const rows = await request.db
        .select()
        .from(users)
        .where(and(scope, text))
        .orderBy(asc(users.fileAs))
        .limit(limit);
      return ok(await toSystemUsers(request.db, rows));
    },
  );

  app.get(
    '/api/SystemUser/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: okSchema(systemUserSchema), ...errors },
      },
    },
    async (request) => {
      const row = await userFor(request, request.params.id, Access.View);
      return ok((await toSystemUsers(request.db, [row]))[0]!);
    },
  );

  app.post(
    '/api/SystemUser',
    {
      schema: {
        tags,
        summary: 'Creates a user',
        body: systemUserCreateSchema,
        response: { 200: okSchema(systemUserSchema), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const b = request.body;
      await requireCompany(
        request,
        b.managementCompanyID,
        MgmtCoFeature.Users,
        Access.Add,
        SystemFeature.Users,
      );
      if (b.isSystemAdmin && !auth.user.isSystemAdmin) throw forbidden();
      const [company] = await request.db
        .select({ id: managementCompanies.id })
        .from(managementCompanies)
        .where(eq(managementCompanies.id, b.managementCompanyID));
      if (!company) throw notFound();
      const problem = passwordProblem(b.password, b.userName);
      if (problem) throw new HttpError(400, problem);
      const groupIds = await resolveGroups(request, b.managementCompanyID, b.securityGroupIDs, null);
      const passwordHash = await hashPassword(b.password);
      const row = await writeOrConflict(
        () =>
          request.db.transaction(async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({
                userName: b.userName,
                email: b.email,
                firstName: b.firstName,
                lastName: b.lastName,
                fileAs: `${b.lastName}, ${b.firstName}`,
                passwordHash,
                managementCompanyId: b.managementCompanyID,
                isSystemAdmin: b.isSystemAdmin,
                isDisabled: b.isDisabled,
                // Created by an administrator, who vouches for the address.
                emailConfirmed: true,
              })
              .returning();
            await setGroups(tx as unknown as Db, created!.id, groupIds);
            return created!;
          }),
        { unique: 'This user name is taken; choose another' },
      );
      await auditBy(request.db, auth, 'user.created', {
        subjectUserId: row.id,
        detail: { changes: fieldDiff(null, userFields(row), { secret: ['passwordHash'] }) },
      });
      return ok((await toSystemUsers(request.db, [row]))[0]!);
    },
  );

  app.put(
    '/api/SystemUser/:id',
    {
      schema: {
        tags,
        summary: 'Updates a user (version must match); disabling ends their sessions',
        params: idParamsSchema,
        body: systemUserUpdateSchema,
        response: { 200: okSchema(systemUserSchema), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      const current = await userFor(request, id, Access.Edit);
      const { version, securityGroupIDs, ...b } = request.body;
      if (b.managementCompanyID !== current.managementCompanyId) {
        await requireCompany(
          request,
          b.managementCompanyID,
          MgmtCoFeature.Users,
          Access.Edit,
          SystemFeature.Users,
        );
      }
      if (
        b.isSystemAdmin !== undefined &&
        b.isSystemAdmin !== current.isSystemAdmin &&
        !auth.user.isSystemAdmin
      )
        throw forbidden();
      const groupIds = securityGroupIDs
        ? await resolveGroups(request, b.managementCompanyID, securityGroupIDs, id)
        : null;
      const now = ctx.now();
      const emailChanged = b.email.toLowerCase() !== current.email.toLowerCase();
      await request.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await updateVersioned(db, users, id, version, {
          // A new address is not confirmed until its owner follows the link sent to it.
          ...(emailChanged ? { emailConfirmed: false } : {}),
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          fileAs: `${b.lastName}, ${b.firstName}`,
          managementCompanyId: b.managementCompanyID,
          ...(b.isSystemAdmin === undefined ? {} : { isSystemAdmin: b.isSystemAdmin }),
          ...(b.isDisabled === undefined ? {} : { isDisabled: b.isDisabled }),
        });
        if (groupIds) await setGroups(db, id, groupIds);
        else if (b.managementCompanyID !== current.managementCompanyId) {
          // Company groups of the old company no longer apply.
          const old = await db
            .select({ id: securityGroups.id })
            .from(securityGroups)
            .where(eq(securityGroups.managementCompanyId, current.managementCompanyId));
          if (old.length)
            await db.delete(groupMembers).where(
              and(
                eq(groupMembers.userId, id),
                inArray(
                  groupMembers.groupId,
                  old.map((g) => g.id),
                ),
              ),
            );
        }
        if (b.isDisabled) await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, id));
        // Links sent to the old address must not outlive it.
        if (emailChanged) {
          await withdrawKeys(db, id, 'reset_password', now);
          await withdrawKeys(db, id, 'confirm_email', now);
        }
      });
      const [row] = await request.db.select().from(users).where(eq(users.id, id));
      await auditBy(request.db, auth, 'user.updated', {
        subjectUserId: id,
        detail: {
          changes: fieldDiff(userFields(current), userFields(row!), { secret: ['passwordHash'] }),
        },
      });
      if (emailChanged) await mailAddressChange(request.db, ctx, row!, current.email, now);
      return ok((await toSystemUsers(request.db, [row!]))[0]!);
    },
  );

  app.delete(
    '/api/SystemUser/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a user',
        params: idParamsSchema,
        response: { 200: okSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const row = await userFor(request, request.params.id, Access.Delete);
      if (row.id === auth.user.id) throw new HttpError(400, 'You cannot delete yourself');
      await request.db.delete(users).where(eq(users.id, row.id));
      await auditBy(request.db, auth, 'user.deleted', { detail: { userName: row.userName } });
      return ok(null);
    },
  );
}
