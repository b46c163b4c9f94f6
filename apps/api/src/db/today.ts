// "Today" for a company: calendar dates (leases, insurance, availability) are that place's days.

/**
 * One formatter per time zone, kept: making an Intl.DateTimeFormat costs far more than using one, and a list
 * of leases asks for every row (under load it was the API's largest single cost).
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { timeZone });
    } catch {
      formatter = null;
    }
    // Time zones are few; a flood of unknown names must not grow the map for ever.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date (`YYYY-MM-DD`) in a time zone at `now`; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date): string {
  return formatterOf(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}
