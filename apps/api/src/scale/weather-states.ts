// The weather cache's states kept in Redis for every instance: each key's last good value (kept a week, so a
// fresh instance serves it during an upstream outage) and its last failure, and a turn per kind of value so
// that one instance at a time calls upstream. Out of reach, Redis reads as empty and grants every turn: each
// instance then does its own upstream calls, as without Redis.
import { randomUUID } from 'node:crypto';
import type { Failure, SharedStates } from '../modules/weather/last-good-cache';
import type { SharedRedis } from './redis';

const VALUE_KEEP_MS = 7 * 24 * 3_600_000;
const FAILURE_KEEP_MS = 24 * 3_600_000;
const POLL_MS = 25;
const UNREACHABLE = Symbol('unreachable');

/** Deletes the turn only if it is still this holder's (it may have run out and gone to another). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** JSON that keeps Dates (the decoded reports carry them) as Dates. */
function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : v;
  });
}

function decode<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) =>
    v && typeof v === 'object' && '$date' in v && Object.keys(v).length === 1
      ? new Date((v as { $date: number }).$date)
      : v,
  ) as T;
}

export type WeatherStatesOptions = {
  /** Keys begin with this (REDIS_KEY_PREFIX), then `weather:<kind>:`. */
  prefix: string;
  /** The kind of value (metar, taf, point, forecast): one turn per kind. */
  kind: string;
  /** Longest turn: past it another instance may take over (a holder that died). */
  turnMs: number;
};

export function redisWeatherStates<V>(redis: SharedRedis, options: WeatherStatesOptions): SharedStates<V> {
  const base = `${options.prefix}weather:${options.kind}:`;
  const valueKey = (key: string) => `${base}value:${key}`;
  const failureKey = (key: string) => `${base}failure:${key}`;
  const turnKey = `${base}turn`;

  /** Runs a Redis command; UNREACHABLE when Redis is down or the command fails (noted once per outage). */
  async function attempt<T>(command: () => Promise<T>): Promise<T | typeof UNREACHABLE> {
    if (!redis.ready()) return UNREACHABLE;
    try {
      return await command();
    } catch (err) {
      redis.failed(err);
      return UNREACHABLE;
    }
  }

  return {
    async read(key) {
      const found = await attempt(() => redis.client.mget(valueKey(key), failureKey(key)));
      if (found === UNREACHABLE) return null;
      const [value, failure] = found;
      try {
        return {
          ...(value && { value: decode<{ value: V; fetchedAt: number }>(value) }),
          ...(failure && { failure: decode<Failure>(failure) }),
        };
      } catch {
        // Not ours, or written by an incompatible version: as if nothing were shared.
        return null;
      }
    },
    async writeValue(key, value, fetchedAt) {
      await attempt(() => redis.client.set(valueKey(key), encode({ value, fetchedAt }), 'PX', VALUE_KEEP_MS));
    },
    async writeFailure(key, failure) {
      await attempt(() => redis.client.set(failureKey(key), encode(failure), 'PX', FAILURE_KEEP_MS));
    },
    async exclusive(work) {
      const holder = randomUUID();
      const until = Date.now() + options.turnMs;
      let held = false;
      for (;;) {
        const taken = await attempt(() => redis.client.set(turnKey, holder, 'PX', options.turnMs, 'NX'));
        held = taken === 'OK';
        // Granted; or Redis out of reach (work alone); or waited a whole turn (its holder is stuck or gone).
        if (held || taken === UNREACHABLE || Date.now() >= until) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      try {
        await work();
      } finally {
        if (held) await attempt(() => redis.client.eval(RELEASE, 1, turnKey, holder));
      }
    },
  };
}
