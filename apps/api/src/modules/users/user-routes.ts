// Users: the resource routes (`/api/SystemUser`, `/api/SystemUserSearch`), the company's user list, invitations
// and a user's effective access. Users holding system rights are changed only with the system Users feature.
import {
  Access,
  idParamSchema,
  idParamsSchema,
  MgmtCoFeature,
  okSchema,
  SystemFeature,
  systemUserCreateSchema,
  systemUserSchema,
  systemUserUpdateSchema,
  userAccessSchema,
  userInviteSchema,
  userResource,
  userSearchSchema,
  type SystemUser,
} from '@hangar/contracts';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { CONFIRM_KEY_HOURS, newKey, RESET_KEY_HOURS, withdrawKeys } from '../../security/keys';
import { hashPassword, passwordProblem } from '../../security/passwords';
import type { Db } from '../../db/database';
import { createRepository, escapeLike, writeOrConflict } from '../../db/repository';
import { groupMembers, managementCompanies, securityGroups, sessions, users } from '../../db/schema';
import { failures } from '../../http/failures';
import { registerResource } from '../../http/resource-routes';
import { ok } from '../../http/reply';
import { actorOf, audit } from '../../security/audit';
import { authorize, listOwner } from '../../security/authorize';
import { loadGrants } from '../../security/access';
import { hasSystemAccess, requireAuth } from '../../security/guards';
import { forbidden, HttpError, notFound } from '../../http/http-error';
import { groupAccess, requireCoversGroup, requireCoversUser, userAccess } from '../../security/rights';
import { newSecret } from '../../security/tokens';

const tags = ['Users'];
type Query = z.output<typeof userSearchSchema>;
type Create = z.output<typeof systemUserCreateSchema>;
type Update = Omit<z.output<typeof systemUserUpdateSchema>, 'version'>;

const repository = createRepository(users, {
  extra: {
    securityGroupIds: sql<
      number[]
    >`(select coalesce(json_agg(gm.group_id order by gm.group_id), '[]'::json) from group_members gm where gm.user_id = "users"."id")`,
  },
});
type UserRow = NonNullable<Awaited<ReturnType<typeof repository.get>>>;

export const toSystemUser = (r: UserRow): SystemUser => ({
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
  securityGroupIDs: r.securityGroupIds ?? [],
  lastLoginUtc: r.lastLoginAt?.toISOString() ?? null,
  version: r.version,
});

/** True when the user is a system administrator or belongs to a system security group. */
async function holdsSystemRights(db: Db, user: { id: number; isSystemAdmin: boolean }): Promise<boolean> {
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
 * Changing a user who holds system-level rights (a system administrator, or a member of any system group)
 * takes the system Users feature, and a system administrator only another: a company administrator must
 * not be able to take such an account over (docs/security-model.md).
 */
async function guardSystemRights(request: FastifyRequest, target: UserRow, mask: number): Promise<void> {
  const auth = requireAuth(request);
  if (target.isSystemAdmin && !auth.user.isSystemAdmin) throw forbidden();
  if (
    (await holdsSystemRights(request.db, target)) &&
    !(await hasSystemAccess(request, SystemFeature.Users, mask))
  ) {
    throw new HttpError(
      403,
      'This user holds system rights; only a system user administrator may change them',
    );
  }
}

const UNKNOWN_GROUP = 'Unknown security group';
const GROUPS_NEED_EDIT = "Changing a user's security groups needs the Security groups feature with Edit.";

/**
 * The memberships a user ends up with. Company groups must be the user's company's; system groups can be
 * given or taken only by a caller with system security rights. A company-level caller never changes system
 * memberships: those the user has are kept whether or not the request lists them. An unknown group, another
 * company's group and a system group the caller may not grant all get the same answer, so ids cannot be probed.
 * Any change of memberships needs Security groups Edit, and a group joined must grant nothing the caller lacks
 * (the user's own rights were compared before, see `requireCoversUser`).
 */
async function resolveGroups(
  request: FastifyRequest,
  db: Db,
  companyId: number,
  requested: number[],
  userId: number | null,
): Promise<number[]> {
  const wanted = [...new Set(requested)];
  const groups = wanted.length
    ? await db.select().from(securityGroups).where(inArray(securityGroups.id, wanted))
    : [];
  const systemCaller = await hasSystemAccess(request, SystemFeature.SecurityGroups, Access.Edit);
  const current = userId
    ? await db
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
  const result = systemCaller
    ? wanted
    : [...wanted.filter((id) => groups.find((g) => g.id === id)?.level !== 'system'), ...currentSystem];
  const before = new Set(current.map((g) => g.id));
  const added = result.filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !result.includes(id));
  const levelOf = (id: number) =>
    (groups.find((g) => g.id === id) ?? current.find((g) => g.id === id))?.level;
  if ([...added, ...removed].some((id) => levelOf(id) !== 'system')) {
    try {
      await authorize(request, {
        feature: MgmtCoFeature.SecurityGroups,
        access: Access.Edit,
        owner: { companyId },
        systemFeature: SystemFeature.SecurityGroups,
      });
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 403 || err.statusCode === 404))
        throw new HttpError(403, GROUPS_NEED_EDIT);
      throw err;
    }
  }
  const auth = requireAuth(request);
  for (const id of added) {
    const group = groups.find((g) => g.id === id)!;
    requireCoversGroup(auth, await groupAccess(db, group));
  }
  return result;
}

