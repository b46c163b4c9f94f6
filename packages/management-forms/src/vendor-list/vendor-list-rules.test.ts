import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENDOR_LIST_STATE,
  isVendorListFiltered,
  vendorListQuery,
  vendorListSearchParams,
  vendorListStateFromSearchParams,
} from './vendor-list-rules';

describe('the vendor list state', () => {
  it('sends only the filters chosen', () => {
    expect(vendorListQuery(4, DEFAULT_VENDOR_LIST_STATE)).toEqual({
      managementCompanyID: 4,
      q: undefined,
      kind: undefined,
      category: undefined,
      insurance: undefined,
      status: undefined,
      sort: 'name',
      dir: 'asc',
      page: 1,
      pageSize: DEFAULT_VENDOR_LIST_STATE.pageSize,
    });
    expect(
      vendorListQuery(4, {
        ...DEFAULT_VENDOR_LIST_STATE,
        q: ' door ',
        category: 'fuel',
        insurance: 'attention',
      }),
    ).toMatchObject({ q: 'door', category: 'fuel', insurance: 'attention' });
  });

  it('round-trips through the address, defaults left out', () => {
    const state = {
      ...DEFAULT_VENDOR_LIST_STATE,
      q: 'door',
      category: 'hangar-doors' as const,
      insurance: 'expired' as const,
      status: 'inactive' as const,
      kind: 'company' as const,
      sort: { id: 'insurance' as const, desc: true },
      page: 2,
    };
    const params = vendorListSearchParams(state);
    expect(params.toString()).toBe(
      'q=door&kind=company&category=hangar-doors&insurance=expired&status=inactive&sort=insurance&dir=desc&page=2',
    );
    expect(vendorListStateFromSearchParams(params)).toEqual(state);
    expect(vendorListSearchParams(DEFAULT_VENDOR_LIST_STATE).toString()).toBe('');
  });

  it('falls back to the defaults for anything unknown in the address', () => {
    const state = vendorListStateFromSearchParams(
      new URLSearchParams('category=rockets&insurance=soon&status=gone&kind=robot&sort=price&page=-3'),
    );
    expect(state).toEqual(DEFAULT_VENDOR_LIST_STATE);
  });

  it('knows when a search or filter narrows the list', () => {
    expect(isVendorListFiltered(DEFAULT_VENDOR_LIST_STATE)).toBe(false);
    expect(isVendorListFiltered({ ...DEFAULT_VENDOR_LIST_STATE, insurance: 'attention' })).toBe(true);
    expect(isVendorListFiltered({ ...DEFAULT_VENDOR_LIST_STATE, q: '  ' })).toBe(false);
  });
});
