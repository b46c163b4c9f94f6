// PropertySecurity's pure rules: the features and bits of its grid, how a mask reads, and the write body.
import {
  Access,
  PropertyFeature,
  type PropertySecurity,
  type PropertySecurityUpdate,
} from '@hangar/contracts';

/** The features a property's grid shows, in order. */
export const PROPERTY_SECURITY_FEATURES = [
  { id: PropertyFeature.Details, name: 'Details' },
  { id: PropertyFeature.RentalUnits, name: 'Rental units' },
  { id: PropertyFeature.Leases, name: 'Leases' },
] as const;

export const PROPERTY_SECURITY_BITS = [
  { bit: Access.View, name: 'View' },
  { bit: Access.Add, name: 'Add' },
  { bit: Access.Edit, name: 'Edit' },
  { bit: Access.Delete, name: 'Delete' },
] as const;

/** "View, Edit" for a mask; "None" for nothing. */
export function maskText(mask: number | undefined): string {
  const names = PROPERTY_SECURITY_BITS.filter(({ bit }) => ((mask ?? 0) & bit) !== 0).map((b) => b.name);
  return names.length ? names.join(', ') : 'None';
}

/** This property's own masks by group and feature, as the grid edits them. */
export type PropertyMasks = Record<number, Record<number, number>>;

export function masksOf(security: PropertySecurity): PropertyMasks {
  return Object.fromEntries(
    security.groups.map((g) => [
      g.groupID,
      Object.fromEntries(PROPERTY_SECURITY_FEATURES.map((f) => [f.id, g.thisProperty[String(f.id)] ?? 0])),
    ]),
  );
}

/** A mask with `bit` turned on or off; Add, Edit or Delete brings View with it, and no View clears them. */
export function toggleBit(mask: number, bit: number, on: boolean): number {
  if (on) return mask | bit | Access.View;
  if (bit === Access.View) return 0;
  return mask & ~bit;
}

/** The PUT body: every group whose masks changed (0 removes a grant). */
export function securityUpdate(before: PropertyMasks, after: PropertyMasks): PropertySecurityUpdate {
  const groups = Object.entries(after)
    .filter(([id, masks]) =>
      PROPERTY_SECURITY_FEATURES.some((f) => (before[Number(id)]?.[f.id] ?? 0) !== (masks[f.id] ?? 0)),
    )
    .map(([id, masks]) => ({
      groupID: Number(id),
      thisProperty: Object.fromEntries(
        PROPERTY_SECURITY_FEATURES.map((f) => [String(f.id), masks[f.id] ?? 0]),
      ),
    }));
  return { groups };
}
