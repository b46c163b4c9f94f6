// "Today" for a company: calendar dates (leases, insurance, availability) are that place's days.

/** Today's date (`YYYY-MM-DD`) in a time zone at `now`; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