async function setGroups(db: Db, userId: number, groupIds: number[]): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (groupIds.length)
    await db.insert(groupMembers).values([...new Set(groupIds)].map((groupId) => ({ groupId, userId })));
}

const site = (ctx: ServerContext) => ctx.config.PUBLIC_URL.replace(/\/$/, '');

/** A changed address: a confirmation link to the new one, a notice (no link) to the old one. */
async function mailAddressChange(db: Db, ctx: ServerContext, user: UserRow, oldEmail: string, now: Date) {
  const key = await newKey(db, user.id, 'confirm_email', CONFIRM_KEY_HOURS, now);
  await ctx.mailer.send(db, {
    to: user.email,
    subject: 'Confirm your new e-mail address',
    text: `Hello ${user.firstName},\n\nThe e-mail address of the user name ${user.userName} was changed to this one. Confirm it within ${CONFIRM_KEY_HOURS} hours by opening:\n\n${site(ctx)}/confirmemail/${key}\n\nUntil then the user cannot sign in.\n`,
    secrets: [key],
  });
  await ctx.mailer.send(db, {
    to: oldEmail,
    subject: 'Your e-mail address was changed',
    text: `Hello ${user.firstName},\n\nThe e-mail address of the user name ${user.userName} was changed from this one to ${user.email}. If you did not expect this, contact your administrator at once.\n`,
  });
}

export async function userRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  userResourceRoutes(root, ctx);
  userNamedRoutes(root, ctx);
}

