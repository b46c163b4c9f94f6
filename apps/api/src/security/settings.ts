// The system values the API itself reads on hot paths (every request's session, every failed sign-in), kept
// for a short while in process so that a request costs no extra query; a write through this instance drops
// them at once, other instances follow within the cache time.
import { systemValueDefinition, type KnownSystemValueKey } from '@hangar/contracts';
import { inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { systemValues } from '../db/schema';
import { THROTTLE } from './throttle';

export const SETTINGS_TTL_MS = 30_000;

const KEYS = [
  'SessionHours',
  'SignInPairLimit',
  'SignInAddressLimit',
] as const satisfies KnownSystemValueKey[];

export type SignInLimits = { pairLimit: number; addressLimit: number };

export type Settings = {
  /** The sliding lifetime of a session: the system value, else the server's SESSION_HOURS. */
  sessionHours(db: Db): Promise<number>;
  /** Failed sign-ins before a pause, per name and address and per address. */
  signInLimits(db: Db): Promise<SignInLimits>;
  /** Forgets what was read (after a system value changed). */
  drop(): void;
};

export function createSettings(config: Config, now: () => Date = () => new Date()): Settings {
  let cached: { values: Map<string, string>; until: number } | null = null;
  let generation = 0;

  async function values(db: Db): Promise<Map<string, string>> {
    if (cached && now().getTime() < cached.until) return cached.values;
    const started = generation;
    const rows = await db
      .select({ key: systemValues.key, value: systemValues.value })
      .from(systemValues)
      .where(inArray(systemValues.key, [...KEYS]));
    const read = new Map(rows.map((r) => [r.key, r.value]));
    // A write while reading: answer what was read, keep nothing.
    if (generation === started) cached = { values: read, until: now().getTime() + SETTINGS_TTL_MS };
    return read;
  }

  /** A whole number within the value's limits, else undefined (unset or not a valid number). */
  const integer = (read: Map<string, string>, key: (typeof KEYS)[number]): number | undefined => {
    const raw = read.get(key);
    const definition = systemValueDefinition(key);
    if (raw === undefined || !definition) return undefined;
    const n = Number(raw.trim());
    const fits =
      Number.isInteger(n) &&
      (definition.min === undefined || n >= definition.min) &&
      (definition.max === undefined || n <= definition.max);
    return fits ? n : undefined;
  };

  return {
    async sessionHours(db) {
      return integer(await values(db), 'SessionHours') ?? config.SESSION_HOURS;
    },
    async signInLimits(db) {
      const read = await values(db);
      return {
        pairLimit: integer(read, 'SignInPairLimit') ?? THROTTLE.pairLimit,
        addressLimit: integer(read, 'SignInAddressLimit') ?? THROTTLE.addressLimit,
      };
    },
    drop() {
      generation += 1;
      cached = null;
    },
  };
}
