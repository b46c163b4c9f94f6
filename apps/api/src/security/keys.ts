// Single-use keys sent by e-mail (address confirmation, password reset): made, checked, used and withdrawn.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountKeys, users } from '../db/schema';
import { hashSecret, newSecret } from './tokens';

const HOUR = 3_600_000;
export type KeyPurpose = 'confirm_email' | 'reset_password';

export const CONFIRM_KEY_HOURS = 48;
export const RESET_KEY_HOURS = 1;

export async function newKey(db: Db, userId: number, purpose: KeyPurpose, hours: number, now: Date) {
  const key = newSecret();
  await db.insert(accountKeys).values({
    keyHash: hashSecret(key),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + hours * HOUR),
  });
  return key;
}

/** A live key's user, or null; `consume` marks it used in the same statement, so it works exactly once. */
export async function useKey(db: Db, key: string, purpose: KeyPurpose, now: Date, consume: boolean) {
  const where = and(
    eq(accountKeys.keyHash, hashSecret(key)),
    eq(accountKeys.purpose, purpose),
    isNull(accountKeys.usedAt),
    gt(accountKeys.expiresAt, now),
  );
  const [row] = consume
    ? await db.update(accountKeys).set({ usedAt: now }).where(where).returning({ userId: accountKeys.userId })
    : await db.select({ userId: accountKeys.userId }).from(accountKeys).where(where);
  if (!row) return null;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  return user && !user.isDisabled ? user : null;
}

/** Every unused key of a user for `purpose` stops working (after a password change, an address change). */
export async function withdrawKeys(db: Db, userId: number, purpose: KeyPurpose, now: Date): Promise<void> {
  await db
    .update(accountKeys)
    .set({ usedAt: now })
    .where(and(eq(accountKeys.userId, userId), eq(accountKeys.purpose, purpose), isNull(accountKeys.usedAt)));
}
