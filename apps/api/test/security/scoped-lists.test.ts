// Grants limited to some properties, through company-wide lists, counts and recent changes: a list shows only
// the rows whose property the caller holds that list's own feature for, as the direct reads do.
import { describe, expect, it } from 'vitest';
import { Access, MgmtCoFeature, PropertyFeature } from '@hangar/contracts';
import { type Client, userHolding, useTestServer } from '../support/server';

const server = useTestServer();

type Page<T> = { items: T[]; total: number };
type Change = { entity: string; entityID: number | null; label: string };
type Summary = { properties: number | null; units: number | null; vacantUnits: number | null };
type Grant = { securityFeatureID: number; access: number; scopeID: number | null };

const ALL = Access.View | Access.Add | Access.Edit | Access.Delete;

/** Two properties of Alpha, each with two units, a leased one (its tenant named after the property). */
async function twoProperties(admin: Client, company: number, prefix: string) {
  const made = [];
  for (const name of [`${prefix} North`, `${prefix} South`]) {
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: company,
      name,
      type: 'airport',
    });
    const units = await admin.post<{ data: { items: { id: number }[] } }>('/api/RentalUnitSave', {
      unitNumbers: ['S-1', 'S-2'],
      defaults: { propertyID: property.body.data.id, type: 't-hangar' },
    });
    const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'individual',
      managementCompanyID: company,
      firstName: 'Tess',
      lastName: `Tenant of ${name}`,
    });
    const [unit, spare] = units.body.data.items.map((u) => u.id);
    const lease = await admin.post<{ data: { id: number } }>('/api/RentalUnitLease', {
      unitID: unit,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      rentCents: 45_000,
      parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
    });
    expect([property.status, units.status, tenant.status, lease.status]).toEqual([200, 200, 200, 200]);
    made.push({
      property: property.body.data.id,
      units: [unit!, spare!],
      tenant: tenant.body.data.id,
      lease: lease.body.data.id,
    });
  }
  return { a: made[0]!, b: made[1]! };
}

let serial = 0;

/** A new user of the company in a new group holding exactly `grants`, signed in. */
async function userWith(admin: Client, company: number, grants: Grant[]): Promise<Client> {
  serial += 1;
  return (await userHolding(server, admin, company, `scoped.${serial}`, grants)).client;
}

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

const ids = <T extends { id: number }>(page: { body: { data: Page<T> } }) =>
  page.body.data.items.map((i) => i.id).sort((x, y) => x - y);

describe('a group granted leases and units for one property (and details for all)', () => {
  it('lists, counts and recent changes show none of the other property’s leases and units', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const { a, b } = await twoProperties(admin, company, 'Leased');
    const user = await userWith(admin, company, [
      { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
      { securityFeatureID: PropertyFeature.Details, access: Access.View, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: ALL, scopeID: a.property },
      { securityFeatureID: PropertyFeature.RentalUnits, access: ALL, scopeID: a.property },
    ]);

    // Directly, B's lease and unit are refused (B is seen through its details, so 403).
    expect((await user.get(`/api/RentalUnitLease/${b.lease}`)).status).toBe(403);
    expect((await user.get(`/api/RentalUnit/${b.units[0]}`)).status).toBe(403);
    expect((await user.get(`/api/RentalUnitLease/${a.lease}`)).status).toBe(200);

    const leases = await user.get<{ data: Page<{ id: number; tenants?: string }> }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect(leases.status).toBe(200);
    expect(ids(leases)).toEqual([a.lease]);
    expect(leases.body.data.total).toBe(1);
    expect(JSON.stringify(leases.body.data)).not.toContain('Leased South');
    // Asked for B's tenant, the company-wide list still holds nothing of B.
    const byTenant = await user.get<{ data: Page<{ id: number }> }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&contactID=${b.tenant}`,
    );
    expect([byTenant.status, ids(byTenant)]).toEqual([200, []]);
    // Asked for B by property or unit: refused like the direct read.
    expect((await user.get(`/api/RentalUnitLeaseSearch?propertyID=${b.property}`)).status).toBe(403);
    expect((await user.get(`/api/RentalUnitLeaseSearch?unitID=${b.units[0]}`)).status).toBe(403);

    const units = await user.get<{ data: Page<{ id: number }> }>(
      `/api/RentalUnitSearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect([units.status, ids(units)]).toEqual([200, [...a.units].sort((x, y) => x - y)]);
    expect(units.body.data.total).toBe(2);
    expect((await user.get(`/api/RentalUnitSearch?propertyID=${b.property}`)).status).toBe(403);

    // Details are granted for all: both properties are listed.
    const properties = await user.get<{ data: Page<{ id: number }> }>(
      `/api/PropertySearch?managementCompanyID=${company}&pageSize=100&q=leased`,
    );
    expect(ids(properties)).toEqual([a.property, b.property].sort((x, y) => x - y));

    // The home page's counts: units of A only (both vacant in the active property).
    const summary = await user.get<{ data: Summary }>(`/api/MgmtCoSummary/${company}`);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ units: 2, vacantUnits: 1 });

    const changes = await user.get<{ data: Change[] }>(
      `/api/RecentChanges?managementCompanyID=${company}&limit=50`,
    );
    expect(changes.status).toBe(200);
    const seen = changes.body.data.map((c) => `${c.entity}:${c.entityID}`);
    expect(seen).toContain(`lease:${a.lease}`);
    expect(seen).toContain(`rentalUnit:${a.units[0]}`);
    expect(seen).toContain(`property:${b.property}`);
    expect(seen).not.toContain(`lease:${b.lease}`);
    for (const unit of b.units) expect(seen).not.toContain(`rentalUnit:${unit}`);
    // Contacts and users are features this group lacks: their changes are not shown either.
    expect(seen.filter((s) => s.startsWith('contact:') || s.startsWith('user:'))).toEqual([]);
  });
});

