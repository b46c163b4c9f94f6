// The displayed age of a report, recomputed every 30 s from the provider's clock.
import { formatAge } from '@hangar/aviation-weather';
import { useNow } from './use-now';
import { useWeatherConfig } from './weather-provider';

/** Ages are recomputed every 30 s. */
export const AGE_REFRESH_MS = 30_000;

/**
 * "1h 5m" or "12m" since an ISO UTC time, kept current every 30 s; null without a valid time.
 *
 * @example
 * const age = useAge(report.time); // "12m"
 */
export function useAge(iso: string | null | undefined): string | null {
  const { clock } = useWeatherConfig();
  const now = useNow(AGE_REFRESH_MS, clock);
  if (!iso) return null;
  const from = new Date(iso);
  if (Number.isNaN(from.getTime())) return null;
  return formatAge(from, now);
}
