// Sign-in sessions in the database: creation, lookup with sliding expiry, revocation.
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { hashSecret, newSecret } from './tokens';

export type SessionUser = {
  id: number;
  userName: string;
  fileAs: string;
  managementCompanyId: number;
  isSystemAdmin: boolean;
};

export type AuthContext = {
  sessionId: number;
  user: SessionUser;
  /** The system administrator behind an impersonation session. */
  impersonator: { id: number; userName: string } | null;
  expiresAt: Date;
};

export type SessionLookup =
  | { status: 'ok'; auth: AuthContext }
  | { status: 'expired' }
  | { status: 'invalid' };

const HOUR = 3_600_000;
/** Sliding expiry is written at most this often, so a burst of requests costs one write. */
const SLIDE_GRANULARITY_MS = 60_000;

export async function createSession(
  db: Db,
  opts: { userId: number; hours: number; now: Date; address: string; impersonatorUserId?: number; hardExpiresAt?: Date },
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
      lastSeenAt: opts.now,
      expiresAt,
      hardExpiresAt: opts.hardExpiresAt ?? null,
      address: opts.address,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id, expiresAt };
}

const impersonators = alias(users, 'impersonators');

/** Finds the session of a token; a live one has its expiry slid forward by `hours`. */
export async function lookupSession(db: Db, token: string, now: Date, hours: number): Promise<SessionLookup> {
  if (token.length > 200) return { status: 'invalid' };
  const [row] = await db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      hardExpiresAt: sessions.hardExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      user: {
        id: users.id,
        userName: users.userName,
        fileAs: users.fileAs,
        managementCompanyId: users.managementCompanyId,
        isSystemAdmin: users.isSystemAdmin,
        isDisabled: users.isDisabled,
      },
      impersonatorId: impersonators.id,
      impersonatorName: impersonators.userName,
      impersonatorDisabled: impersonators.isDisabled,
      impersonatorIsAdmin: impersonators.isSystemAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorUserId))
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (!row || row.revokedAt || row.user.isDisabled) return { status: 'invalid' };
  // An impersonation ends when its administrator is disabled or loses the role.
  if (row.impersonatorId !== null && (row.impersonatorDisabled || !row.impersonatorIsAdmin)) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };

  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= SLIDE_GRANULARITY_MS) {
    expiresAt = new Date(now.getTime() + hours * HOUR);
    if (row.hardExpiresAt && row.hardExpiresAt < expiresAt) expiresAt = row.hardExpiresAt;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
  }
  const { isDisabled: _disabled, ...user } = row.user;
  return {
    status: 'ok',
    auth: {
      sessionId: row.id,
      user,
      impersonator: row.impersonatorId !== null ? { id: row.impersonatorId, userName: row.impersonatorName ?? '' } : null,
      expiresAt,
    },
  };
}

/** Revokes the session of a token; true when there was a live one. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<{ id: number; userId: number; impersonatorUserId: number | null } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId, impersonatorUserId: sessions.impersonatorUserId });
  return row ?? null;
}
