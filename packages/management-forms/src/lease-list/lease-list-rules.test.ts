import { describe, expect, it } from 'vitest';
import {
  companyLeaseListQuery,
  companyLeaseListSearchParams,
  companyLeaseListStateFromSearchParams,
  DEFAULT_COMPANY_LEASE_LIST_STATE,
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

describe('a company’s lease list in the address', () => {
  it('writes only what differs from the default, and reads it back', () => {
    const state = {
      ...DEFAULT_COMPANY_LEASE_LIST_STATE,
      q: ' barrera ',
      status: 'active' as const,
      owes: 'owes' as const,
      ends: '60' as const,
      page: 2,
    };
    const params = companyLeaseListSearchParams(state);
    expect(params.toString()).toBe('q=barrera&status=active&owes=true&ends=60&page=2');
    expect(companyLeaseListQuery(1, state)).toMatchObject({ endsWithin: '60' });
    expect(companyLeaseListStateFromSearchParams(params)).toEqual({ ...state, q: 'barrera' });
    expect(companyLeaseListSearchParams(DEFAULT_COMPANY_LEASE_LIST_STATE).toString()).toBe('');
    const oldestFirst = { ...DEFAULT_COMPANY_LEASE_LIST_STATE, sort: { id: 'rent' as const, desc: false } };
    expect(companyLeaseListSearchParams(oldestFirst).toString()).toBe('sort=rent&dir=asc');
    expect(companyLeaseListStateFromSearchParams(new URLSearchParams('sort=rent&dir=asc'))).toEqual(
      oldestFirst,
    );
  });

  it('falls back to the default for what it does not know, and sends owes=true only when chosen', () => {
    const read = companyLeaseListStateFromSearchParams(
      new URLSearchParams('status=gone&owes=yes&ends=45&sort=x'),
    );
    expect(read).toEqual(DEFAULT_COMPANY_LEASE_LIST_STATE);
    expect(companyLeaseListQuery(1, read)).not.toHaveProperty('owes', true);
    expect(companyLeaseListQuery(1, { ...read, owes: 'owes' })).toMatchObject({
      managementCompanyID: 1,
      owes: true,
    });
  });
});
