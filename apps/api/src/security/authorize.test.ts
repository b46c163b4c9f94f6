import { Access, MgmtCoFeature, PropertyFeature, RentalUnitFeature, SystemFeature } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from './sessions';
import { authorize, registerOwnerResolver, visibleSet, type Owner } from './authorize';

// Property 7 and its unit 70 belong to company 1; property 8 and unit 80 too; property 9 to company 2.
registerOwnerResolver(
  'property',
  async (_request, id) =>
    ({
      7: { companyId: 1, propertyId: 7 },
      8: { companyId: 1, propertyId: 8 },
      9: { companyId: 2, propertyId: 9 },
    })[id] ?? null,
);
registerOwnerResolver(
  'unit',
  async (_request, id) =>
    ({ 70: { companyId: 1, propertyId: 7, unitId: 70 }, 80: { companyId: 1, propertyId: 8, unitId: 80 } })[
      id
    ] ?? null,
);

function request(grants: AuthContext['grants'], over: Partial<AuthContext['user']> = {}): FastifyRequest {
  const auth: AuthContext = {
    sessionId: 1,
    user: { id: 5, userName: 'u', fileAs: 'U', managementCompanyId: 1, isSystemAdmin: false, ...over },
    impersonator: null,
    portal: null,
    expiresAt: new Date(),
    grants,
  };
  return { auth, tokenStatus: 'ok' } as unknown as FastifyRequest;
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode,
  );

describe('authorize', () => {
  it('resolves a unit up to its property and company, and counts grants for that property or unit', async () => {
    const scoped = request([
      { securityFeatureID: PropertyFeature.Details, access: Access.View | Access.Edit, scopeID: 7 },
      { securityFeatureID: RentalUnitFeature.Details, access: Access.View, scopeID: 80 },
    ]);
    const edit = (owner: Owner, feature: number, access: number = Access.Edit) =>
      status(authorize(scoped, { feature, access, owner }));
    expect(await edit({ propertyId: 7 }, PropertyFeature.Details)).toBe(200);
    expect(await edit({ unitId: 70 }, PropertyFeature.Details)).toBe(200);
    // A grant for property 7 says nothing about property 8: for this user it does not exist.
    expect(await edit({ propertyId: 8 }, PropertyFeature.Details)).toBe(404);
    expect(await edit({ unitId: 80 }, RentalUnitFeature.Details, Access.View)).toBe(200);
    expect(await edit({ unitId: 70 }, RentalUnitFeature.Details, Access.View)).toBe(403);
    // Another company's property is not found, an unknown one neither.
    expect(await edit({ propertyId: 9 }, PropertyFeature.Details)).toBe(404);
    expect(await edit({ propertyId: 99 }, PropertyFeature.Details)).toBe(404);
  });

  it('lets an all-properties grant, a system feature holder and a system administrator through', async () => {
    const all = request([{ securityFeatureID: PropertyFeature.Details, access: Access.View, scopeID: null }]);
    expect(
      await status(
        authorize(all, { feature: PropertyFeature.Details, access: Access.View, owner: { unitId: 80 } }),
      ),
    ).toBe(200);
    const userAdmin = request([
      { securityFeatureID: SystemFeature.Users, access: Access.View, scopeID: null },
    ]);
    const other = { feature: MgmtCoFeature.Users, access: Access.View, owner: { companyId: 2 } };
    expect(await status(authorize(userAdmin, other))).toBe(404);
    expect(await status(authorize(userAdmin, { ...other, systemFeature: SystemFeature.Users }))).toBe(200);
    expect(await status(authorize(request([], { isSystemAdmin: true }), other))).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const anonymous = { auth: null, tokenStatus: 'none' } as unknown as FastifyRequest;
    expect(
      await status(
        authorize(anonymous, {
          feature: MgmtCoFeature.Contacts,
          access: Access.View,
          owner: { companyId: 1 },
        }),
      ),
    ).toBe(401);
  });
});

describe('visibleSet', () => {
  const auth = (grants: AuthContext['grants'], over: Partial<AuthContext['user']> = {}) =>
    (request(grants, over) as unknown as { auth: AuthContext }).auth;
  const grant = (securityFeatureID: number, access: number, scopeID: number | null = null) => ({
    securityFeatureID,
    access,
    scopeID,
  });

  it('counts only the feature asked about, and only grants holding View', () => {
    const user = auth([
      grant(PropertyFeature.Details, Access.View),
      grant(PropertyFeature.Leases, Access.View | Access.Edit, 7),
      grant(PropertyFeature.RentalUnits, Access.Edit, 8),
      grant(RentalUnitFeature.Details, Access.View, 80),
    ]);
    expect(visibleSet(user, PropertyFeature.Details, 1)).toBe('all');
    expect(visibleSet(user, PropertyFeature.Leases, 1)).toEqual([7]);
    // Edit without View shows nothing; a unit feature's set is of units.
    expect(visibleSet(user, PropertyFeature.RentalUnits, 1)).toEqual([]);
    expect(visibleSet(user, RentalUnitFeature.Details, 1)).toEqual([80]);
  });

  it('gives company features all or nothing, nothing in another company, and all to a system administrator', () => {
    const user = auth([
      grant(MgmtCoFeature.Contacts, Access.View),
      grant(SystemFeature.ErrorLog, Access.View),
    ]);
    expect(visibleSet(user, MgmtCoFeature.Contacts, 1)).toBe('all');
    expect(visibleSet(user, MgmtCoFeature.Users, 1)).toEqual([]);
    expect(visibleSet(user, MgmtCoFeature.Contacts, 2)).toEqual([]);
    expect(visibleSet(user, SystemFeature.ErrorLog, 2)).toBe('all');
    expect(visibleSet(auth([], { isSystemAdmin: true }), PropertyFeature.Leases, 2)).toBe('all');
  });
});
