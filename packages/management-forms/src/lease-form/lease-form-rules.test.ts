import { describe, expect, it } from 'vitest';
import { currentLease, monthToMonthLease } from '../lease-fixtures';
import {
  checkLease,
  emptyLeaseValues,
  leaseBody,
  leaseValues,
  schedulePreview,
  type LeaseFormInput,
} from './lease-form-rules';

const valid = (): LeaseFormInput => ({
  ...emptyLeaseValues(1007, '2026-12-01'),
  endDate: '2027-11-30',
  rentCents: 32_500,
  parties: [{ contactID: 103, role: 'tenant', fileAs: 'Barrera, Cody' }],
});
const issues = (values: LeaseFormInput) => {
  const checked = checkLease(values);
  return checked.ok ? [] : checked.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('lease form values', () => {
  it('reads a stored lease into the form and back into the same body', () => {
    const values = leaseValues(currentLease);
    expect(values).toMatchObject({
      endDate: '2028-06-30',
      dueDay: '1',
      depositDueDate: '2025-06-15',
      lateFee: { kind: 'fixed', graceDays: '5', fixedCents: 2_500, percent: '' },
      version: 2,
    });
    const checked = checkLease(values);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.body).toMatchObject({
      unitID: currentLease.unitID,
      rentCents: 32_500,
      depositCents: 32_500,
      charges: [{ label: 'Electricity', amountCents: 2_500 }],
      lateFee: { graceDays: 5, fixedCents: 2_500, percent: null },
      parties: [
        { contactID: 103, role: 'tenant' },
        { contactID: 104, role: 'occupant' },
      ],
      version: 2,
    });
  });

  it('keeps a percentage late fee and the last day as due day', () => {
    const values = leaseValues(monthToMonthLease);
    expect(values.lateFee).toEqual({ kind: 'percent', graceDays: '3', fixedCents: null, percent: '5' });
    expect(values.dueDay).toBe('last');
    expect(leaseBody(values)).toMatchObject({
      endDate: null,
      dueDay: 'last',
      lateFee: { graceDays: 3, fixedCents: null, percent: 5 },
    });
  });

  it('keeps the day the ledger starts on, and sends none (the start date) when the box is empty', () => {
    const values = leaseValues({ ...currentLease, ledgerStartsOn: '2026-11-01' });
    expect(values.ledgerStartsOn).toBe('2026-11-01');
    expect(leaseBody(values)).toMatchObject({ ledgerStartsOn: '2026-11-01' });
    expect(leaseBody({ ...values, ledgerStartsOn: '' })).toMatchObject({ ledgerStartsOn: null });
    expect(leaseValues(currentLease).ledgerStartsOn).toBe('');
  });

  it('keeps the aircraft the hangar stores through a save (a draft from the waiting list names one)', () => {
    const stored = { ...currentLease, aircraftID: 41, aircraftLabel: 'N522CT, Cirrus SR22' };
    const values = leaseValues(stored);
    expect(values.aircraftID).toBe(41);
    const checked = checkLease({ ...values, isDraft: false });
    expect(checked.ok && checked.body).toMatchObject({ aircraftID: 41, isDraft: false });
    expect(leaseBody({ ...values, aircraftID: null })).toMatchObject({ aircraftID: null });
    expect(emptyLeaseValues(1007).aircraftID).toBeNull();
  });

  it('sends no end for month to month whatever the end box still holds, and no version for a new lease', () => {
    const body = leaseBody({ ...valid(), type: 'month-to-month' });
    expect(body.endDate).toBeNull();
    expect(body).not.toHaveProperty('version');
    expect(body.parties).toEqual([{ contactID: 103, role: 'tenant' }]);
    expect(checkLease({ ...valid(), type: 'month-to-month' }).ok).toBe(true);
  });
});

describe('lease form checks', () => {
  it('names empty fields in the form’s words', () => {
    expect(issues({ ...valid(), startDate: '', rentCents: null })).toEqual(
      expect.arrayContaining(['startDate: Enter the first day of the lease', 'rentCents: Enter the rent']),
    );
  });

  it('applies the shared rules at the form’s paths', () => {
    expect(issues({ ...valid(), endDate: '2026-11-30' })).toEqual([
      'endDate: The lease must end after it starts',
    ]);
    expect(issues({ ...valid(), endDate: '' })).toEqual(['endDate: Enter the last day of the lease']);
    expect(issues({ ...valid(), parties: [] })).toEqual(['parties: Add at least one tenant']);
    expect(
      issues({
        ...valid(),
        parties: [
          { contactID: 103, role: 'tenant', fileAs: 'A' },
          { contactID: 103, role: 'occupant', fileAs: 'A' },
        ],
      }),
    ).toEqual(['parties.1.contactID: This contact is already on the lease']);
    expect(issues({ ...valid(), charges: [{ label: '', amountCents: null }] })).toEqual([
      'charges.0.amountCents: Enter the amount',
      'charges.0.label: Name the charge',
    ]);
  });

  it('applies the shared rules while other fields are wrong too', () => {
    expect(
      issues({
        ...valid(),
        endDate: '2026-11-30',
        parties: [],
        rentCents: null,
        charges: [{ label: '', amountCents: 5 }],
      }),
    ).toEqual([
      'rentCents: Enter the rent',
      'charges.0.label: Name the charge',
      'endDate: The lease must end after it starts',
      'parties: Add at least one tenant',
    ]);
  });

  it('checks the late fee of the kind chosen', () => {
    const fee = (lateFee: Partial<LeaseFormInput['lateFee']>) =>
      issues({
        ...valid(),
        lateFee: { kind: 'fixed', graceDays: '5', fixedCents: null, percent: '', ...lateFee },
      });
    expect(fee({})).toEqual(['lateFee.fixedCents: Enter the fee']);
    expect(fee({ kind: 'percent' })).toEqual(['lateFee.percent: Enter a percentage']);
    expect(fee({ kind: 'percent', percent: '150' })).toEqual(['lateFee.percent: At most 100 %']);
    expect(fee({ graceDays: 'two', fixedCents: 2_000 })).toEqual([
      'lateFee.graceDays: Enter whole days (0 for none)',
    ]);
    expect(fee({ kind: 'none' })).toEqual([]);
  });
});

describe('rent schedule preview', () => {
  it('shows twelve charges of valid terms, the first prorated when the lease starts between due dates', () => {
    const charges = schedulePreview({ ...valid(), startDate: '2026-12-15', endDate: '2027-12-14' })!;
    expect(charges).toHaveLength(12);
    expect(charges[0]).toMatchObject({ dueDate: '2026-12-15', prorated: true });
    expect(charges[1]).toMatchObject({ dueDate: '2027-01-01', amountCents: 32_500, prorated: false });
  });

  it('waits for complete, valid terms', () => {
    expect(schedulePreview({ ...valid(), rentCents: null })).toBeNull();
    expect(schedulePreview({ ...valid(), endDate: '' })).toBeNull();
    expect(schedulePreview({ ...valid(), endDate: '2026-01-01' })).toBeNull();
    expect(schedulePreview({ ...valid(), startDate: '2026-13-01' })).toBeNull();
    expect(schedulePreview({ ...valid(), type: 'month-to-month', endDate: '' })).toHaveLength(12);
  });

  it('runs a fixed-then-month-to-month lease on past its term', () => {
    const charges = schedulePreview({ ...valid(), type: 'rollover', endDate: '2027-02-28' })!;
    expect(charges).toHaveLength(12);
    expect(charges.at(-1)!.dueDate).toBe('2027-11-01');
  });
});
