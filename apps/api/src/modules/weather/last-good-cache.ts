// Last-good-value cache: freshness, back-off after failures, not-found memory and single flight per key.

/** Why an upstream answer could not be used; `kind` is logged, `message` is safe to show. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'status' | 'timeout' | 'network' | 'invalid' | 'schema' | 'missing',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export type Answer<V> =
  { ok: true; value: V; fetchedAt: number; stale: boolean } | { ok: false; status: 404 | 503; error: string };

type KeyState<V> = {
  value?: V;
  fetchedAt?: number;
  /** Time of the last failed attempt; a value fetched before it is stale once past its freshness. */
  failedAt?: number;
  error?: string;
  /** Upstream said it does not know this key and nothing was ever cached for it. */
  notFound?: boolean;
};

export type CacheOptions = {
  /** How long a value counts as fresh, ms. */
  ttlMs: number;
  /** After a failure, no new attempt for this long, ms (the last good value is served meanwhile). */
  retryMs: number;
  now: () => number;
  /** At most this many keys are remembered (clients choose the keys); the oldest is forgotten first. */
  maxKeys?: number;
};

export class LastGoodCache<V> {
  private readonly states = new Map<string, KeyState<V>>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly options: CacheOptions) {}

  /** True when a value younger than the TTL is cached. */
  isFresh(key: string): boolean {
    const s = this.states.get(key);
    return s?.fetchedAt !== undefined && this.options.now() - s.fetchedAt < this.options.ttlMs;
  }

  /** True while a recent failure forbids asking upstream again for this key. */
  isBackingOff(key: string): boolean {
    const s = this.states.get(key);
    return s?.failedAt !== undefined && this.options.now() - s.failedAt < this.options.retryMs;
  }

  /** True when the key needs an upstream call: not fresh and not backing off. */
  isDue(key: string): boolean {
    return !this.isFresh(key) && !this.isBackingOff(key);
  }

  hasValue(key: string): boolean {
    return this.states.get(key)?.value !== undefined;
  }

  succeed(key: string, value: V): void {
    this.set(key, { value, fetchedAt: this.options.now() });
  }

  /** Records a failure; the cached value, if any, is kept. */
  fail(key: string, error: string): void {
    const s = this.states.get(key) ?? {};
    this.set(key, { ...s, failedAt: this.options.now(), error });
  }

  /** Upstream answered but without this key: unknown when never seen, a failure when it was known. */
  missing(key: string, error: string): void {
    const s = this.states.get(key);
    if (s?.value !== undefined) this.fail(key, error);
    else this.set(key, { failedAt: this.options.now(), error, notFound: true });
  }

  /**
   * Answers from the cache, calling `refresh` first when the value is due. `refresh` must record its
   * outcome with succeed/fail/missing and must not reject. Concurrent callers of one key share one refresh.
   */
  async get(key: string, refresh: () => Promise<void>): Promise<Answer<V>> {
    if (this.isDue(key)) await this.singleFlight(key, refresh);
    return this.peek(key);
  }

  /** The current answer for a key, without calling upstream. */
  peek(key: string): Answer<V> {
    const s = this.states.get(key);
    if (s?.value !== undefined && s.fetchedAt !== undefined) {
      // Stale: past its freshness and the refresh failed (a failed batch call does not make a fresh value stale).
      const stale = s.failedAt !== undefined && s.failedAt >= s.fetchedAt && !this.isFresh(key);
      return { ok: true, value: s.value, fetchedAt: s.fetchedAt, stale };
    }
    if (s?.notFound) return { ok: false, status: 404, error: s.error ?? `Unknown: ${key}` };
    return { ok: false, status: 503, error: s?.error ?? 'Upstream unavailable and nothing cached' };
  }

  private set(key: string, state: KeyState<V>): void {
    if (!this.states.has(key) && this.states.size >= (this.options.maxKeys ?? 2000)) {
      // Forget the oldest key without a value (unknown ids) first, so real stations survive a flood of typos.
      let victim = this.states.keys().next().value as string;
      for (const [k, s] of this.states) {
        if (s.value === undefined) {
          victim = k;
          break;
        }
      }
      this.states.delete(victim);
    }
    this.states.set(key, state);
  }

  private singleFlight(key: string, refresh: () => Promise<void>): Promise<void> {
    let flight = this.inFlight.get(key);
    if (!flight) {
      flight = refresh().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, flight);
    }
    return flight;
  }
}
