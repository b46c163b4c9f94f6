// useDelayedFlag: true only once a condition has held continuously for a delay.
import { useEffect, useState } from 'react';

/** The product's rule: a spinner appears only if loading is still going after this long. */
export const SPINNER_DELAY_MS = 700;

/**
 * Returns true once `active` has been true for `delayMs` without interruption; false again as soon as it
 * turns false. Short loads never flash a spinner.
 *
 * @example
 * const showSpinner = useDelayedFlag(isLoading);
 * return showSpinner ? <Spinner /> : null;
 */
export function useDelayedFlag(active: boolean, delayMs: number = SPINNER_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  // Reset during render when `active` changes, so a new load starts its delay afresh (no stale true).
  if (active !== wasActive) {
    setWasActive(active);
    setElapsed(false);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}
