// Users: `/api/SystemUser` (GET list, GET one, POST, PUT, DELETE) and `/api/SystemUserSearch`.
import {
  Access,
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
import { audit } from '../security/audit';
import { hasSystemAccess, requireAuth, requireCompany } from '../security/guards';
import { forbidden, HttpError, notFound } from '../security/http-error';
import { updateVersioned, writeOrConflict } from './versioned';
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

/** Loads a user the caller may act on with `mask`; another company's user is 404, a system administrator 403 for non-administrators. */
async function userFor(request: FastifyRequest, id: number, mask: number): Promise<UserRow> {
  const auth = requireAuth(request);
  const [row] = await request.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  await requireCompany(request, row.managementCompanyId, MgmtCoFeature.Users, mask, SystemFeature.Users);
  if (row.isSystemAdmin && !auth.user.isSystemAdmin && mask !== Access.View) throw forbidden();
  return row;
}

/** The groups a user may be put in: system groups need system security rights, company groups must be the user's company's. */
async function checkGroups(request: FastifyRequest, companyId: number, groupIds: number[]): Promise<void> {
  if (!groupIds.length) return;
  const groups = await request.db.select().from(securityGroups).where(inArray(securityGroups.id, groupIds));
  if (groups.length !== new Set(groupIds).size) throw new HttpError(400, 'Unknown security group');
  for (const g of groups) {
    if (g.level === 'system') {
      if (!(await hasSystemAccess(request, SystemFeature.SecurityGroups, Access.Edit))) throw forbidden();
    } else if (g.managementCompanyId !== companyId) {
      throw new HttpError(400, "A user can only join groups of the user's own management company");
    }
  }
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

export async function userRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const listQuery = z.strictObject({ managementCompanyID: z.coerce.number().int().positive().optional() });

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
      await checkGroups(request, b.managementCompanyID, b.securityGroupIDs);
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
            await setGroups(tx as unknown as Db, created!.id, b.securityGroupIDs);
            return created!;
          }),
        { unique: 'This user name is taken; choose another' },
      );
      await audit(request.db, 'user.created', {
        actorUserId: auth.user.id,
        subjectUserId: row.id,
        sessionId: auth.sessionId,
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
      if (securityGroupIDs) await checkGroups(request, b.managementCompanyID, securityGroupIDs);
      await request.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await updateVersioned(db, users, id, version, {
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          fileAs: `${b.lastName}, ${b.firstName}`,
          managementCompanyId: b.managementCompanyID,
          ...(b.isSystemAdmin === undefined ? {} : { isSystemAdmin: b.isSystemAdmin }),
          ...(b.isDisabled === undefined ? {} : { isDisabled: b.isDisabled }),
        });
        if (securityGroupIDs) await setGroups(db, id, securityGroupIDs);
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
        if (b.isDisabled)
          await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, id));
      });
      await audit(request.db, 'user.updated', {
        actorUserId: auth.user.id,
        subjectUserId: id,
        sessionId: auth.sessionId,
      });
      const [row] = await request.db.select().from(users).where(eq(users.id, id));
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
      await audit(request.db, 'user.deleted', {
        actorUserId: auth.user.id,
        detail: { userName: row.userName },
        sessionId: auth.sessionId,
      });
      return ok(null);
    },
  );
}
