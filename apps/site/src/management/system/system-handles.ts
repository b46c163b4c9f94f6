// The System administration area's route handles: its breadcrumb and what each of its pages needs.
import { Access, SystemFeature } from '@hangar/contracts';
import { viewing, type Requirement } from '../access/access-rules';
import type { ManagementHandle } from '../shell/route-handle';

/** Every system feature: holding View on any of them opens the System area and its overview. */
export const SYSTEM_FEATURES: readonly number[] = Object.values(SystemFeature);

/** Any system feature's View opens the area (a system administrator holds them all). */
export const anySystemFeature: Requirement = {
  feature: 0,
  anyOf: SYSTEM_FEATURES,
  access: Access.View,
  write: Access.Edit,
};

/** `/systemadmin`: the area's crumb; every page under it needs at least one system feature. */
export const systemAreaHandle: ManagementHandle = {
  crumb: () => 'System administration',
  requires: () => anySystemFeature,
};

/** A page of the area: its crumb, and View of its own system feature (write with Edit). */
export const systemPageHandle = (crumb: string, feature: number): ManagementHandle => ({
  crumb: () => crumb,
  requires: () => viewing(feature),
});
