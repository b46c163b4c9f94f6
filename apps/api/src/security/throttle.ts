// Sign-in throttling kept in the database (shared by every API instance): per (user name, address) pair, per
// address, and a high per-name ceiling. A stranger's failures never lock a user out at their own address, and
// no lock refuses an address that has not failed for the name.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures of one user name from one address in the window before that pair is refused. */
  pairLimit: 5,
  /** Failures from one address over any names: higher, so one office behind one address is not locked out by a colleague. */
  addressLimit: 50,
  /**
   * Failures of one user name from all addresses together: a ceiling against slow guessing spread over many
   * addresses. Past it, an address that has failed for the name in the window is refused; one that has not
   * (the user at home, at work) never is.
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

/** `lockDelayMs` in SQL, as an interval. */
const delaySql = (failures: SQL, limit: number) =>
  sql`(least(${sql.raw(String(THROTTLE.maxDelayMs))}, ${sql.raw(String(THROTTLE.firstDelayMs))} * power(2, least(greatest(0, ${failures} - ${limit}::int), 10))) * interval '1 millisecond')`;

type Reservation = { failures: number; lockedUntil: Date | null; lockedByThis: boolean };

/**
 * Counts an attempt on `key` before its password is checked, in one statement, unless the key is locked (or,
 * with `throughLock`, whatever its lock). Answers the counts after it, or null when it was refused: concurrent
 * attempts queue on the row, so at most `limit` of them are ever let through. The attempt that reaches the
 * limit locks the key for the next ones at once.
 */
async function reserve(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  throughLock = false,
): Promise<Reservation | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - THROTTLE.windowMs).toISOString()}::timestamptz`;
  const locked = sql`(t.locked_until is not null and t.locked_until > ${at})`;
  // A window runs out only while no lock holds: a locked key keeps counting, so its delay keeps growing.
  const expired = sql`(t.window_start < ${windowStart} and not ${locked})`;
  const failures = sql`(case when ${expired} then 1 else t.failures + 1 end)`;
  const result = await db.execute(sql`
    insert into login_throttle as t (key, failures, window_start, locked_until)
    values (${key}, 1, ${at}, case when 1 >= ${limit}::int then ${at} + ${delaySql(sql`1`, limit)} end)
    on conflict (key) do update set
      failures = ${failures},
      window_start = case when ${expired} then ${at} else t.window_start end,
      locked_until = case
        when ${locked} then t.locked_until
        when ${failures} >= ${limit}::int then ${at} + ${delaySql(failures, limit)}
        end
    where not ${locked} or ${throughLock}::boolean
    returning t.failures, t.locked_until,
      (t.locked_until is not null and t.locked_until = ${at} + ${delaySql(sql`t.failures`, limit)}) as locked_now`);
  const [row] = rowsOf<{ failures: number; locked_until: Date | string | null; locked_now: boolean }>(result);
  if (!row) return null;
  return {
    failures: Number(row.failures),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
    lockedByThis: row.locked_now,
  };
}

/**
 * Gives back an attempt `reserve` counted that turned out not to be a failure (a success, or an attempt refused
 * by another key). A lock this attempt set is lifted (before it, the key was not locked); another stays while
 * the failures left reach the limit.
 */
async function refund(db: Db, key: string, limit: number, reserved: Reservation): Promise<void> {
  const mine = reserved.lockedByThis && reserved.lockedUntil ? reserved.lockedUntil.toISOString() : null;
  await db.execute(sql`
    update login_throttle set
      failures = greatest(failures - 1, 0),
      locked_until = case
        when failures - 1 < ${limit}::int then null
        when ${mine}::timestamptz is not null and locked_until = ${mine}::timestamptz then null
        else locked_until end
    where key = ${key}`);
}

/** Milliseconds until `key` may be tried again (at least a second: the lock was just seen). */
async function waitFor(db: Db, key: string, now: Date): Promise<number> {
  const result = await db.execute(sql`select locked_until from login_throttle where key = ${key}`);
  const [row] = rowsOf<{ locked_until: Date | string | null }>(result);
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0;
  return Math.max(1000, until - now.getTime());
}

export type SignInGate =
  | {
      allowed: true;
      /** The password was right: the pair's count is cleared and this attempt no longer counts anywhere. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; waitMs: number };

/**
 * Takes one sign-in attempt (a sign-in, or a password change with the current password) for `userName` from
 * `address` before its password is checked: counted as a failure until `succeeded()` says otherwise, so that
 * concurrent guesses cannot all pass a check made before any of them failed. Refused while the pair or the
 * address is locked, or while the name is over its ceiling and this address has failed for it.
 * `limits` are the system values' (the defaults above while unset).
 */
export async function reserveSignIn(
  db: Db,
  userName: string,
  address: string,
  now: Date,
  limits: { pairLimit: number; addressLimit: number } = THROTTLE,
): Promise<SignInGate> {
  const keys = {
    pair: { key: pairKey(userName, address), limit: limits.pairLimit },
    address: { key: addressKey(address), limit: limits.addressLimit },
    name: { key: userKey(userName), limit: THROTTLE.userLimit },
  };
  const taken: [typeof keys.pair, Reservation][] = [];
  const refuse = async (by: typeof keys.pair): Promise<SignInGate> => {
    for (const [k, r] of taken) await refund(db, k.key, k.limit, r);
    return { allowed: false, waitMs: await waitFor(db, by.key, now) };
  };

  const pair = await reserve(db, keys.pair.key, keys.pair.limit, now);
  if (!pair) return refuse(keys.pair);
  taken.push([keys.pair, pair]);
  const perAddress = await reserve(db, keys.address.key, keys.address.limit, now);
  if (!perAddress) return refuse(keys.address);
  taken.push([keys.address, perAddress]);
  // The name's lock holds back only addresses that have failed for it (this attempt aside).
  const failedHere = pair.failures > 1;
  const perName = await reserve(db, keys.name.key, keys.name.limit, now, !failedHere);
  if (!perName) return refuse(keys.name);
  taken.push([keys.name, perName]);

  return {
    allowed: true,
    async succeeded() {
      await db.execute(sql`delete from login_throttle where key = ${keys.pair.key}`);
      // The address and name counts keep their failures: a success cannot reset a guesser's budget elsewhere.
      await refund(db, keys.address.key, keys.address.limit, perAddress);
      await refund(db, keys.name.key, keys.name.limit, perName);
    },
  };
}

export function throttleMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const when = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many failed sign-in attempts. Wait ${when} and try again.`;
}
