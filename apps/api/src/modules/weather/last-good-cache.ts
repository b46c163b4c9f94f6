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

export type KeyState<V> = {
  value?: V;
  fetchedAt?: number;
  /** Time of the last failed attempt; a value fetched before it is stale once past its freshness. */
  failedAt?: number;
  error?: string;
  /** Upstream said it does not know this key and nothing was ever cached for it. */
  notFound?: boolean;
};

export type CacheOptions<V = unknown> = {
  /** How long a value counts as fresh, ms. */
  ttlMs: number;
  /** After a failure, no new attempt for this long, ms (the last good value is served meanwhile). */
  retryMs: number;
  now: () => number;
  /** At most this many keys are remembered (clients choose the keys); the oldest is forgotten first. */
  maxKeys?: number;
  /** Other instances' states of the same keys (Redis): adopted when newer, and refreshed by one at a time. */
  shared?: SharedStates<V>;
};

/**
 * What several instances share of one cache: each key's last good value and its last failure, and a turn to
 * call upstream. Implementations never reject: a shared store out of reach reads as empty and grants the turn.
 */
export type SharedStates<V> = {
  read(key: string): Promise<{ value?: { value: V; fetchedAt: number }; failure?: Failure } | null>;
  writeValue(key: string, value: V, fetchedAt: number): Promise<void>;
  writeFailure(key: string, failure: Failure): Promise<void>;
  /** Runs `work` while no other instance runs this cache's refresh work (waiting for its turn). */
  exclusive(work: () => Promise<void>): Promise<void>;
};

export type Failure = { failedAt: number; error: string; notFound: boolean };

export class LastGoodCache<V> {
  private readonly states = new Map<string, KeyState<V>>();
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Writes to the shared store not yet done: a turn ends only after them. */
  private readonly writing = new Set<Promise<void>>();

  constructor(private readonly options: CacheOptions<V>) {}

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
    const fetchedAt = this.options.now();
    this.set(key, { value, fetchedAt });
    this.share(this.options.shared?.writeValue(key, value, fetchedAt));
  }

  /** Records a failure; the cached value, if any, is kept. */
  fail(key: string, error: string): void {
    const s = this.states.get(key) ?? {};
    const failedAt = this.options.now();
    this.set(key, { ...s, failedAt, error });
    this.share(this.options.shared?.writeFailure(key, { failedAt, error, notFound: false }));
  }

  /** Upstream answered but without this key: unknown when never seen, a failure when it was known. */
  missing(key: string, error: string): void {
    const s = this.states.get(key);
    if (s?.value !== undefined) return this.fail(key, error);
    const failedAt = this.options.now();
    this.set(key, { failedAt, error, notFound: true });
    this.share(this.options.shared?.writeFailure(key, { failedAt, error, notFound: true }));
  }

  /**
   * Answers from the cache, calling `refresh` first when the value is due. `refresh` must record its
   * outcome with succeed/fail/missing and must not reject. Concurrent callers of one key share one refresh.
   */
  async get(key: string, refresh: () => Promise<void>): Promise<Answer<V>> {
    const shared = this.options.shared;
    if (this.isDue(key) && shared) await this.adopt(key, shared);
    if (this.isDue(key))
      await this.singleFlight(key, shared ? () => this.turn(key, shared, refresh) : refresh);
    return this.peek(key);
  }

  /**
   * Refreshes in this instance's turn: another instance may have refreshed the key while this one waited, so
   * its state is read first; the turn ends once what the refresh recorded is shared.
   */
  private async turn(key: string, shared: SharedStates<V>, refresh: () => Promise<void>): Promise<void> {
    await shared.exclusive(async () => {
      await this.adopt(key, shared);
      if (!this.isDue(key)) return;
      await refresh();
      while (this.writing.size) await Promise.all(this.writing);
    });
  }

  /** Takes another instance's newer value or newer failure of a key. */
  private async adopt(key: string, shared: SharedStates<V>): Promise<void> {
    const found = await shared.read(key);
    if (!found) return;
    const s = { ...this.states.get(key) };
    let changed = false;
    if (found.value && found.value.fetchedAt > (s.fetchedAt ?? -Infinity)) {
      s.value = found.value.value;
      s.fetchedAt = found.value.fetchedAt;
      s.notFound = undefined;
      changed = true;
    }
    if (found.failure && found.failure.failedAt > (s.failedAt ?? -Infinity)) {
      s.failedAt = found.failure.failedAt;
      s.error = found.failure.error;
      if (s.value === undefined) s.notFound = found.failure.notFound || undefined;
      changed = true;
    }
    if (changed) this.set(key, s);
  }

  private share(write: Promise<void> | undefined): void {
    if (!write) return;
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
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
