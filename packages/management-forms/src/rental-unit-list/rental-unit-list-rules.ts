// RentalUnitList's pure rules: its state and the list query it sends.
import {
  DEFAULT_PAGE_SIZE,
  UNIT_STATUSES,
  UNIT_TYPES,
  type UnitStatus,
  type UnitType,
  type UNIT_SORTS,
} from '@hangar/contracts';
import type { ListQuery } from '../data';

export type UnitSort = (typeof UNIT_SORTS)[number];

export type UnitListState = {
  status: 'all' | UnitStatus;
  type: 'all' | UnitType;
  listed: 'all' | 'true' | 'false';
  sort: { id: UnitSort; desc: boolean };
  page: number;
  pageSize: number;
};

/** Natural order of unit numbers (H-2 before H-10), the server's `unitNumber` sort. */
export const DEFAULT_UNIT_LIST_STATE: UnitListState = {
  status: 'all',
  type: 'all',
  listed: 'all',
  sort: { id: 'unitNumber', desc: false },
  page: 1,
  pageSize: 50,
};

export const UNIT_STATUS_FILTERS = [{ value: 'all', label: 'Any status' }, ...UNIT_STATUSES] as const;
export const UNIT_TYPE_FILTERS = [{ value: 'all', label: 'All types' }, ...UNIT_TYPES] as const;
export const UNIT_LISTED_FILTERS = [
  { value: 'all', label: 'Listed or not' },
  { value: 'true', label: 'Listed' },
  { value: 'false', label: 'Not listed' },
] as const;

/** The query `useResourceList('rentalUnit', …)` sends (the API's `rentalUnitSearchSchema`). */
export function unitListQuery(propertyID: number, state: UnitListState): ListQuery {
  return {
    propertyID,
    status: state.status === 'all' ? undefined : state.status,
    type: state.type === 'all' ? undefined : state.type,
    listed: state.listed === 'all' ? undefined : state.listed,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    pageSize: state.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

export const isUnitListFiltered = (state: UnitListState) =>
  state.status !== 'all' || state.type !== 'all' || state.listed !== 'all';

/**
 * The Listed column: a listed unit shows on the public listings only while vacant, so a listed unit that is not
 * says so ("Listed, hidden while occupied") instead of a "Yes" that promises a listing nobody sees.
 */
export function listedText(unit: { isListed: boolean; status: string }, statusLabel: string): string {
  if (!unit.isListed) return 'No';
  return unit.status === 'vacant' ? 'Yes' : `Listed, hidden while ${statusLabel.toLowerCase()}`;
}