describe('a group granted details for one property (and units for all)', () => {
  it('the property list and counts show only that property, as the direct read does', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const { a, b } = await twoProperties(admin, company, 'Detailed');
    const user = await userWith(admin, company, [
      { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
      { securityFeatureID: PropertyFeature.Details, access: Access.View, scopeID: a.property },
      { securityFeatureID: PropertyFeature.RentalUnits, access: Access.View, scopeID: null },
    ]);
    expect((await user.get(`/api/Property/${b.property}`)).status).toBe(403);
    const properties = await user.get<{ data: Page<{ id: number }> }>(
      `/api/PropertySearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect([properties.status, ids(properties)]).toEqual([200, [a.property]]);
    expect(properties.body.data.total).toBe(1);
    // The file-as check tells that a name is taken but names only properties the caller may see.
    const exists = await user.get<{ data: { exists: boolean; matches: unknown[] } }>(
      `/api/PropertyFileAsExist/${company}/0/${encodeURIComponent('Detailed South')}`,
    );
    expect(exists.body.data).toEqual({ exists: true, matches: [] });
    // Units are granted for all: B's units are listed (the demo's hangars too).
    const units = await user.get<{ data: Page<{ id: number }> }>(
      `/api/RentalUnitSearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect(ids(units)).toEqual(expect.arrayContaining([...a.units, ...b.units]));

    const summary = await user.get<{ data: Summary }>(`/api/MgmtCoSummary/${company}`);
    expect(summary.body.data.properties).toBe(1);
    const changes = await user.get<{ data: Change[] }>(
      `/api/RecentChanges?managementCompanyID=${company}&limit=50`,
    );
    const seen = changes.body.data.map((c) => `${c.entity}:${c.entityID}`);
    expect(seen).toContain(`property:${a.property}`);
    expect(seen).not.toContain(`property:${b.property}`);
    // Leases are not granted at all: none is shown.
    expect(seen.filter((s) => s.startsWith('lease:'))).toEqual([]);
  });
});

describe('a clerk without the company profile’s right (Contacts View+Edit, Properties View)', () => {
  it('reads the home page’s figures and recent changes of their own company, cut to their features', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const { client: clerk } = await userHolding(server, admin, company, 'clerk.home', [
      { securityFeatureID: MgmtCoFeature.Contacts, access: Access.View | Access.Edit, scopeID: null },
      { securityFeatureID: MgmtCoFeature.Properties, access: Access.View, scopeID: null },
    ]);
    // The home page said "You are not authorised to do this": both answered 403 before.
    const summary = await clerk.get<{ data: Record<string, number | null> }>(`/api/MgmtCoSummary/${company}`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.users).toBeNull();
    expect(summary.body.data.contacts).toEqual(expect.any(Number));
    const changes = await clerk.get<{ data: Change[] }>(`/api/RecentChanges?managementCompanyID=${company}`);
    expect(changes.status).toBe(200);
    expect(changes.body.data.every((c) => c.entity === 'contact' || c.entity === 'property')).toBe(true);

    // Their company is named for them (the breadcrumb said "Company 1"); the profile itself stays refused.
    const me = await clerk.get<{ data: { company: { id: number; fileAs: string } } }>('/api/MyAccess');
    expect(me.body.data.company).toMatchObject({ id: company, fileAs: expect.stringMatching(/\w/) });
    expect((await clerk.get('/api/MgmtCo')).status).toBe(403);
    expect((await clerk.get(`/api/MgmtCo/${company}`)).status).toBe(403);

    // Another company's figures stay unknown.
    const bravo = await companyOf(await server.as('bravo.admin'));
    expect((await clerk.get(`/api/MgmtCoSummary/${bravo}`)).status).toBe(404);
    expect((await clerk.get(`/api/RecentChanges?managementCompanyID=${bravo}`)).status).toBe(404);
  });
});
