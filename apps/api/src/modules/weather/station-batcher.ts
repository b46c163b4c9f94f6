// Groups station requests into one upstream call per endpoint at a time (`ids=KAFW,KFTW,…`).

type Call = { ids: Set<string>; done: Promise<void> };
type Queued = Call & { resolve: () => void };

/**
 * At most one call runs per endpoint; a station asked for while a call runs without it joins the next
 * call, which starts when the current one ends. Every call also carries the `companions()` (the stations
 * refreshed together), so one request for KAFW refreshes KFTW too.
 */
export class StationBatcher {
  private current: Call | null = null;
  private queued: Queued | null = null;

  constructor(
    /** Performs one upstream call for these stations and records every outcome; must not reject. */
    private readonly call: (ids: string[]) => Promise<void>,
    /** Stations to refresh along with any call (already filtered to those allowed to be asked). */
    private readonly companions: () => string[],
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
    const done = this.call([...ids].sort())
      .catch(() => undefined)
      .finally(() => {
        this.current = null;
        const next = this.queued;
        this.queued = null;
        // Started synchronously here, so no request can slip a second concurrent call in between.
        if (next) void this.run(next.ids).done.then(next.resolve);
      });
    this.current = { ids, done };
    return this.current;
  }
}
