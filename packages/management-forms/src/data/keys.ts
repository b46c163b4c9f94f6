// SWR cache keys of the management data: each names its resource, so a write can find every list it touches.
import { OPERATIONS, type OperationName, type OperationParams, type OperationSpec } from '@hangar/contracts';
import type { ListQuery, ResourceName } from './data-provider';

const ROOT = 'hangar-mgmt';

export type ResourceListKey = readonly [typeof ROOT, ResourceName, 'list', ListQuery];
export type ResourceItemKey = readonly [typeof ROOT, ResourceName, 'item', number];
/** A cached operation: its name and parameters. */
export type OperationKey = readonly [typeof ROOT, 'call', string, Record<string, unknown>];

/**
 * The query without empty parts, so `{ q: '' }` and `{}` share one cache entry. SWR hashes object keys
 * in sorted order, so the order of the filters does not matter.
 */
export function normalizeQuery(query: ListQuery): ListQuery {
  const out: ListQuery = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    out[key] = value;
  }
  return out;
}

export const listKey = (resource: ResourceName, query: ListQuery): ResourceListKey => [
  ROOT,
  resource,
  'list',
  normalizeQuery(query),
];
export const itemKey = (resource: ResourceName, id: number): ResourceItemKey => [ROOT, resource, 'item', id];
/** The cache key of an operation's answer for these parameters (empty ones left out). */
export const operationKey = (operation: string, params: object = {}): OperationKey => [
  ROOT,
  'call',
  operation,
  normalizeQuery(params as ListQuery),
];

/** Matches every cached answer of one operation, whatever its parameters. */
export const isOperationKeyOf =
  (operation: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === ROOT && key[1] === 'call' && key[2] === operation;

/** Matches every cached list of a resource (for `mutate(filter)`). */
export const isListKeyOf =
  (resource: ResourceName) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === ROOT && key[1] === resource && key[2] === 'list';

/** Matches every cached list and record of a resource. */
export const isResourceKeyOf =
  (resource: ResourceName) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === ROOT && key[1] === resource;

/**
 * The resources whose records show another's, read again when it is written: a lease's save changes its unit's
 * status and its property's occupancy; a unit's its property's counts; a contact's name shows on leases.
 */
export const SHOWN_WITH: Readonly<Partial<Record<ResourceName, readonly ResourceName[]>>> = {
  lease: ['rentalUnit', 'property'],
  rentalUnit: ['property', 'lease'],
  property: ['rentalUnit', 'lease'],
  contact: ['lease', 'vendor'],
};

/** Matches every cached operation answer (their answers may depend on any write). */
export const isCallKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ROOT && key[1] === 'call';

/**
 * The parameters when the operation's contract accepts them, else null (no request): a check as the user types
 * (a duplicate name, say) never sends what the server would refuse, such as a name past its length limit; the
 * field's own message says what is wrong.
 */
export function paramsIfValid<N extends OperationName>(
  operation: N,
  params: OperationParams<N>,
): OperationParams<N> | null {
  const spec: OperationSpec = OPERATIONS[operation];
  return !spec.params || spec.params.safeParse(params).success ? params : null;
}
