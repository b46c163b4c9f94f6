// Report times: day-of-month groups resolved into real UTC dates, and ages for display.

/** A report read up to this long before its own time is taken as clock skew, not as last month's. */
export const FUTURE_SLACK_MS = 3 * 3600_000;

/**
 * Resolves a METAR/TAF `ddhhmm` group into a UTC date in the month of `reference`, the two before or
 * the one after. `past` (observations, issue times): the latest candidate not after `reference` (plus
 * FUTURE_SLACK_MS for clock skew), so a report from the 31st read on the 1st lands in the previous
 * month. `nearest` (forecast periods, relative to the issue time): the candidate closest to `reference`.
 * Hour 24 is allowed (TAF validity ends) and means 00 the next day. Returns null for impossible values
 * (day 0 or 32, hour 25, minute 60, or a day the month does not have).
 */
export function resolveDayTime(
  day: number,
  hour: number,
  minute: number,
  reference: Date,
  mode: 'past' | 'nearest' = 'past',
): Date | null {
  if (!Number.isInteger(day) || !Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  if (day < 1 || day > 31 || hour < 0 || hour > 24 || minute < 0 || minute > 59) return null;
  if (hour === 24 && minute !== 0) return null;
  const ref = reference.getTime();
  if (!Number.isFinite(ref)) return null;
  const y = reference.getUTCFullYear();
  const m = reference.getUTCMonth();
  let best: Date | null = null;
  for (const offset of [-2, -1, 0, 1]) {
    const monthStart = new Date(Date.UTC(y, m + offset, 1));
    const candidate = new Date(
      Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), day, hour, minute),
    );
    // Date.UTC rolls 31 April into 1 May: such a day does not exist in this month.
    const dayOnly = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), day));
    if (dayOnly.getUTCMonth() !== monthStart.getUTCMonth()) continue;
    if (mode === 'past') {
      if (candidate.getTime() > ref + FUTURE_SLACK_MS) continue;
      if (!best || candidate.getTime() > best.getTime()) best = candidate;
    } else if (!best || Math.abs(candidate.getTime() - ref) < Math.abs(best.getTime() - ref))
      best = candidate;
  }
  return best;
}

/**
 * Age of `from` at `now` as 'Nh Nm', or 'Nm' under an hour (whole minutes, rounded down).
 * Computed from the two instants only, so the machine's time zone never shifts it. A `from` in the
 * future (clock skew) reads '0m'.
 */
export function formatAge(from: Date, now: Date): string {
  const ms = now.getTime() - from.getTime();
  if (!Number.isFinite(ms)) return 'unknown';
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
