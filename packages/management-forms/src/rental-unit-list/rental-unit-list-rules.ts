// RentalUnitList's pure rules: its state and the list query it sends.
import {
  aircraftFeetParamSchema,
  DEFAULT_PAGE_SIZE,
  type AircraftFit,
  UNIT_STATUSES,
  UNIT_TYPES,
  type UnitStatus,
  type UnitType,
  UNIT_SORTS,
} from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';

export type UnitSort = (typeof UNIT_SORTS)[number];

export type UnitListState = {
  /** A unit number, or part of one (`H-1`, `B-`). */
  q: string;
  status: 'all' | UnitStatus;
  type: 'all' | UnitType;
  listed: 'all' | 'true' | 'false';
  /** "Fits an aircraft": its wingspan and tail height in feet as typed ('' for no such filter). */
  fitsWingspanFt: string;
  fitsTailHeightFt: string;
  sort: { id: UnitSort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

/** Natural order of unit numbers (H-2 before H-10), the server's `unitNumber` sort. */
export const DEFAULT_UNIT_LIST_STATE: UnitListState = {
  q: '',
  status: 'all',
  type: 'all',
  listed: 'all',
  fitsWingspanFt: '',
  fitsTailHeightFt: '',
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

/** Why the aircraft's sizes cannot filter the list (by field), or null when they can or none is given. */
export function fitSizeProblems(state: Pick<UnitListState, 'fitsWingspanFt' | 'fitsTailHeightFt'>) {
  const span = state.fitsWingspanFt.trim();
  const tail = state.fitsTailHeightFt.trim();
  if (span === '' && tail === '') return null;
  const problem = (text: string, what: string) => {
    if (text === '') return `Enter the ${what} too`;
    const parsed = aircraftFeetParamSchema.safeParse(text);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  const problems = { wingspan: problem(span, 'wingspan'), tail: problem(tail, 'tail height') };
  return problems.wingspan || problems.tail ? problems : null;
}

/** The aircraft the list is filtered by, when its sizes are given and valid. */
export function fitAircraft(state: UnitListState): { wingspanFt: string; tailHeightFt: string } | null {
  if (state.fitsWingspanFt.trim() === '' || fitSizeProblems(state)) return null;
  return { wingspanFt: state.fitsWingspanFt.trim(), tailHeightFt: state.fitsTailHeightFt.trim() };
}

const feet = (v: number) => `${v.toLocaleString('en-US', { maximumFractionDigits: 1 })} ft`;

/**
 * A door's fit in a few words: "Fits", "Tight: 0.8 ft to spare in width" (the smaller margin), "Does not fit",
 * or "Door size unknown".
 */
export function fitText(fit: AircraftFit): { label: string; detail: string } {
  const { widthMarginFt: w, heightMarginFt: h } = fit;
  if (w === null || h === null) return { label: 'Door size unknown', detail: 'Check the room by hand' };
  if (fit.fits === 'no') {
    const short = [w < 0 ? `${feet(-w)} too narrow` : '', h < 0 ? `${feet(-h)} too low` : ''];
    return { label: 'Does not fit', detail: short.filter(Boolean).join(', ') };
  }
  if (fit.fits === 'tight')
    return {
      label: 'Tight',
      detail: w <= h ? `${feet(w)} to spare in width` : `${feet(h)} to spare in height`,
    };
  return { label: 'Fits', detail: `${feet(w)} to spare in width, ${feet(h)} in height` };
}

/** Whose units: one property's, or every unit of a company. */
export type UnitListScope = { propertyID: number } | { managementCompanyID: number };

/** The query `useResourceList('rentalUnit', …)` sends (the API's `rentalUnitSearchSchema`). */
export function unitListQuery(scope: UnitListScope, state: UnitListState): ListQuery {
  return {
    ...scope,
    q: state.q.trim() || undefined,
    status: state.status === 'all' ? undefined : state.status,
    type: state.type === 'all' ? undefined : state.type,
    listed: state.listed === 'all' ? undefined : state.listed,
    fitsWingspanFt: fitAircraft(state)?.wingspanFt,
    fitsTailHeightFt: fitAircraft(state)?.tailHeightFt,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

export const isUnitListFiltered = (state: UnitListState) =>
  state.q.trim() !== '' ||
  state.status !== 'all' ||
  state.type !== 'all' ||
  state.listed !== 'all' ||
  fitAircraft(state) !== null;

/** The state as URL search parameters, defaults left out (`?status=vacant&q=H-1`). */
export function unitListSearchParams(state: UnitListState): URLSearchParams {
  const d = DEFAULT_UNIT_LIST_STATE;
  return listSearchParams(state, d, (params) => {
    if (state.status !== d.status) params.set('status', state.status);
    if (state.type !== d.type) params.set('type', state.type);
    if (state.listed !== d.listed) params.set('listed', state.listed);
    if (state.fitsWingspanFt.trim()) params.set('fitsWingspanFt', state.fitsWingspanFt.trim());
    if (state.fitsTailHeightFt.trim()) params.set('fitsTailHeightFt', state.fitsTailHeightFt.trim());
  });
}

/** The state a URL's search parameters describe; anything unknown falls back to the default. */
export function unitListStateFromSearchParams(params: URLSearchParams): UnitListState {
  const d = DEFAULT_UNIT_LIST_STATE;
  return {
    ...listBaseFromSearchParams(params, UNIT_SORTS, d),
    status: oneOf(
      params.get('status'),
      UNIT_STATUS_FILTERS.map((f) => f.value),
      d.status,
    ),
    type: oneOf(
      params.get('type'),
      UNIT_TYPE_FILTERS.map((f) => f.value),
      d.type,
    ),
    listed: oneOf(
      params.get('listed'),
      UNIT_LISTED_FILTERS.map((f) => f.value),
      d.listed,
    ),
    // As typed (bounded): a size that is not feet is shown with its error, not silently dropped.
    fitsWingspanFt: (params.get('fitsWingspanFt') ?? '').slice(0, 20),
    fitsTailHeightFt: (params.get('fitsTailHeightFt') ?? '').slice(0, 20),
  };
}

/**
 * The Listed column: a listed unit shows on the public listings only while vacant, so a listed unit that is not
 * says so ("Listed, hidden while occupied") instead of a "Yes" that promises a listing nobody sees.
 */
export function listedText(unit: { isListed: boolean; status: string }, statusLabel: string): string {
  if (!unit.isListed) return 'No';
  return unit.status === 'vacant' ? 'Yes' : `Listed, hidden while ${statusLabel.toLowerCase()}`;
}
