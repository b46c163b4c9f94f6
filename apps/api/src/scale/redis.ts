// The Redis several API instances share (REDIS_URL): rate limits and the weather cache. Its users ask `ready()`
// before each use and do their per-instance work instead while it is not: a lost Redis costs sharing, never
// an answer. Commands fail fast (no offline queue, a short timeout); the client reconnects by itself.
import { Redis } from 'ioredis';

export type SharedRedisLog = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

export type SharedRedis = {
  client: Redis;
  /** True while connected: only then is Redis used. */
  ready(): boolean;
  /** Notes a failed command (logged once per outage, like a lost connection). */
  failed(err: unknown): void;
  close(): Promise<void>;
};

/** Longest wait for one command; past it the caller does its per-instance work. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export function connectRedis(url: string, log: SharedRedisLog): SharedRedis {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 3_000,
    // Keep trying, at most every 5 s: Redis coming back restores sharing without a restart.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let down = false;
  let closing = false;
  const wentDown = (err: unknown) => {
    if (down) return;
    down = true;
    // The URL may carry a password: only the error's message is logged.
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis unreachable: rate limits and the weather cache are per instance until it is back',
    );
  };
  client.on('error', wentDown);
  client.on('end', () => wentDown(new Error('connection closed')));
  client.on('close', () => {
    if (client.status !== 'end' && !closing) wentDown(new Error('connection closed'));
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, 'Redis reachable again: rate limits and the weather cache are shared again');
  });
  return {
    client,
    ready: () => client.status === 'ready',
    failed: wentDown,
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