/** The user resource: `/api/SystemUser/{id}`, `/api/SystemUserSearch` and its writes. */
function userResourceRoutes(root: FastifyInstance, ctx: ServerContext): void {
  registerResource<UserRow, SystemUser, Query, Create, Update>(root, ctx, {
    resource: userResource,
    repository,
    schemas: {
      read: systemUserSchema,
      listItem: systemUserSchema,
      query: userSearchSchema as z.ZodType<Query>,
      create: systemUserCreateSchema,
      update: systemUserUpdateSchema as z.ZodType<Update & { version: number }>,
    },
    tags,
    systemFeature: SystemFeature.Users,
    deletable: true,
    ownerOf: (row) => ({ companyId: row.managementCompanyId }),
    ownerOfCreate: (body) => ({ companyId: body.managementCompanyID }),
    ownerOfQuery: (query, auth) => listOwner(auth, query.managementCompanyID, SystemFeature.Users),
    toRead: toSystemUser,
    toListItem: toSystemUser,
    listWhere: (query, owner) => {
      const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
      return [
        owner && 'companyId' in owner ? eq(users.managementCompanyId, owner.companyId) : undefined,
        query.status === 'all' ? undefined : eq(users.isDisabled, query.status === 'disabled'),
        pattern
          ? or(ilike(users.userName, pattern), ilike(users.fileAs, pattern), ilike(users.email, pattern))
          : undefined,
      ];
    },
    sorts: {
      fileAs: sql`lower(${users.fileAs})`,
      userName: sql`lower(${users.userName})`,
      email: sql`lower(${users.email})`,
      // Never signed in first (last when descending).
      lastLogin: [sql`${users.lastLoginAt} is not null`, users.lastLoginAt],
    },
    label: (row) => row.userName,
    conflicts: { unique: 'This user name is taken; choose another' },
    authorizeCreate: async (request, body) => {
      if (body.isSystemAdmin && !requireAuth(request).user.isSystemAdmin) throw forbidden();
      const [company] = await request.db
        .select({ id: managementCompanies.id })
        .from(managementCompanies)
        .where(eq(managementCompanies.id, body.managementCompanyID));
      if (!company) throw notFound();
      const problem = passwordProblem(body.password, body.userName);
      if (problem) throw new HttpError(400, problem);
    },
    createValues: async (b) => ({
      userName: b.userName,
      email: b.email,
      firstName: b.firstName,
      lastName: b.lastName,
      fileAs: `${b.lastName}, ${b.firstName}`,
      passwordHash: await hashPassword(b.password),
      managementCompanyId: b.managementCompanyID,
      isSystemAdmin: b.isSystemAdmin,
      isDisabled: b.isDisabled,
      // Created by an administrator, who vouches for the address.
      emailConfirmed: true,
    }),
    authorizeUpdate: async (request, current) => {
      await guardSystemRights(request, current, Access.Edit);
      requireCoversUser(requireAuth(request), await userAccess(request.db, current));
    },
    updateValues: (b, current, w) => {
      if (
        b.isSystemAdmin !== undefined &&
        b.isSystemAdmin !== current.isSystemAdmin &&
        !w.auth.user.isSystemAdmin
      )
        throw forbidden();
      const emailChanged = b.email.toLowerCase() !== current.email.toLowerCase();
      return {
        // A new address is not confirmed until its owner follows the link sent to it.
        ...(emailChanged ? { emailConfirmed: false } : {}),
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
        fileAs: `${b.lastName}, ${b.firstName}`,
        managementCompanyId: b.managementCompanyID,
        ...(b.isSystemAdmin === undefined ? {} : { isSystemAdmin: b.isSystemAdmin }),
        ...(b.isDisabled === undefined ? {} : { isDisabled: b.isDisabled }),
      };
    },
    afterWrite: async (row, body, w, before) => {
      const requested = (body as { securityGroupIDs?: number[] }).securityGroupIDs;
      if (requested) {
        await setGroups(
          w.db,
          row.id,
          await resolveGroups(w.request, w.db, row.managementCompanyId, requested, before ? row.id : null),
        );
      } else if (before && before.managementCompanyId !== row.managementCompanyId) {
        // Company groups of the old company no longer apply.
        await w.db.execute(
          sql`delete from group_members where user_id = ${row.id} and group_id in (select id from security_groups where management_company_id = ${before.managementCompanyId})`,
        );
      }
      if (!before) return;
      const now = ctx.now();
      if (row.isDisabled && !before.isDisabled)
        await w.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.userId, row.id));
      // Links sent to the old address must not outlive it.
      if (row.email.toLowerCase() !== before.email.toLowerCase()) {
        await withdrawKeys(w.db, row.id, 'reset_password', now);
        await withdrawKeys(w.db, row.id, 'confirm_email', now);
      }
    },
    afterCommit: async (row, before, w) => {
      if (before && row.email.toLowerCase() !== before.email.toLowerCase())
        await mailAddressChange(w.db, ctx, row, before.email, ctx.now());
    },
    beforeDelete: async (row, w) => {
      if (row.id === w.auth.user.id) throw new HttpError(400, 'You cannot delete yourself');
      await guardSystemRights(w.request, row, Access.Delete);
      requireCoversUser(w.auth, await userAccess(w.db, row));
    },
  });
}

