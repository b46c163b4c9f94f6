import { Access, PropertyFeature } from '@hangar/contracts';
import type { UIMatch } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gateDecision } from '../access/access-rules';
import { breadcrumbs } from '../shell/route-handle';
import { propertyHandle } from './property-handles';

const match = (pathname: string, params: Record<string, string>): UIMatch =>
  ({ id: pathname, pathname, params, data: undefined, handle: propertyHandle }) as UIMatch;

describe('the property page in the shell', () => {
  it('shows its company and the company’s property list in the breadcrumb', () => {
    const page = match('/properties/301/Edit/units', { propertyId: '301', tab: 'units' });
    expect(breadcrumbs([page], 'Alpha', 1)).toEqual([
      { label: 'Management', href: '/manage' },
      { label: 'Alpha', href: '/MgmtCoAdmin/1' },
      { label: 'Properties', href: '/MgmtCoAdmin/1/Properties' },
      { label: 'Property', href: '/properties/301/Edit/units' },
    ]);
  });

  it('opens to a user whose grant is for this property alone, and to no other property', () => {
    const me = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: PropertyFeature.Details, access: Access.View, scopeID: 301 }],
    };
    const decide = (propertyId: string) =>
      gateDecision({
        signedIn: true,
        currentUrl: `/properties/${propertyId}/Edit/details`,
        me,
        companyId: undefined,
        requirement: propertyHandle.requires!({ propertyId }),
      });
    expect(decide('301')).toEqual({ kind: 'allowed', access: Access.View, readOnly: true });
    expect(decide('302')).toEqual({ kind: 'denied', to: '/notauthorized' });
  });
});
