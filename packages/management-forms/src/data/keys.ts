// SWR cache keys of the management data: each names its resource, so a write can find every list it touches.
import type { ListQuery, ResourceName } from './data-provider';

const ROOT = 'hangar-mgmt';

export type ResourceListKey = readonly [typeof ROOT, ResourceName, 'list', ListQuery];
export type ResourceItemKey = readonly [typeof ROOT, ResourceName, 'item', number];
export type DataCallKey = readonly [typeof ROOT, 'call', string];

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
export const callKey = (path: string): DataCallKey => [ROOT, 'call', path];

/** Matches every cached list of a resource (for `mutate(filter)`). */
export const isListKeyOf =
  (resource: ResourceName) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === ROOT && key[1] === resource && key[2] === 'list';

/** Matches every cached named call (their answers may depend on any write). */
export const isCallKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ROOT && key[1] === 'call';
