import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEASE_LIST_STATE,
  leadingLease,
  leaseListQuery,
  leaseRentText,
  termText,
} from './lease-list-rules';

describe('lease list rules', () => {
  it('sends the owner, the status and the sort', () => {
    expect(
      leaseListQuery(
        { managementCompanyID: 1, contactID: 103 },
        { ...DEFAULT_LEASE_LIST_STATE, status: 'active' },
      ),
    ).toEqual({
      managementCompanyID: 1,
      contactID: 103,
      status: 'active',
      sort: 'start',
      dir: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(leaseListQuery({ unitID: 4 }, DEFAULT_LEASE_LIST_STATE).status).toBeUndefined();
  });

  it('reads terms and rent', () => {
    expect(termText({ type: 'fixed', startDate: '2025-07-01', endDate: '2028-06-30' })).toBe(
      'Jul 1, 2025 – Jun 30, 2028',
    );
    expect(termText({ type: 'rollover', startDate: '2025-07-01', endDate: '2026-06-30' })).toBe(
      'Jul 1, 2025 – Jun 30, 2026, then month to month',
    );
    expect(termText({ type: 'month-to-month', startDate: '2025-06-01', endDate: null })).toBe(
      'From Jun 1, 2025 (month to month)',
    );
    expect(leaseRentText({ rentCents: 95_000, rentCycle: 'quarterly' })).toBe('$950.00 quarterly');
  });

  it('leads with the active lease, else the next to start, else none', () => {
    const past = { status: 'past' as const, startDate: '2024-01-01' };
    const later = { status: 'future' as const, startDate: '2028-01-01' };
    const sooner = { status: 'future' as const, startDate: '2027-01-01' };
    const now = { status: 'active' as const, startDate: '2026-01-01' };
    expect(leadingLease([later, now, past])).toBe(now);
    expect(leadingLease([later, sooner, past])).toBe(sooner);
    expect(leadingLease([past, { status: 'draft' as const, startDate: '2027-01-01' }])).toBeNull();
  });
});
