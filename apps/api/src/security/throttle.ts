// Sign-in throttling kept in the database (shared by every API instance): per (user name, address) pair, per
// address, and a high per-name ceiling. A stranger's failures never lock a user out at their own address.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginThrottle } from '../db/schema';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures of one user name from one address in the window before that pair is refused. */
  pairLimit: 5,
  /** Failures from one address over any names: higher, so one office behind one address is not locked out by a colleague. */
  addressLimit: 50,
  /**
   * Failures of one user name from all addresses together: a ceiling against slow guessing spread over many
   * addresses, high enough that one stranger (at most 5 a window per address) cannot reach it alone.
   */
  userLimit: 100,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

const name = (userName: string) => userName.trim().toLowerCase();
const userKey = (userName: string) => `user:${name(userName)}`;
const addressKey = (address: string) => `ip:${address}`;
const pairKey = (userName: string, address: string) => `pair:${address}|${name(userName)}`;

/** The delay after the n-th failure at or past the limit: 30 s, 1 min, 2 min … up to 15 min. */
export function lockDelayMs(failures: number, limit: number): number {
  const over = Math.max(0, failures - limit);
  return Math.min(THROTTLE.maxDelayMs, THROTTLE.firstDelayMs * 2 ** Math.min(over, 10));
}

/** Milliseconds until sign-in may be tried again for this name from this address, or 0. */
export async function lockedFor(db: Db, userName: string, address: string, now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [pairKey(userName, address), addressKey(address), userKey(userName)]));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil) wait = Math.max(wait, row.lockedUntil.getTime() - now.getTime());
  }
  return wait;
}

async function countFailure(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  // One statement, so concurrent failures on several instances all count.
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${now.toISOString()}::timestamptz) then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStart.toISOString()}::timestamptz and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${now.toISOString()}::timestamptz) then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  if (row && row.failures >= limit) {
    const lockedUntil = new Date(now.getTime() + lockDelayMs(row.failures, limit));
    await db
      .update(loginThrottle)
      .set({ lockedUntil })
      .where(sql`${loginThrottle.key} = ${key}`);
  }
}

/** Counts a failed sign-in; `limits` are the system values' (the defaults above while unset). */
export async function recordFailure(
  db: Db,
  userName: string,
  address: string,
  now: Date,
  limits: { pairLimit: number; addressLimit: number } = THROTTLE,
): Promise<void> {
  await countFailure(db, pairKey(userName, address), limits.pairLimit, now);
  await countFailure(db, addressKey(address), limits.addressLimit, now);
  await countFailure(db, userKey(userName), THROTTLE.userLimit, now);
}

/**
 * A successful sign-in clears the count of its (name, address) pair; the address and name counts run out with
 * their window, so a success cannot be used to reset a guesser's budget elsewhere.
 */
export async function recordSuccess(db: Db, userName: string, address: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [pairKey(userName, address)]));
}

export function throttleMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many failed sign-in attempts. Wait ${when} and try again.`;
}
