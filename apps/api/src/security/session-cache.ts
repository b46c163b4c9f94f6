// A short-lived, per-instance cache of sessions (user, grants, impersonator), so that an authenticated request
// costs no database round trip for its session. It is only used while this instance listens to the database's
// `hangar_auth` notices (migration 0009: a revoked session, a disabled user, a changed group, grant, company or
// system value), which empty it at once on every instance; without that connection nothing is cached.
import type { Database, Listener } from '../db/database';
import type { AuthContext } from './auth-context';

/** What a session lookup found, kept to answer the next requests of the same token. */
export type CachedSession = {
  sessionId: number;
  user: AuthContext['user'];
  impersonator: AuthContext['impersonator'];
  grants: AuthContext['grants'];
  portal: AuthContext['portal'];
  expiresAt: Date;
  hardExpiresAt: Date | null;
  /** An impersonation's: the administrator's own session's expiry when read (it ends the impersonation). */
  parentExpiresAt: Date | null;
  lastSeenAt: Date;
  /** When it was read from the database (ms). */
  readAt: number;
};

export const AUTH_CHANNEL = 'hangar_auth';
/** Belt and braces: an entry is read again after this long even without a notice. */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type SessionCacheLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private listener: Listener | null = null;
  private starting: Promise<void> | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private closed = false;
  /** Bumped by every notice: a lookup that began before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly log: SessionCacheLog,
    /** Called for each notice (after the cache is emptied), e.g. to drop cached system values. */
    private readonly onNotice: (table: string) => void = () => undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  /** True while notices arrive: only then is anything cached. */
  get active(): boolean {
    return this.listener !== null;
  }

  /** Starts listening on this database (once; again after a lost connection). Never throws. */
  attach(database: Database): void {
    if (this.listener || this.starting || this.closed || this.retry) return;
    this.starting = this.listen(database).finally(() => (this.starting = null));
  }

  /** Waits until the notices of writes committed so far are handled (call after this instance wrote). */
  async sync(): Promise<void> {
    const listener = this.listener;
    if (!listener) return;
    try {
      await listener.sync();
    } catch {
      // The connection is gone: `lost` empties the cache and stops caching.
      this.flush();
    }
  }

  get(hash: string): CachedSession | undefined {
    if (!this.listener) return undefined;
    const entry = this.entries.get(hash);
    if (entry && this.clock() - entry.readAt >= SESSION_CACHE_MS) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry;
  }

  /** The generation to hand back to `set`: a notice in between means what was read may be outdated. */
  mark(): number {
    return this.generation;
  }

  set(hash: string, entry: CachedSession, mark: number): void {
    if (!this.listener || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, entry);
  }

  forget(hash: string): void {
    this.entries.delete(hash);
  }

  flush(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.starting;
    const listener = this.listener;
    this.listener = null;
    this.flush();
    await listener?.close();
  }

  private async listen(database: Database): Promise<void> {
    try {
      const listener = await database.listen(AUTH_CHANNEL, {
        notice: (table) => {
          this.flush();
          this.onNotice(table);
        },
        lost: () => {
          if (this.listener !== listener) return;
          this.listener = null;
          this.flush();
          this.log.warn({}, 'session cache off: the database notice connection was lost; retrying');
          this.scheduleRetry(database);
        },
      });
      if (this.closed) {
        await listener.close();
        return;
      }
      // Notices may have been missed while not listening: start empty.
      this.flush();
      this.listener = listener;
      if (this.failures > 0) this.log.info({}, 'session cache on again: listening to database notices');
      this.failures = 0;
    } catch (err) {
      if (this.failures === 0)
        this.log.warn(
          { err: (err as Error).message },
          'session cache off: cannot listen to database notices; retrying',
        );
      this.scheduleRetry(database);
    }
  }

  private scheduleRetry(database: Database): void {
    if (this.closed) return;
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)]!;
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.attach(database);
    }, wait);
    this.retry.unref();
  }
}
