// The rate-limit counts of @fastify/rate-limit kept in Redis (every instance counts into one window per address
// and route), falling back to this instance's own counts whenever Redis is not reachable.
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { SharedRedis } from './redis';

type Store = FastifyRateLimitStore;
type Incr = Store['incr'];
type Callback = Parameters<Incr>[1];
type Params = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

// The plugin's own stores (not in its typed exports): Redis with its atomic script, and the in-process LRU.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: SharedRedis['client'],
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.redis.ready()) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (err: Error | null, result?: { current: number; ttl: number }) => {
        if (!err) return callback(null, result);
        this.redis.failed(err);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class the plugin constructs with its global options (`store:` of its registration). */
export function sharedRateLimitStore(redis: SharedRedis, prefix: string): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const params = options as Params;
      super(
        redis,
        new RedisStore(
          params.continueExceeding ?? false,
          params.exponentialBackoff ?? false,
          redis.client,
          `${prefix}rate:`,
        ),
        new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, params.cache),
      );
    }
  };
}
