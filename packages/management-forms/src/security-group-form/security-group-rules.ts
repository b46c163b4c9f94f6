// SecurityGroupForm's pure rules: its form schema and values, and what one save sends.
import {
  accessMaskSchema,
  grantProblem,
  systemSecurityGroupCreateSchema,
  versionSchema,
  type Grant,
  type SecurityAccesses,
  type SecurityGroup,
} from '@hangar/contracts';
import { z } from 'zod';
import { grantsFromGrid, gridFromGrants, type AccessGrid } from '../lib/access-rules';

/** The group's own fields, its version once it exists, and the grid of group-wide masks by feature id. */
export const groupFormSchema = systemSecurityGroupCreateSchema.extend({
  version: versionSchema.optional(),
  grid: z.record(z.string(), accessMaskSchema),
});
export type GroupFormValues = z.input<typeof groupFormSchema>;
export type GroupFormOutput = z.output<typeof groupFormSchema>;

/** A group as the form saves and reloads it: the record, its grants, and the version both now carry. */
export type SavedGroup = { group: SecurityGroup; accesses: SecurityAccesses; version: number };

export function groupValues(saved: SavedGroup | null): GroupFormValues {
  if (!saved) return { name: '', description: '', memberIDs: [], grid: {} };
  return {
    name: saved.group.name,
    description: saved.group.description,
    memberIDs: [...saved.group.memberIDs],
    version: saved.version,
    grid: gridFromGrants(saved.accesses.accesses),
  };
}

const key = (grants: readonly Grant[]) =>
  JSON.stringify(
    grantsFromGrid(gridFromGrants(grants), grants).map((g) => [g.securityFeatureID, g.access, g.scopeID]),
  );

export type GroupSavePlan = {
  /** Why the grants cannot be saved (nothing is sent then), or null. */
  problem: string | null;
  /** The body of the group's create (with its company) or update (with its version). */
  body: Record<string, unknown>;
  /** Every grant of the group after the save. */
  grants: Grant[];
  /** The grants differ from the stored ones, so they are sent after the group. */
  grantsChanged: boolean;
};

/**
 * What a save sends: the group first, then (when the grid changed) all its grants in one PUT at the
 * version the group's save answered. The grants are checked with the API's own rule before anything goes.
 */
export function groupSavePlan(
  values: GroupFormOutput,
  options: {
    level: 'system' | 'mgmtco';
    managementCompanyID: number;
    /** The group's grants as stored; empty for a new group. */
    storedGrants: readonly Grant[];
    /** The group already exists (an update). */
    exists: boolean;
  },
): GroupSavePlan {
  const grants = grantsFromGrid(values.grid as AccessGrid, options.storedGrants);
  const { name, description, memberIDs, version } = values;
  const body = options.exists
    ? { name, description, memberIDs, version }
    : { name, description, memberIDs, managementCompanyID: options.managementCompanyID };
  return {
    problem: grantProblem(options.level, grants),
    body,
    grants,
    grantsChanged: key(grants) !== key(options.storedGrants),
  };
}
