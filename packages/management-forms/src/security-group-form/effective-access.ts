// What a member would be allowed to do with the group as edited: the grid beside their other grants.
import {
  ACCESS_ALL,
  accessFor,
  combineAccess,
  type FeatureLevel,
  type Grant,
  type UserAccess,
} from '@hangar/contracts';
import { featureSections, scopedAccess, type AccessRow } from '../lib/access-rules';

export type MemberPreviewInput = {
  /** `GET /UserAccess/{id}`: every grant of the member's groups as saved, this group's included. */
  userAccess: UserAccess;
  /** This group's grants as saved. */
  savedGroupGrants: readonly Grant[];
  /** The member belonged to this group as saved, so the server's answer holds its saved grants. */
  wasMember: boolean;
  /** The member belongs to other groups too (as saved). */
  hasOtherGroups: boolean;
  /** The member is ticked in the members list now. */
  isMember: boolean;
  /** This group's grants as edited. */
  groupGrants: readonly Grant[];
};

type Part = { access: number; uncertain: number };

/**
 * One mask of the preview. The server's answer is the OR of every group, so a bit it shares with this
 * group's saved grants may come from this group or another: with other groups it is marked uncertain
 * once the edit drops it, rather than shown as gone (which could wrongly reassure an administrator who
 * means to take it away); without other groups it came from this group.
 */
function split(server: number, saved: number, group: number, input: MemberPreviewInput): Part {
  const others = input.wasMember ? server & ~saved : server;
  const possible = input.wasMember && input.hasOtherGroups ? server & saved : 0;
  const access = combineAccess([others, input.isMember ? group : 0]);
  return { access, uncertain: possible & ~access };
}

/** The member's mask for one feature: group-wide, for some scopes only, and the bits a preview cannot tell. */
export function memberFeatureAccess(input: MemberPreviewInput, featureId: number): AccessRow {
  const base = { featureId, name: '' };
  if (input.userAccess.isSystemAdmin) return { ...base, access: ACCESS_ALL, some: 0, uncertain: 0 };
  const user = { isSystemAdmin: false, grants: input.userAccess.features };
  const saved = { isSystemAdmin: false, grants: input.savedGroupGrants };
  const edited = { isSystemAdmin: false, grants: input.groupGrants };
  const wide = split(
    accessFor(user, featureId),
    accessFor(saved, featureId),
    accessFor(edited, featureId),
    input,
  );
  const scoped = split(
    scopedAccess(user.grants, featureId),
    scopedAccess(saved.grants, featureId),
    scopedAccess(edited.grants, featureId),
    input,
  );
  return {
    ...base,
    access: wide.access,
    some: scoped.access & ~wide.access,
    uncertain: (wide.uncertain | scoped.uncertain) & ~wide.access,
  };
}

/** The preview as access table sections, for the features of `levels`. */
export function memberPreviewRows(input: MemberPreviewInput, levels: readonly FeatureLevel[]) {
  return featureSections(levels).map((section) => ({
    heading: section.heading,
    rows: section.features.map((f) => ({ ...memberFeatureAccess(input, f.id), name: f.name })),
  }));
}
