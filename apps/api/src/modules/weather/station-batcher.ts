// Groups station requests into upstream calls per endpoint (`ids=KAFW,KFTW,…`), a round of capped calls at a time.

type Call = { ids: Set<string>; done: Promise<void> };
type Queued = Call & { resolve: () => void };

/** Calls of one round running at the same time: a crowd of stations costs a few rounds, not a burst. */
const CALLS_AT_ONCE = 4;

/**
 * At most one round of calls runs per endpoint; a station asked for while a round runs without it joins the
 * next round, which starts when the current one ends. A round's stations are split by `split` into calls the
 * upstream accepts (a capped count of ids, a capped URL), run a few at a time. Every round also carries the
 * `companions()` (the stations refreshed together), so one request for KAFW refreshes KFTW too.
 */
export class StationBatcher {
  private current: Call | null = null;
  private queued: Queued | null = null;

  constructor(
    /** Performs one upstream call for these stations and records every outcome; must not reject. */
    private readonly call: (ids: string[]) => Promise<void>,
    /** Stations to refresh along with any call (already filtered to those allowed to be asked). */
    private readonly companions: () => string[],
    /** Splits a round's stations into the lists of one upstream call each. */
    private readonly split: (ids: string[]) => string[][],
  ) {}

  /** Resolves when a call that included `id` has ended, whatever its outcome. */
  request(id: string): Promise<void> {
    if (this.current?.ids.has(id)) return this.current.done;
    if (!this.current) return this.run(new Set([id])).done;
    if (!this.queued) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      this.queued = { ids: new Set(), done, resolve };
    }
    this.queued.ids.add(id);
    return this.queued.done;
  }

  private run(ids: Set<string>): Call {
    for (const companion of this.companions()) ids.add(companion);
    const done = this.round(this.split([...ids].sort())).finally(() => {
      this.current = null;
      const next = this.queued;
      this.queued = null;
      // Started synchronously here, so no request can slip a second concurrent round in between.
      if (next) void this.run(next.ids).done.then(next.resolve);
    });
    this.current = { ids, done };
    return this.current;
  }

  private async round(batches: string[][]): Promise<void> {
    const pending = [...batches];
    const worker = async () => {
      for (let batch = pending.shift(); batch; batch = pending.shift())
        await this.call(batch).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: Math.min(CALLS_AT_ONCE, pending.length) }, worker));
  }
}
