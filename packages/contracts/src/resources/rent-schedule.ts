// A lease's rent schedule: the coming due dates and amounts, the first (and last) period prorated by days.

export type RentCycle = 'monthly' | 'quarterly' | 'yearly';
/** The day of the month rent falls due: 1–28, or the month's last day. */
export type DueDay = number | 'last';

export type RentTerms = {
  /** `YYYY-MM-DD`: the first day of the lease. */
  startDate: string;
  /** `YYYY-MM-DD`: the last day of the lease; null for month-to-month (no end). */
  endDate: string | null;
  /** The rent of one whole cycle, in cents. */
  rentCents: number;
  cycle: RentCycle;
  dueDay: DueDay;
};

export type RentCharge = {
  /** `YYYY-MM-DD` the charge falls due: the period's first day. */
  dueDate: string;
  /** The period the charge pays for, first and last day (`YYYY-MM-DD`). */
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  /** True for a part period (a lease starting or ending between due dates), charged by its days. */
  prorated: boolean;
};

const MONTHS: Record<RentCycle, number> = { monthly: 1, quarterly: 3, yearly: 12 };
const DAY_MS = 86_400_000;

const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m: m - 1, d };
};
const dayNumber = (y: number, m: number, d: number) => Date.UTC(y, m, d) / DAY_MS;
const format = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The due date in month `m` of year `y` (months past 11 roll into later years). */
function dueIn(y: number, m: number, dueDay: DueDay): number {
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const day = dueDay === 'last' ? daysIn(year, month) : Math.min(dueDay, daysIn(year, month));
  return dayNumber(year, month, day);
}

/**
 * The next `count` charges of a lease. Periods run from one due date to the day before the next, the
 * cycle counted from the lease's start month. A lease starting on a due date pays whole periods from its
 * first day; one starting between due dates first pays the days up to the next due date, as that share of
 * the whole period before it (rounded to the cent), due on its first day. A lease with an end pays no period
 * after it, and its last period, if the end cuts it, by its days too.
 *
 * @example rentSchedule({ startDate: '2026-03-15', endDate: null, rentCents: 31_000, cycle: 'monthly', dueDay: 1 })
 * // [{ dueDate: '2026-03-15', periodEnd: '2026-03-31', amountCents: 17_000, prorated: true }, { dueDate: '2026-04-01', … 31_000 }, …]
 */
export function rentSchedule(terms: RentTerms, count = 12): RentCharge[] {
  const step = MONTHS[terms.cycle];
  const start = parse(terms.startDate);
  const startDay = dayNumber(start.y, start.m, start.d);
  const end = terms.endDate ? parse(terms.endDate) : null;
  const endDay = end ? dayNumber(end.y, end.m, end.d) : null;
  // The first due date on or after the start: in the start month, else the month after.
  let month = start.m;
  if (dueIn(start.y, month, terms.dueDay) < startDay) month += 1;
  const charges: RentCharge[] = [];
  const share = (days: number, periodDays: number) => Math.round((terms.rentCents * days) / periodDays);
  const firstDue = dueIn(start.y, month, terms.dueDay);
  if (firstDue > startDay) {
    // The stub before the first due date: its share of the whole period that would end there.
    const periodDays = firstDue - dueIn(start.y, month - step, terms.dueDay);
    const last = endDay !== null ? Math.min(endDay, firstDue - 1) : firstDue - 1;
    charges.push({
      dueDate: format(startDay),
      periodStart: format(startDay),
      periodEnd: format(last),
      amountCents: share(last - startDay + 1, periodDays),
      prorated: true,
    });
  }
  for (let due = firstDue; charges.length < count; month += step, due = dueIn(start.y, month, terms.dueDay)) {
    if (endDay !== null && due > endDay) break;
    const next = dueIn(start.y, month + step, terms.dueDay);
    const last = endDay !== null ? Math.min(endDay, next - 1) : next - 1;
    const whole = last === next - 1;
    charges.push({
      dueDate: format(due),
      periodStart: format(due),
      periodEnd: format(last),
      amountCents: whole ? terms.rentCents : share(last - due + 1, next - due),
      prorated: !whole,
    });
  }
  return charges.slice(0, count);
}
