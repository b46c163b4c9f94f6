// The office's side of the portals ("Portal users", company level): invite a lease's tenant or a vendor's contact
// (a single-use key by e-mail through the outbox), list who is invited or active, revoke (ends their sessions);
// and the invitation's own two public calls: whose it is, and accepting it with a user name and password.
import {
  Access,
  MgmtCoFeature,
  okSchema,
  portalCompanyParamsSchema,
  portalInviteAcceptSchema,
  portalInviteCheckSchema,
  portalInviteSchema,
  portalKeyParamsSchema,
  portalUserParamsSchema,
  portalUserSchema,
  portalUsersQuerySchema,
  type PortalUser,
} from '@hangar/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db, DbOrTx } from '../../db/database';
import { contacts, managementCompanies, portalLinks, sessions, users, vendors } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { failures } from '../../http/failures';
import { HttpError, notFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { auditBy, audit } from '../../security/audit';
import { authorize } from '../../security/authorize';
import { hashPassword } from '../../security/passwords';
import { rateLimit } from '../../security/rate-limits';
import { hashSecret, newSecret } from '../../security/tokens';
import { BAD_KEY, lowerEq, refuseWeak } from '../accounts/account-support';

const tags = ['Portals'];
const feature = MgmtCoFeature.PortalUsers;
const HOUR = 3_600_000;
/** An invitation's key works for a week, once. */
export const PORTAL_INVITE_HOURS = 7 * 24;

type LinkRow = typeof portalLinks.$inferSelect;

const linkColumns = {
  link: portalLinks,
  fileAs: contacts.fileAs,
  userName: users.userName,
};

function toPortalUser(row: { link: LinkRow; fileAs: string; userName: string | null }): PortalUser {
  const { link } = row;
  return {
    id: link.id,
    kind: link.kind,
    contactID: link.contactId,
    vendorID: link.vendorId,
    fileAs: row.fileAs,
    email: link.email,
    state: link.revokedAt ? 'revoked' : link.acceptedAt ? 'active' : 'invited',
    userName: row.userName,
    invitedAt: link.invitedAt.toISOString(),
    acceptedAt: link.acceptedAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

async function readLinks(db: DbOrTx, where: ReturnType<typeof and>) {
  const rows = await db
    .select(linkColumns)
    .from(portalLinks)
    .innerJoin(contacts, eq(contacts.id, portalLinks.contactId))
    .leftJoin(users, eq(users.id, portalLinks.userId))
    .where(where)
    .orderBy(portalLinks.id);
  return rows.map(toPortalUser);
}

/** The contact's primary e-mail address (else its first), or ''. */
function emailOf(emails: { address: string; isPrimary: boolean }[]): string {
  return (emails.find((e) => e.isPrimary) ?? emails[0])?.address.trim() ?? '';
}

/** Ends every live session of a portal user (their link was revoked). */
export async function endPortalSessions(db: DbOrTx, userId: number | null, now: Date): Promise<void> {
  if (userId === null) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Whether the contact is a party of a lease that is not a draft and has not ended (the tenant's link rule). */
async function hasCurrentLease(db: Db, contactId: number): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from lease_parties lp join leases l on l.id = lp.lease_id
      join management_companies mc on mc.id = l.management_company_id
      where lp.contact_id = ${contactId} and not l.is_draft
        and (l.end_date is null or l.end_date >= (now() at time zone mc.time_zone)::date)`),
  );
  return (row?.n ?? 0) > 0;
}

export async function portalUserRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  await portalInviteRoutes(root, ctx);
  await portalOfficeRoutes(root, ctx);
  await portalAcceptRoutes(root, ctx);
}

/** The office invites a tenant or a vendor contact (an e-mailed, single-use key). */
async function portalInviteRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');

  app.post(
    '/api/PortalInvite',
    {
      schema: {
        tags,
        summary:
          "Invites a lease's tenant or a vendor's contact to their portal: a single-use key by e-mail (again for an invitation not yet accepted)",
        body: portalInviteSchema,
        response: { 200: okSchema(portalUserSchema), ...failures },
      },
    },
    async (request) => {
      const { db, body } = request;
      const [contact] = await db
        .select({
          id: contacts.id,
          companyId: contacts.managementCompanyId,
          fileAs: contacts.fileAs,
          emails: contacts.emails,
          firstName: contacts.firstName,
        })
        .from(contacts)
        .where(eq(contacts.id, body.contactID));
      if (!contact) throw notFound();
      const auth = await authorize(request, {
        feature,
        access: Access.Edit,
        owner: { companyId: contact.companyId },
      });
      let vendorId: number | null = null;
      if (body.kind === 'vendor') {
        const [vendor] = await db
          .select({ id: vendors.id, status: vendors.status })
          .from(vendors)
          .where(eq(vendors.contactId, contact.id));
        if (!vendor) throw new HttpError(400, `${contact.fileAs} is not a vendor`);
        if (vendor.status !== 'active')
          throw new HttpError(400, `${contact.fileAs} is not an active vendor, so cannot be invited`);
        vendorId = vendor.id;
      } else if (!(await hasCurrentLease(db, contact.id))) {
        throw new HttpError(400, `${contact.fileAs} is not a party of a current lease, so cannot be invited`);
      }
      const email = emailOf(contact.emails);
      if (!email)
        throw new HttpError(400, `${contact.fileAs} has no e-mail address to send the invitation to`);
      const now = ctx.now();
      const key = newSecret();
      const keyValues = {
        keyHash: hashSecret(key),
        keyExpiresAt: new Date(now.getTime() + PORTAL_INVITE_HOURS * HOUR),
        keyUsedAt: null,
        invitedAt: now,
        invitedBy: auth.user.id,
        email,
      };
      const [open] = await db
        .select()
        .from(portalLinks)
        .where(
          and(
            eq(portalLinks.contactId, contact.id),
            eq(portalLinks.kind, body.kind),
            isNull(portalLinks.revokedAt),
          ),
        );
      if (open?.acceptedAt) throw new HttpError(409, `${contact.fileAs} already has a portal user`);
      const [link] = open
        ? await db
            .update(portalLinks)
            .set({ ...keyValues, version: sql`${portalLinks.version} + 1`, updatedAt: now })
            .where(eq(portalLinks.id, open.id))
            .returning()
        : await db
            .insert(portalLinks)
            .values({
              ...keyValues,
              managementCompanyId: contact.companyId,
              kind: body.kind,
              contactId: contact.id,
              vendorId,
            })
            .returning();
      const [company] = await db
        .select({ name: managementCompanies.name })
        .from(managementCompanies)
        .where(eq(managementCompanies.id, contact.companyId));
      const portalName = body.kind === 'tenant' ? 'tenant portal' : 'vendor portal';
      await ctx.mailer.send(db, {
        to: email,
        subject: `Your invitation to the ${portalName} of ${company?.name ?? 'your management company'}`,
        text: `Hello ${contact.firstName || contact.fileAs},\n\n${company?.name ?? 'Your management company'} invites you to its ${portalName}. Choose a user name and a password within ${PORTAL_INVITE_HOURS / 24} days by opening:\n\n${site}/portal/accept/${key}\n\nThe link works once. If you did not expect this, ignore this message.\n`,
        secrets: [key],
      });
      await auditBy(db, auth, 'portaluser.created', {
        managementCompanyId: contact.companyId,
        detail: { kind: body.kind, contactId: contact.id, linkId: link!.id, reinvited: Boolean(open) },
      });
      const [answer] = await readLinks(db, eq(portalLinks.id, link!.id));
      return ok(answer!);
    },
  );
}

/** The office's list of a company's portal users, and revoking one. */
async function portalOfficeRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/PortalUsers/:mgmtCoId',
    {
      schema: {
        tags,
        summary: "The company's portal users and invitations, for one contact or vendor when asked",
        params: portalCompanyParamsSchema,
        querystring: portalUsersQuerySchema,
        response: { 200: okSchema(z.array(portalUserSchema)), ...failures },
      },
    },
    async (request) => {
      const { mgmtCoId } = request.params;
      await authorize(request, { feature, access: Access.View, owner: { companyId: mgmtCoId } });
      const { contactID, vendorID } = request.query;
      return ok(
        await readLinks(
          request.db,
          and(
            eq(portalLinks.managementCompanyId, mgmtCoId),
            contactID ? eq(portalLinks.contactId, contactID) : undefined,
            vendorID ? eq(portalLinks.vendorId, vendorID) : undefined,
          ),
        ),
      );
    },
  );

  app.post(
    '/api/PortalUserRevoke/:id',
    {
      schema: {
        tags,
        summary:
          "Revokes a portal user (or an invitation): the key stops working and the user's sessions end",
        params: portalUserParamsSchema,
        response: { 200: okSchema(portalUserSchema), ...failures },
      },
    },
    async (request) => {
      const { db } = request;
      const { id } = request.params;
      const [link] = await db.select().from(portalLinks).where(eq(portalLinks.id, id));
      if (!link) throw notFound();
      const auth = await authorize(request, {
        feature,
        access: Access.Edit,
        owner: { companyId: link.managementCompanyId },
      });
      const now = ctx.now();
      if (!link.revokedAt) {
        await db.transaction(async (tx) => {
          await tx
            .update(portalLinks)
            .set({
              revokedAt: now,
              keyUsedAt: link.keyUsedAt ?? now,
              version: sql`${portalLinks.version} + 1`,
              updatedAt: now,
            })
            .where(eq(portalLinks.id, id));
          await endPortalSessions(tx, link.userId, now);
        });
        await auditBy(db, auth, 'portaluser.updated', {
          managementCompanyId: link.managementCompanyId,
          subjectUserId: link.userId,
          detail: { revoked: true, linkId: id },
        });
      }
      const [answer] = await readLinks(db, eq(portalLinks.id, id));
      return ok(answer!);
    },
  );

  /** The link of a live key (not used, not expired, not revoked), or null. */
}

/** The invitation's key: whose it is, and accepting it with a new user. */
async function portalAcceptRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = rateLimit('accountKeys', ctx.config.RATE_LIMIT_SCALE);

  const liveKey = (key: string, now: Date) =>
    and(
      eq(portalLinks.keyHash, hashSecret(key)),
      isNull(portalLinks.keyUsedAt),
      isNull(portalLinks.revokedAt),
      gt(portalLinks.keyExpiresAt, now),
    );

  app.get(
    '/api/PortalInviteAccept/:key',
    {
      config: limit,
      schema: {
        tags,
        summary: 'Whose a portal invitation is (does not use the key)',
        params: portalKeyParamsSchema,
        response: { 200: okSchema(portalInviteCheckSchema), ...failures },
      },
    },
    async (request) => {
      const [row] = await request.db
        .select({ kind: portalLinks.kind, fileAs: contacts.fileAs, companyName: managementCompanies.name })
        .from(portalLinks)
        .innerJoin(contacts, eq(contacts.id, portalLinks.contactId))
        .innerJoin(managementCompanies, eq(managementCompanies.id, portalLinks.managementCompanyId))
        .where(liveKey(request.params.key, ctx.now()));
      if (!row) throw new HttpError(400, BAD_KEY);
      return ok(row);
    },
  );

  app.post(
    '/api/PortalInviteAccept/:key',
    {
      config: limit,
      schema: {
        tags,
        summary:
          'Accepts a portal invitation: makes the portal user with this user name and password (the key works once)',
        params: portalKeyParamsSchema,
        body: portalInviteAcceptSchema,
        response: { 200: okSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      const { db, body } = request;
      const now = ctx.now();
      const [candidate] = await db
        .select({ id: portalLinks.id })
        .from(portalLinks)
        .where(liveKey(request.params.key, now));
      if (!candidate) throw new HttpError(400, BAD_KEY);
      refuseWeak(body.password, body.userName);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(lowerEq(users.userName, body.userName));
      if (taken) throw new HttpError(400, 'This user name is taken; choose another');
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        // Used in the same statement that finds it: of two concurrent accepts exactly one passes.
        const [link] = await tx
          .update(portalLinks)
          .set({ keyUsedAt: now })
          .where(liveKey(request.params.key, now))
          .returning();
        if (!link) throw new HttpError(400, BAD_KEY);
        const [contact] = await tx
          .select({ firstName: contacts.firstName, lastName: contacts.lastName, fileAs: contacts.fileAs })
          .from(contacts)
          .where(eq(contacts.id, link.contactId));
        const [user] = await tx
          .insert(users)
          .values({
            userName: body.userName,
            email: link.email,
            firstName: contact?.firstName ?? '',
            lastName: contact?.lastName ?? '',
            fileAs: contact?.fileAs ?? body.userName,
            passwordHash,
            managementCompanyId: link.managementCompanyId,
            // The invitation went to this address, so following it confirms it.
            emailConfirmed: true,
          })
          .returning({ id: users.id });
        await tx
          .update(portalLinks)
          .set({
            userId: user!.id,
            acceptedAt: now,
            version: sql`${portalLinks.version} + 1`,
            updatedAt: now,
          })
          .where(eq(portalLinks.id, link.id));
        return user!.id;
      });
      await audit(db, 'user.registered', {
        actorUserId: userId,
        subjectUserId: userId,
        detail: { portal: true, linkId: candidate.id },
      });
      return ok(null);
    },
  );
}
