// A trailing debounce with flush and cancel, the timing behind SearchBox's onSearch.

export type Debounced<A extends unknown[]> = {
  /** Calls `fn` with these arguments once `ms` pass without another call; each call restarts the wait. */
  (...args: A): void;
  /** Calls the pending call now, if there is one. */
  flush(): void;
  /** Drops the pending call, if there is one. */
  cancel(): void;
};

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;

  function run() {
    const args = pendingArgs;
    timer = undefined;
    pendingArgs = undefined;
    if (args) fn(...args);
  }

  const debounced = (...args: A) => {
    pendingArgs = args;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return debounced;
}
