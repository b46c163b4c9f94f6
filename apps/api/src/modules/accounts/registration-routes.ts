// Self-registration of a management company and its administrator, and the e-mail confirmation link.
import {
  ACCESS_ALL,
  failureSchema,
  MgmtCoFeature,
  NEW_REGISTRATION_KEY,
  okSchema,
  PropertyFeature,
  registerRequestSchema,
  RentalUnitFeature,
} from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import {
  groupFeatureAccess,
  groupMembers,
  managementCompanies,
  securityGroups,
  systemValues,
  users,
} from '../../db/schema';
import { audit } from '../../security/audit';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { CONFIRM_KEY_HOURS, newKey, useKey } from '../../security/keys';
import { hashPassword } from '../../security/passwords';
import { accountScope, BAD_KEY, failures, lowerEq, refuseWeak, secretParam, tags } from './account-support';

async function registrationAvailable(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: systemValues.value })
    .from(systemValues)
    .where(eq(systemValues.key, NEW_REGISTRATION_KEY));
  return row?.value.trim().toLowerCase() === 'true';
}

export async function registrationRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { app, site, limit } = accountScope(root, ctx);

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
}
