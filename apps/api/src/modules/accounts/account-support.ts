// What the account route groups share: the login session answer, user look-ups and the password rule.
import { failureSchema, okSchema, type LoginSession } from '@hangar/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { users } from '../../db/schema';
import { managementCompanies } from '../../db/schema';
import { loadGrants, systemFeatureAccesses } from '../../security/access';
import { portalLinkOf } from '../../security/portal-link';
import { HttpError } from '../../http/http-error';
import { passwordProblem } from '../../security/passwords';
import { rateLimit } from '../../security/rate-limits';
import type { ServerContext } from '../../context';

export const HOUR = 3_600_000;
export const BAD_KEY = 'This link is invalid, already used or expired';

export const tags = ['Accounts'];
export const nothing = okSchema(z.null());
export const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
export const secretParam = z.string().min(1).max(200);

export type UserRow = typeof users.$inferSelect;

/** The zod-typed app, the site's address for links in e-mails and the scaled rate limit of each route. */
export function accountScope(root: FastifyInstance, ctx: ServerContext) {
  return {
    app: root.withTypeProvider<ZodTypeProvider>(),
    site: ctx.config.PUBLIC_URL.replace(/\/$/, ''),
    limit: (name: Parameters<typeof rateLimit>[0]) => rateLimit(name, ctx.config.RATE_LIMIT_SCALE),
  };
}

export const lowerEq = (column: typeof users.userName | typeof users.email, value: string) =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`;

export async function loginSession(
  db: Db,
  user: UserRow,
  token: string,
  expiresAt: Date,
): Promise<LoginSession> {
  const portal = await portalLinkOf(db, user.id);
  return {
    success: true,
    token,
    expires: expiresAt.toISOString(),
    managementCompanyID: user.managementCompanyId,
    fileAs: user.fileAs,
    isSystemAdmin: user.isSystemAdmin,
    systemSecurityFeaturesAccess: portal ? [] : systemFeatureAccesses(user, await loadGrants(db, user)),
    ...(portal && { portalKind: portal.kind }),
  };
}

export async function companyActive(db: Db, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ isActive: managementCompanies.isActive })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, companyId));
  return company?.isActive ?? false;
}

export function refuseWeak(password: string, userName: string) {
  const problem = passwordProblem(password, userName);
  if (problem) throw new HttpError(400, problem);
}
