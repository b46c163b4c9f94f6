import { Access, ACCESS_ALL, MgmtCoFeature, RentalUnitFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { memberFeatureAccess, memberPreviewRows, type MemberPreviewInput } from './effective-access';

const { View, Add, Edit } = Access;
const wide = (securityFeatureID: number, access: number) => ({ securityFeatureID, access, scopeID: null });
const Contacts = MgmtCoFeature.Contacts;

function input(over: Partial<MemberPreviewInput>): MemberPreviewInput {
  return {
    userAccess: { userID: 5, isSystemAdmin: false, features: [] },
    savedGroupGrants: [],
    wasMember: false,
    hasOtherGroups: false,
    isMember: true,
    groupGrants: [],
    ...over,
  };
}

describe('memberFeatureAccess', () => {
  it('adds the edited group to the grants of someone not yet in it', () => {
    const row = memberFeatureAccess(
      input({
        userAccess: { userID: 5, isSystemAdmin: false, features: [wide(Contacts, View)] },
        groupGrants: [wide(Contacts, Edit)],
      }),
      Contacts,
    );
    expect(row).toMatchObject({ access: View | Edit, some: 0, uncertain: 0 });
  });

  it('replaces the saved grants of this group for a member in no other group', () => {
    const row = memberFeatureAccess(
      input({
        userAccess: { userID: 5, isSystemAdmin: false, features: [wide(Contacts, View | Add)] },
        savedGroupGrants: [wide(Contacts, View | Add)],
        wasMember: true,
        groupGrants: [wide(Contacts, View)],
      }),
      Contacts,
    );
    expect(row).toMatchObject({ access: View, uncertain: 0 });
  });

  it('marks a dropped bit uncertain when another group of theirs may grant it too', () => {
    const row = memberFeatureAccess(
      input({
        userAccess: { userID: 5, isSystemAdmin: false, features: [wide(Contacts, View | Add)] },
        savedGroupGrants: [wide(Contacts, Add)],
        wasMember: true,
        hasOtherGroups: true,
        groupGrants: [],
      }),
      Contacts,
    );
    // View is not this group's, so another group grants it; Add may or may not come from elsewhere.
    expect(row).toMatchObject({ access: View, uncertain: Add });
  });

  it('drops the group when the member is unticked', () => {
    const row = memberFeatureAccess(
      input({
        userAccess: { userID: 5, isSystemAdmin: false, features: [wide(Contacts, View)] },
        savedGroupGrants: [wide(Contacts, View)],
        wasMember: true,
        isMember: false,
        groupGrants: [wide(Contacts, View | Edit)],
      }),
      Contacts,
    );
    expect(row.access).toBe(0);
  });

  it('keeps grants for single units apart from group-wide ones', () => {
    const row = memberFeatureAccess(
      input({
        userAccess: {
          userID: 5,
          isSystemAdmin: false,
          features: [{ securityFeatureID: RentalUnitFeature.Details, access: View | Edit, scopeID: 9 }],
        },
        groupGrants: [wide(RentalUnitFeature.Details, View)],
      }),
      RentalUnitFeature.Details,
    );
    expect(row).toMatchObject({ access: View, some: Edit });
  });

  it('gives a system administrator everything', () => {
    const row = memberFeatureAccess(
      input({ userAccess: { userID: 1, isSystemAdmin: true, features: [] } }),
      Contacts,
    );
    expect(row.access).toBe(ACCESS_ALL);
  });
});

describe('memberPreviewRows', () => {
  it('names every feature of the levels, section by section', () => {
    const sections = memberPreviewRows(input({ groupGrants: [wide(Contacts, View)] }), ['mgmtco']);
    expect(sections[0]!.heading).toBe('Company');
    expect(sections[0]!.rows.find((r) => r.featureId === Contacts)).toMatchObject({
      name: 'Contacts',
      access: View,
    });
  });
});
