// When a report is too old to fly on: METARs come hourly, TAFs every six hours.
import { formatAge } from '@hangar/aviation-weather';

/** A METAR older than this means the station has stopped reporting (they are issued hourly). */
export const METAR_OLD_AFTER_MINUTES = 90;
/** TAFs are issued every 6 hours (amended between); older than this, a newer one is missing. */
export const TAF_OLD_AFTER_MINUTES = 7 * 60;

/** The warning for a report observed too long ago, or null when it is recent (or has no valid time). */
export function oldReportNotice(
  observedIso: string | null | undefined,
  now: Date,
  oldAfterMinutes: number,
): string | null {
  if (!observedIso) return null;
  const observed = new Date(observedIso);
  if (Number.isNaN(observed.getTime())) return null;
  if (now.getTime() - observed.getTime() <= oldAfterMinutes * 60_000) return null;
  return `Old report: issued ${formatAge(observed, now)} ago. Check a current source before flying.`;
}
