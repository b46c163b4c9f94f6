import { propertySearchSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROPERTY_LIST_STATE,
  isPropertyListFiltered,
  propertyListQuery,
  propertyListSearchParams,
  propertyListStateFromSearchParams,
  type PropertyListState,
} from './property-list-rules';

const busy: PropertyListState = {
  q: 'hicks',
  type: 'airport',
  active: 'all',
  vacant: true,
  sort: { id: 'vacant', desc: true },
  page: 2,
  pageSize: 50,
};

describe('property list rules', () => {
  it('sends a query the API accepts', () => {
    const defined = Object.fromEntries(
      Object.entries(propertyListQuery(1, busy)).filter(([, v]) => v !== undefined),
    );
    expect(defined).toEqual({
      managementCompanyID: 1,
      q: 'hicks',
      type: 'airport',
      active: 'all',
      vacant: 'true',
      sort: 'vacant',
      dir: 'desc',
      page: 2,
      pageSize: 50,
    });
    expect(propertySearchSchema.safeParse(defined).success).toBe(true);
    expect(propertyListQuery(1, DEFAULT_PROPERTY_LIST_STATE).vacant).toBeUndefined();
  });

  it('round-trips the URL and ignores what it does not know', () => {
    expect(propertyListSearchParams(DEFAULT_PROPERTY_LIST_STATE).toString()).toBe('');
    expect(propertyListStateFromSearchParams(propertyListSearchParams(busy))).toEqual(busy);
    expect(propertyListStateFromSearchParams(new URLSearchParams('type=castle&sort=x&page=0'))).toEqual(
      DEFAULT_PROPERTY_LIST_STATE,
    );
  });

  it('counts the vacancy filter as a filter', () => {
    expect(isPropertyListFiltered(DEFAULT_PROPERTY_LIST_STATE)).toBe(false);
    expect(isPropertyListFiltered({ ...DEFAULT_PROPERTY_LIST_STATE, vacant: true })).toBe(true);
  });
});
