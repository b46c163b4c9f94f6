// Access masks as the administration screens show them: feature sections, grid values, grants to save.
import {
  Access,
  accessFor,
  combineAccess,
  FEATURES,
  type FeatureDefinition,
  type FeatureLevel,
  type Grant,
} from '@hangar/contracts';

/** The four bits an administrator ticks; Export is reserved and kept as stored. */
export const ACCESS_COLUMNS = [
  { bit: Access.View, label: 'View' },
  { bit: Access.Add, label: 'Add' },
  { bit: Access.Edit, label: 'Edit' },
  { bit: Access.Delete, label: 'Delete' },
] as const;

export const LEVEL_HEADINGS: Record<FeatureLevel, string> = {
  system: 'System',
  mgmtco: 'Company',
  property: 'Property',
  unit: 'Rental unit',
};

export type FeatureSection = { level: FeatureLevel; heading: string; features: FeatureDefinition[] };

/** The features of `levels`, one section per level, in the order given. */
export function featureSections(levels: readonly FeatureLevel[]): FeatureSection[] {
  return levels
    .map((level) => ({
      level,
      heading: LEVEL_HEADINGS[level],
      features: FEATURES.filter((f) => f.level === level),
    }))
    .filter((s) => s.features.length > 0);
}

/**
 * The levels a group's grid offers: a company group grants company, property and unit features; a system
 * group grants system features, which only a system administrator's screen (`showSystemFeatures`) offers.
 */
export function groupLevels(groupLevel: 'system' | 'mgmtco', showSystemFeatures: boolean): FeatureLevel[] {
  if (groupLevel === 'mgmtco') return ['mgmtco', 'property', 'unit'];
  return showSystemFeatures ? ['system'] : [];
}

export function featureName(id: number): string {
  return FEATURES.find((f) => f.id === id)?.name ?? `Feature ${id}`;
}

/** The group-wide mask (no scope) of each feature a group grants. */
export type AccessGrid = Record<number, number>;

export function gridFromGrants(grants: readonly Grant[]): AccessGrid {
  const grid: AccessGrid = {};
  for (const g of grants) {
    if (g.scopeID !== null) continue;
    grid[g.securityFeatureID] = combineAccess([grid[g.securityFeatureID] ?? 0, g.access]);
  }
  return grid;
}

/**
 * The grid with one bit of one feature ticked or unticked. A feature left without a bit leaves the grid,
 * so ticking and unticking gives back the very grid it started as (the form is then not dirty).
 */
export function withBit(grid: AccessGrid, featureId: number, bit: number, on: boolean): AccessGrid {
  const mask = on ? (grid[featureId] ?? 0) | bit : (grid[featureId] ?? 0) & ~bit;
  const { [featureId]: _old, ...others } = grid;
  return mask === 0 ? others : { ...others, [featureId]: mask };
}

/**
 * The grants to save: the grid's group-wide masks (features without a bit left out) and the group's grants
 * for single properties or units unchanged, since the grid does not edit those.
 */
export function grantsFromGrid(grid: AccessGrid, previous: readonly Grant[]): Grant[] {
  const wide = Object.entries(grid)
    .map(([id, access]) => ({ securityFeatureID: Number(id), access, scopeID: null }))
    .filter((g) => g.access !== 0);
  const scoped = previous.filter((g) => g.scopeID !== null);
  return [...wide, ...scoped].sort(
    (a, b) => a.securityFeatureID - b.securityFeatureID || (a.scopeID ?? 0) - (b.scopeID ?? 0),
  );
}

/** True when the grids grant the same bits. */
export function sameGrid(a: AccessGrid, b: AccessGrid): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const id of ids) if ((a[Number(id)] ?? 0) !== (b[Number(id)] ?? 0)) return false;
  return true;
}

/** One row of an access table: a feature's mask for all of the company, and bits held for only some scopes. */
export type AccessRow = {
  featureId: number;
  name: string;
  /** Bits held everywhere. */
  access: number;
  /** Bits held only for some properties or units. */
  some: number;
  /** Bits that may still come from another of the user's groups (a preview cannot tell). */
  uncertain?: number;
};

/** The OR of a feature's grants for single properties or units. */
export function scopedAccess(grants: readonly Grant[], featureId: number): number {
  return combineAccess(
    grants.filter((g) => g.securityFeatureID === featureId && g.scopeID !== null).map((g) => g.access),
  );
}

/** A user's effective access (the server's answer) as table rows, one section per level. */
export function accessRows(
  user: { isSystemAdmin: boolean; grants: readonly Grant[] },
  levels: readonly FeatureLevel[],
): { heading: string; rows: AccessRow[] }[] {
  return featureSections(levels).map((section) => ({
    heading: section.heading,
    rows: section.features.map((f) => {
      const access = accessFor(user, f.id);
      return {
        featureId: f.id,
        name: f.name,
        access,
        some: user.isSystemAdmin ? 0 : scopedAccess(user.grants, f.id) & ~access,
      };
    }),
  }));
}

/** The levels a user's access table shows: the company's, and the system's when they hold any of it. */
export function userAccessLevels(user: { isSystemAdmin: boolean; grants: readonly Grant[] }): FeatureLevel[] {
  const system = FEATURES.filter((f) => f.level === 'system').some((f) => accessFor(user, f.id) !== 0);
  return system ? ['system', 'mgmtco', 'property', 'unit'] : ['mgmtco', 'property', 'unit'];
}
