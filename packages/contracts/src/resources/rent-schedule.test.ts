import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentSchedule, type RentTerms } from './rent-schedule';

const monthly = (over: Partial<RentTerms> = {}): RentTerms => ({
  startDate: '2026-04-01',
  endDate: null,
  rentCents: 31_000,
  cycle: 'monthly',
  dueDay: 1,
  ...over,
});

describe('rentSchedule', () => {
  it('a lease starting on its due day pays twelve whole months', () => {
    const charges = rentSchedule(monthly());
    expect(charges).toHaveLength(12);
    expect(charges.map((c) => c.dueDate)).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    expect(charges.every((c) => c.amountCents === 31_000 && !c.prorated)).toBe(true);
    expect(charges[0]).toMatchObject({ periodStart: '2026-04-01', periodEnd: '2026-04-30' });
  });

  it('a lease starting mid-month first pays its days of that month, due on move-in', () => {
    const [stub, first, ...rest] = rentSchedule(monthly({ startDate: '2026-03-15' }));
    // 17 of March's 31 days.
    expect(stub).toEqual({
      dueDate: '2026-03-15',
      periodStart: '2026-03-15',
      periodEnd: '2026-03-31',
      amountCents: 17_000,
      prorated: true,
    });
    expect(first).toMatchObject({ dueDate: '2026-04-01', amountCents: 31_000, prorated: false });
    expect(rest).toHaveLength(10);
  });

  it('rounds a share to the nearest cent', () => {
    // 12 of April's 30 days of 1 000.00 = 400.00; 13 of 30 of 999.99 = 433.329 → 433.33.
    expect(
      rentSchedule(monthly({ startDate: '2026-04-19', dueDay: 1, rentCents: 100_000 }))[0]!.amountCents,
    ).toBe(40_000);
    expect(rentSchedule(monthly({ startDate: '2026-04-18', rentCents: 99_999 }))[0]!.amountCents).toBe(
      43_333,
    );
  });

  it('a due day after the start falls in the same month; "last" follows the month length, leap years too', () => {
    const charges = rentSchedule(monthly({ startDate: '2028-02-10', dueDay: 'last', rentCents: 29_000 }), 4);
    // 10–28 February 2028 (19 days) of the period 31 January – 28 February (29 days).
    expect(charges[0]).toMatchObject({ dueDate: '2028-02-10', periodEnd: '2028-02-28', amountCents: 19_000 });
    expect(charges.slice(1).map((c) => c.dueDate)).toEqual(['2028-02-29', '2028-03-31', '2028-04-30']);
    const fifteenth = rentSchedule(monthly({ startDate: '2026-04-10', dueDay: 15 }), 2);
    expect(fifteenth.map((c) => [c.dueDate, c.periodEnd])).toEqual([
      ['2026-04-10', '2026-04-14'],
      ['2026-04-15', '2026-05-14'],
    ]);
  });

  it('quarterly and yearly cycles count from the start month', () => {
    const quarterly = rentSchedule({ ...monthly({ startDate: '2026-01-01', cycle: 'quarterly' }) }, 5);
    expect(quarterly.map((c) => c.dueDate)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
      '2027-01-01',
    ]);
    expect(quarterly[0]!.periodEnd).toBe('2026-03-31');
    const yearly = rentSchedule(monthly({ startDate: '2026-06-15', cycle: 'yearly', rentCents: 365_000 }), 3);
    // 16 days of the year before 1 July 2026 (365 days).
    expect(yearly[0]).toMatchObject({ dueDate: '2026-06-15', periodEnd: '2026-06-30', amountCents: 16_000 });
    expect(yearly.slice(1).map((c) => c.dueDate)).toEqual(['2026-07-01', '2027-07-01']);
  });

  it('a fixed lease stops at its end, and a last part period is charged by its days', () => {
    const charges = rentSchedule(monthly({ startDate: '2026-03-01', endDate: '2026-05-20' }));
    expect(charges.map((c) => [c.dueDate, c.periodEnd, c.amountCents, c.prorated])).toEqual([
      ['2026-03-01', '2026-03-31', 31_000, false],
      ['2026-04-01', '2026-04-30', 31_000, false],
      ['2026-05-01', '2026-05-20', 20_000, true],
    ]);
    // A lease shorter than its first stub: one charge for its days.
    expect(rentSchedule(monthly({ startDate: '2026-03-10', endDate: '2026-03-19' }))).toEqual([
      {
        dueDate: '2026-03-10',
        periodStart: '2026-03-10',
        periodEnd: '2026-03-19',
        amountCents: 10_000,
        prorated: true,
      },
    ]);
  });

  it('every day of a lease is paid for exactly once, whole periods at the full rent (any terms)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 1500 }),
        fc.constantFrom('monthly' as const, 'quarterly' as const, 'yearly' as const),
        fc.oneof(fc.integer({ min: 1, max: 28 }), fc.constant('last' as const)),
        fc.integer({ min: 1, max: 1_000_000 }),
        (start, length, cycle, dueDay, rentCents) => {
          const end = new Date(start.getTime() + length * 86_400_000);
          const charges = rentSchedule(
            { startDate: iso(start), endDate: iso(end), cycle, dueDay, rentCents },
            10_000,
          );
          let expected = iso(start);
          for (const c of charges) {
            expect(c.periodStart).toBe(expected);
            expect(c.dueDate).toBe(c.periodStart);
            if (!c.prorated) expect(c.amountCents).toBe(rentCents);
            else expect(c.amountCents).toBeLessThanOrEqual(rentCents);
            const next = new Date(`${c.periodEnd}T00:00:00Z`);
            next.setUTCDate(next.getUTCDate() + 1);
            expected = next.toISOString().slice(0, 10);
          }
          expect(charges.at(-1)!.periodEnd).toBe(iso(end));
        },
      ),
    );
  });
});
