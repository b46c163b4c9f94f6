// Plain-language names for access masks, for showing a user what they may do.
import { Access, FEATURES } from '@hangar/contracts';

const BITS: Array<[number, string]> = [
  [Access.View, 'view'],
  [Access.Add, 'add'],
  [Access.Edit, 'edit'],
  [Access.Delete, 'delete'],
  [Access.Export, 'export'],
];

/** "view, add, edit" for mask 7; "no access" for 0. */
export function accessText(mask: number): string {
  const names = BITS.filter(([bit]) => (mask & bit) === bit).map(([, name]) => name);
  return names.length ? names.join(', ') : 'no access';
}

export function featureName(id: number): string {
  return FEATURES.find((f) => f.id === id)?.name ?? `Feature ${id}`;
}
