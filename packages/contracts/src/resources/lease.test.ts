import { describe, expect, it } from 'vitest';
import { leaseCreateSchema, leaseEndsSoon, leaseLabel, leaseStatusOf } from './lease';

const base = {
  unitID: 4,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  rentCents: 31_000,
  parties: [{ contactID: 9, role: 'tenant' as const }],
};
const messages = (input: unknown) => {
  const result = leaseCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('lease rules', () => {
  it('accepts a fixed lease with a tenant and fills the defaults', () => {
    const lease = leaseCreateSchema.parse(base);
    expect(lease).toMatchObject({
      type: 'fixed',
      rentCycle: 'monthly',
      dueDay: 1,
      isDraft: false,
      charges: [],
    });
  });

  it('needs an end after the start, except month to month which has none', () => {
    expect(messages({ ...base, endDate: '2026-12-01' })).toEqual([
      'endDate: The lease must end after it starts',
    ]);
    expect(messages({ ...base, endDate: null })).toEqual(['endDate: Enter the last day of the lease']);
    expect(messages({ ...base, type: 'month-to-month' })).toEqual([
      'endDate: A month-to-month lease has no end date',
    ]);
    expect(messages({ ...base, type: 'month-to-month', endDate: null })).toEqual([]);
  });

  it('needs a tenant, and each contact once', () => {
    expect(messages({ ...base, parties: [{ contactID: 9, role: 'occupant' }] })).toEqual([
      'parties: Add at least one tenant',
    ]);
    expect(
      messages({
        ...base,
        parties: [
          { contactID: 9, role: 'tenant' },
          { contactID: 9, role: 'cosigner' },
        ],
      }),
    ).toEqual(['parties.1.contactID: This contact is already on the lease']);
  });

  it('takes a late fee as an amount or a percentage, not both or neither', () => {
    expect(messages({ ...base, lateFee: { graceDays: 5, fixedCents: 2500 } })).toEqual([]);
    expect(messages({ ...base, lateFee: { graceDays: 5, percent: 5 } })).toEqual([]);
    expect(messages({ ...base, lateFee: { graceDays: 5 } })).toEqual([
      'lateFee.fixedCents: Enter either an amount or a percentage',
    ]);
    expect(messages({ ...base, lateFee: { graceDays: 5, fixedCents: 100, percent: 5 } })).toHaveLength(1);
  });

  it('refuses a due day past the 28th and impossible dates', () => {
    expect(messages({ ...base, dueDay: 31 })).toHaveLength(1);
    expect(messages({ ...base, dueDay: 'last' })).toEqual([]);
    expect(messages({ ...base, startDate: '2027-02-30' })).toEqual(['startDate: That date does not exist']);
  });
});

describe('lease status', () => {
  const fixed = { isDraft: false, type: 'fixed' as const, startDate: '2026-12-01', endDate: '2027-11-30' };
  it('follows the dates: future, active on its first and last day, then past', () => {
    expect(leaseStatusOf(fixed, '2026-11-30')).toBe('future');
    expect(leaseStatusOf(fixed, '2026-12-01')).toBe('active');
    expect(leaseStatusOf(fixed, '2027-11-30')).toBe('active');
    expect(leaseStatusOf(fixed, '2027-12-01')).toBe('past');
    expect(leaseStatusOf({ ...fixed, isDraft: true }, '2027-01-01')).toBe('draft');
  });

  it('keeps a rollover lease active after its term and never puts it on notice', () => {
    const rollover = { ...fixed, type: 'rollover' as const };
    expect(leaseStatusOf(rollover, '2029-01-01')).toBe('active');
    expect(leaseEndsSoon(rollover, '2027-11-15')).toBe(false);
  });

  it('puts a unit on notice within 30 days of a fixed end', () => {
    expect(leaseEndsSoon(fixed, '2027-10-31')).toBe(true);
    expect(leaseEndsSoon(fixed, '2027-10-30')).toBe(false);
    expect(leaseEndsSoon(fixed, '2027-11-30')).toBe(true);
    expect(leaseEndsSoon({ ...fixed, type: 'month-to-month', endDate: null }, '2027-11-15')).toBe(false);
  });

  it('labels a lease by unit and dates', () => {
    expect(leaseLabel({ unitNumber: 'H-7', ...fixed })).toBe('H-7, 2026-12-01 to 2027-11-30');
    expect(leaseLabel({ unitNumber: 'H-7', ...fixed, type: 'month-to-month', endDate: null })).toBe(
      'H-7, from 2026-12-01',
    );
  });
});
