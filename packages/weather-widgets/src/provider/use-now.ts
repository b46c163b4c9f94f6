// A clock that ticks on an interval, so ages shown on screen stay current without a refetch.
import { useEffect, useState } from 'react';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/**
 * The current time, re-read every `intervalMs` (the widgets use 30 000 ms).
 * `clock` lets Storybook and tests pin the time.
 *
 * @example
 * const now = useNow(30_000);
 * const age = formatAge(new Date(report.time), now);
 */
export function useNow(intervalMs: number, clock: Clock = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
