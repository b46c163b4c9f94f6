// Sign-in sessions in the database: creation, lookup with sliding expiry, revocation.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { managementCompanies, sessions, users } from '../db/schema';
import type { AuthContext } from './auth-context';
import { grantsJson } from './grants';
import { portalLinkJson } from './portal-link';
import type { CachedSession, SessionCache } from './session-cache';
import { hashSecret, newSecret } from './tokens';

export type { AuthContext, SessionUser } from './auth-context';

export type SessionLookup =
  { status: 'ok'; auth: AuthContext } | { status: 'expired' } | { status: 'invalid' };

const HOUR = 3_600_000;
/** Sliding expiry is written at most this often, so a burst of requests costs one write. */
const SLIDE_GRANULARITY_MS = 60_000;

export async function createSession(
  db: Db,
  opts: {
    userId: number;
    hours: number;
    now: Date;
    address: string;
    impersonatorUserId?: number;
    /** The administrator's session an impersonation is started from: it ends when that one ends. */
    parentSessionId?: number;
    hardExpiresAt?: Date;
  },
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const token = newSecret();
  let expiresAt = new Date(opts.now.getTime() + opts.hours * HOUR);
  if (opts.hardExpiresAt && opts.hardExpiresAt < expiresAt) expiresAt = opts.hardExpiresAt;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSecret(token),
      userId: opts.userId,
      impersonatorUserId: opts.impersonatorUserId ?? null,
      parentSessionId: opts.parentSessionId ?? null,
      lastSeenAt: opts.now,
      expiresAt,
      hardExpiresAt: opts.hardExpiresAt ?? null,
      address: opts.address,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id, expiresAt };
}

function sessionQuery(db: Db) {
  return db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      hardExpiresAt: sessions.hardExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      impersonatorUserId: sessions.impersonatorUserId,
      parentSessionId: sessions.parentSessionId,
      companyActive: managementCompanies.isActive,
      user: {
        id: users.id,
        userName: users.userName,
        fileAs: users.fileAs,
        managementCompanyId: users.managementCompanyId,
        isSystemAdmin: users.isSystemAdmin,
        isDisabled: users.isDisabled,
      },
      // The grants come with the session, so a permission check costs no further query.
      grants: grantsJson(sql.raw('"users"."id"'), sql.raw('"users"."management_company_id"')),
      portal: portalLinkJson(sql.raw('"users"."id"')),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('hangar_session_lookup');
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * Finds the session of a token; a live one has its expiry slid forward by `hours`. With a `cache` (listening to
 * the database's notices), a token seen in the last minute costs no query but the occasional slide.
 */
export async function lookupSession(
  db: Db,
  token: string,
  now: Date,
  hours: number,
  cache?: SessionCache,
): Promise<SessionLookup> {
  if (token.length > 200) return { status: 'invalid' };
  const hash = hashSecret(token);
  const hit = cache?.get(hash);
  // Past its expiry by this entry: another instance may have slid it since, so the database decides.
  if (hit && live(hit, now)) return { status: 'ok', auth: await slide(db, hit, now, hours) };
  const mark = cache?.mark() ?? 0;
  const found = await readSession(db, hash, now);
  if (found.status !== 'ok') {
    cache?.forget(hash);
    return found;
  }
  cache?.set(hash, found.entry, mark);
  return { status: 'ok', auth: await slide(db, found.entry, now, hours) };
}

/** A cached session still within its expiry and, for an impersonation, its administrator's session's. */
const live = (entry: CachedSession, now: Date) =>
  entry.expiresAt.getTime() > now.getTime() &&
  (entry.parentExpiresAt === null || entry.parentExpiresAt.getTime() > now.getTime());

/** Writes the sliding expiry at most once a minute per session, and answers the request's auth. */
async function slide(db: Db, entry: CachedSession, now: Date, hours: number): Promise<AuthContext> {
  if (now.getTime() - entry.lastSeenAt.getTime() >= SLIDE_GRANULARITY_MS) {
    let expiresAt = new Date(now.getTime() + hours * HOUR);
    if (entry.hardExpiresAt && entry.hardExpiresAt < expiresAt) expiresAt = entry.hardExpiresAt;
    // The entry is shared by concurrent requests of this token: the first one slides it for all.
    entry.lastSeenAt = now;
    entry.expiresAt = expiresAt;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, entry.sessionId));
  }
  const { sessionId, user, impersonator, expiresAt, grants, portal } = entry;
  return { sessionId, user, impersonator, expiresAt, grants, portal };
}

type ReadSession = { status: 'ok'; entry: CachedSession } | { status: 'expired' } | { status: 'invalid' };

async function readSession(db: Db, hash: string, now: Date): Promise<ReadSession> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ hash });
  if (!row || row.revokedAt || row.user.isDisabled) return { status: 'invalid' };
  // An inactive company's users are signed out (system administrators keep access to set it right).
  if (!row.companyActive && !row.user.isSystemAdmin) return { status: 'invalid' };
  // A portal user's link that ended (revoked, the vendor inactive, the tenant's last lease over) ends the session.
  if (row.portal && !row.portal.live) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.id));
    return { status: 'invalid' };
  }
  let impersonator: AuthContext['impersonator'] = null;
  let parentExpiresAt: Date | null = null;
  if (row.impersonatorUserId !== null) {
    const [admin] = await db
      .select({
        id: users.id,
        userName: users.userName,
        isSystemAdmin: users.isSystemAdmin,
        isDisabled: users.isDisabled,
      })
      .from(users)
      .where(eq(users.id, row.impersonatorUserId));
    // An impersonation ends when its administrator is disabled or loses the role, or their own session ends.
    if (!admin || admin.isDisabled || !admin.isSystemAdmin) return { status: 'invalid' };
    if (row.parentSessionId !== null) {
      const [parent] = await db
        .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.id, row.parentSessionId));
      if (!parent || parent.revokedAt || parent.expiresAt.getTime() <= now.getTime())
        return { status: 'invalid' };
      parentExpiresAt = parent.expiresAt;
    }
    impersonator = { id: admin.id, userName: admin.userName };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  const { isDisabled: _disabled, ...user } = row.user;
  return {
    status: 'ok',
    entry: {
      sessionId: row.id,
      user,
      impersonator,
      grants: row.portal ? [] : (row.grants ?? []),
      portal: row.portal
        ? {
            linkId: row.portal.linkId,
            kind: row.portal.kind,
            contactId: row.portal.contactId,
            vendorId: row.portal.vendorId,
          }
        : null,
      expiresAt: row.expiresAt,
      hardExpiresAt: row.hardExpiresAt,
      parentExpiresAt,
      lastSeenAt: row.lastSeenAt,
      readAt: Date.now(),
    },
  };
}

/** Revokes the session of a token; true when there was a live one. */
export async function revokeSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ id: number; userId: number; impersonatorUserId: number | null } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId, impersonatorUserId: sessions.impersonatorUserId });
  return row ?? null;
}

/** Revokes the live impersonation sessions started from a session; answers those it ended. */
export async function revokeChildSessions(
  db: Db,
  parentSessionId: number,
  now: Date,
): Promise<{ id: number; userId: number }[]> {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.parentSessionId, parentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
}

/** Ends every live session of the users of a company (it was made inactive). */
export async function revokeCompanySessions(db: Db, companyId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.userId} in (select id from users where management_company_id = ${companyId} and not is_system_admin)`,
      ),
    );
}