/** The user picker list, inviting a user, and a user's access. */
function userNamedRoutes(root: FastifyInstance, ctx: ServerContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/SystemUser',
    {
      schema: {
        tags,
        summary: "A company's users for pickers (all for system users without a company named), by name",
        querystring: z.strictObject({ managementCompanyID: idParamSchema.optional() }),
        response: { 200: okSchema(z.array(systemUserSchema)), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const owner = listOwner(auth, request.query.managementCompanyID, SystemFeature.Users);
      if (owner) {
        await authorize(request, {
          feature: MgmtCoFeature.Users,
          access: Access.View,
          owner,
          systemFeature: SystemFeature.Users,
        });
      } else if (!(await hasSystemAccess(request, SystemFeature.Users, Access.View))) {
        throw forbidden();
      }
      const where: SQL | undefined = owner ? eq(users.managementCompanyId, owner.companyId) : undefined;
      const { rows } = await repository.list(request.db, {
        where,
        orderBy: [asc(sql`lower(${users.fileAs})`), asc(users.id)],
        page: 1,
        pageSize: 1000,
      });
      return ok(rows.map(toSystemUser));
    },
  );

  app.post(
    '/api/InviteUser',
    {
      schema: {
        tags,
        summary: 'Creates a user who chooses their password through an e-mailed link',
        body: userInviteSchema,
        response: { 200: okSchema(systemUserSchema), ...failures },
      },
    },
    async (request) => {
      const b = request.body;
      const auth = await authorize(request, {
        feature: MgmtCoFeature.Users,
        access: Access.Add,
        owner: { companyId: b.managementCompanyID },
        systemFeature: SystemFeature.Users,
      });
      const groupIds = await resolveGroups(
        request,
        request.db,
        b.managementCompanyID,
        b.securityGroupIDs,
        null,
      );
      // A random password nobody knows: the invited user sets their own through the link.
      const passwordHash = await hashPassword(newSecret());
      const now = ctx.now();
      const row = await writeOrConflict(
        () =>
          request.db.transaction(async (db) => {
            const created = await repository.insert(db, {
              userName: b.userName,
              email: b.email,
              firstName: b.firstName,
              lastName: b.lastName,
              fileAs: `${b.lastName}, ${b.firstName}`,
              passwordHash,
              managementCompanyId: b.managementCompanyID,
              // Following the link proves the address.
              emailConfirmed: true,
            });
            await setGroups(db, created.id, groupIds);
            return (await repository.get(db, created.id))!;
          }),
        { unique: 'This user name is taken; choose another' },
      );
      const key = await newKey(request.db, row.id, 'reset_password', 72, now);
      await ctx.mailer.send(request.db, {
        to: row.email,
        subject: 'You are invited to Hangar',
        text: `Hello ${row.firstName},\n\n${auth.user.fileAs} invited you to Hangar with the user name ${row.userName}. Choose your password within 72 hours by opening:\n\n${site(ctx)}/resetpassword/${key}\n\nAfter that, ask for a new link with "Forgot password?" on the sign-in page (a link there lasts ${RESET_KEY_HOURS} hour).\n`,
        secrets: [key],
      });
      const read = toSystemUser(row);
      await audit(request.db, 'user.created', {
        ...actorOf(auth),
        managementCompanyId: row.managementCompanyId,
        visibility: { featureId: MgmtCoFeature.Users },
        entity: 'user',
        entityId: row.id,
        label: row.userName,
        subjectUserId: row.id,
        detail: { invited: true },
      });
      return ok(read);
    },
  );

  app.get(
    '/api/UserAccess/:id',
    {
      schema: {
        tags,
        summary: "A user's grants at every level, as the server checks them",
        params: idParamsSchema,
        response: { 200: okSchema(userAccessSchema), ...failures },
      },
    },
    async (request) => {
      const row = await repository.get(request.db, request.params.id);
      if (!row) throw notFound();
      await authorize(request, {
        feature: MgmtCoFeature.Users,
        access: Access.View,
        owner: { companyId: row.managementCompanyId },
        systemFeature: SystemFeature.Users,
      });
      const grants = await loadGrants(request.db, row);
      return ok({ userID: row.id, isSystemAdmin: row.isSystemAdmin, features: grants });
    },
  );
}
