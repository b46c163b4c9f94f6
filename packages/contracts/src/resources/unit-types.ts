// Unit types and their labels without zod: the public listings page shows labels and downloads no zod.
export const UNIT_TYPES = [
  { value: 't-hangar', label: 'T-hangar' },
  { value: 'box-hangar', label: 'Box hangar' },
  { value: 'shade-hangar', label: 'Shade hangar' },
  { value: 'tie-down', label: 'Tie-down' },
  { value: 'office', label: 'Office' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'house', label: 'House' },
  { value: 'retail', label: 'Retail' },
  { value: 'storage', label: 'Storage' },
  { value: 'parking', label: 'Parking' },
  { value: 'other', label: 'Other' },
] as const;
export type UnitType = (typeof UNIT_TYPES)[number]['value'];
export const unitTypeLabel = (type: string): string =>
  UNIT_TYPES.find((t) => t.value === type)?.label ?? type;
