// Properties through the resource pattern: writes and their checks, counts, search, the named calls, and
// property-level security (groups limited to some properties).
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PropertyFeature, RentalUnitFeature } from '@hangar/contracts';
import { auditEvents, groupFeatureAccess } from '../../src/db/schema';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Property = {
  id: number;
  managementCompanyID: number;
  name: string;
  fileAs: string;
  ownerContactIDs: number[];
  owners: { id: number; name: string }[];
  managerUserID: number | null;
  manager: { id: number; name: string } | null;
  unitCount: number;
  vacantUnitCount: number;
  version: number;
};
type Item = { id: number; fileAs: string; unitCount: number; vacantUnitCount: number; city: string | null };
type Page<T = Item> = { items: T[]; total: number; page: number; pageSize: number };

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

const property = (managementCompanyID: number, over: Record<string, unknown> = {}) => ({
  managementCompanyID,
  name: 'Hicks Airfield',
  type: 'airport',
  address: { line1: '1 Runway Rd', city: 'Fort Worth', state: 'TX', postalCode: '76131' },
  yearBuilt: 1962,
  ...over,
});

async function makeProperty(c: Client, company: number, over: Record<string, unknown> = {}) {
  const res = await c.post<{ data: Property }>('/api/Property', property(company, over));
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data;
}

async function makeUnits(c: Client, propertyID: number, unitNumbers: string[], over = {}) {
  const res = await c.post<{ data: { items: { id: number }[] } }>('/api/RentalUnitSave', {
    unitNumbers,
    defaults: { propertyID, type: 't-hangar', ...over },
  });
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data.items;
}

async function contactOf(c: Client, company: number, lastName: string): Promise<number> {
  const res = await c.post<{ data: { id: number } }>('/api/Individual', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Owen',
    lastName,
  });
  return res.body.data.id;
}

async function userId(c: Client, company: number, userName: string): Promise<number> {
  const users = await c.get<{ data: { id: number; userName: string }[] }>(
    `/api/SystemUser?managementCompanyID=${company}`,
  );
  return users.body.data.find((u) => u.userName === userName)!.id;
}

describe('properties', () => {
  it('creates with owners and a manager, files under the name, reads counts, updates and deletes', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const owner1 = await contactOf(admin, company, 'Lindqvist');
    const owner2 = await contactOf(admin, company, 'Abernathy');
    const manager = await userId(admin, company, 'alpha.viewer');
    const made = await makeProperty(admin, company, {
      name: 'North Hangars',
      ownerContactIDs: [owner1, owner2, owner1],
      managerUserID: manager,
    });
    expect(made).toMatchObject({
      name: 'North Hangars',
      fileAs: 'North Hangars',
      ownerContactIDs: [owner1, owner2],
      owners: [
        { id: owner1, name: 'Lindqvist, Owen' },
        { id: owner2, name: 'Abernathy, Owen' },
      ],
      managerUserID: manager,
      manager: { id: manager, name: expect.any(String) },
      unitCount: 0,
      vacantUnitCount: 0,
      version: 1,
    });

    await makeUnits(admin, made.id, ['N-1', 'N-2', 'N-3']);
    await makeUnits(admin, made.id, ['N-4'], { status: 'occupied' });
    const read = await admin.get<{ data: Property }>(`/api/Property/${made.id}`);
    expect(read.body.data).toMatchObject({ unitCount: 4, vacantUnitCount: 3 });

    const updated = await admin.put<{ data: Property }>(`/api/Property/${made.id}`, {
      ...property(company),
      name: 'North Hangars',
      fileAs: 'Hangars, North',
      ownerContactIDs: [owner2],
      version: read.body.data.version,
    });
    expect(updated.body.data).toMatchObject({
      fileAs: 'Hangars, North',
      ownerContactIDs: [owner2],
      manager: null,
      version: 2,
    });
    const stale = await admin.put(`/api/Property/${made.id}`, {
      ...property(company),
      version: 1,
    });
    expect(stale.status).toBe(409);

    // A property with units is not deleted: its units go first.
    const refused = await admin.delete(`/api/Property/${made.id}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'Delete its 4 rental units first']);
    const units = await admin.get<{ data: Page<{ id: number }> }>(
      `/api/RentalUnitSearch?propertyID=${made.id}`,
    );
    for (const u of units.body.data.items)
      expect((await admin.delete(`/api/RentalUnit/${u.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/Property/${made.id}`)).status).toBe(200);
    expect((await admin.get(`/api/Property/${made.id}`)).status).toBe(404);

    const changes = await admin.get<{ data: { kind: string; entityID: number }[] }>(
      `/api/RecentChanges?managementCompanyID=${company}`,
    );
    expect(changes.body.data[0]).toMatchObject({ kind: 'property.deleted', entityID: made.id });
  });

  it('keeps file-as unique per company without case, and warns through PropertyFileAsExist', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const one = await makeProperty(admin, company, { name: 'Spinks Row' });
    const again = await admin.post('/api/Property', property(company, { name: 'SPINKS ROW' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'Another property is filed as “SPINKS ROW”',
      fieldErrors: { fileAs: 'Another property is filed as “SPINKS ROW”' },
    });
    // Another file-as makes the same name acceptable.
    const other = await makeProperty(admin, company, { name: 'Spinks Row', fileAs: 'Spinks Row (east)' });
    const renamed = await admin.put(`/api/Property/${other.id}`, {
      ...property(company, { name: 'Spinks Row', fileAs: 'spinks row' }),
      version: other.version,
    });
    expect(renamed.status).toBe(409);

    const exists = await admin.get<{ data: { exists: boolean; matches: { id: number; name: string }[] } }>(
      `/api/PropertyFileAsExist/${company}/0/${encodeURIComponent('spinks ROW')}`,
    );
    expect(exists.body.data).toEqual({ exists: true, matches: [{ id: one.id, name: 'Spinks Row' }] });
    const self = await admin.get<{ data: { exists: boolean } }>(
      `/api/PropertyFileAsExist/${company}/${one.id}/${encodeURIComponent('Spinks Row')}`,
    );
    expect(self.body.data.exists).toBe(false);

    // Another company may file a property under the same name.
    const bravo = await server.as('bravo.admin');
    await makeProperty(bravo, await companyOf(bravo), { name: 'Spinks Row' });
  });

  it('refuses owners and managers outside the company at their fields, alike for unknown ids', async () => {
    const alpha = await server.as('alpha.admin');
    const bravo = await server.as('bravo.admin');
    const company = await companyOf(alpha);
    const bravoCompany = await companyOf(bravo);
    const bravoContact = await contactOf(bravo, bravoCompany, 'Elsewhere');
    const bravoUser = await userId(bravo, bravoCompany, 'bravo.viewer');
    const answers = [];
    for (const [ownerContactIDs, managerUserID] of [
      [[bravoContact], bravoUser],
      [[2_000_000_000], 2_000_000_000],
    ] as const) {
      const res = await alpha.post(
        '/api/Property',
        property(company, { name: 'Borrowed', ownerContactIDs, managerUserID }),
      );
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}).sort()).toEqual(['managerUserID', 'ownerContactIDs']);
      answers.push(res.body.fieldErrors!.managerUserID);
    }
    expect(answers[0]).toBe(answers[1]);
    const search = await alpha.get<{ data: Page }>(
      `/api/PropertySearch?managementCompanyID=${company}&q=borrowed`,
    );
    expect(search.body.data.total).toBe(0);
  });

  it('needs the company’s Properties Add to create, and refuses the viewer every write', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = await makeProperty(admin, company, { name: 'Viewer Test' });
    const viewer = await server.as('alpha.viewer');
    expect((await viewer.get(`/api/Property/${made.id}`)).status).toBe(200);
    expect((await viewer.post('/api/Property', property(company, { name: 'Nope' }))).status).toBe(403);
    expect(
      (await viewer.put(`/api/Property/${made.id}`, { ...property(company), version: made.version })).status,
    ).toBe(403);
    expect((await viewer.delete(`/api/Property/${made.id}`)).status).toBe(403);
    expect((await viewer.get(`/api/PropertyNewForMgmtCo/${company}`)).status).toBe(403);

    // Every property right but without the company's Properties feature: may edit, may not add.
    const sys = await server.as('sysadmin');
    const groups = await sys.get<{ data: { id: number; name: string; version: number }[] }>(
      `/api/MgmtCoSecurityGroup?managementCompanyID=${company}`,
    );
    const viewers = groups.body.data.find((g) => g.name === 'Viewers')!;
    const grants = await sys.get<{
      data: {
        accesses: { securityFeatureID: number; access: number; scopeID: number | null }[];
        version: number;
      };
    }>(`/api/SystemSecurityAccesses/${viewers.id}`);
    const widened = grants.body.data.accesses.map((a) =>
      a.securityFeatureID === PropertyFeature.Details ? { ...a, access: 15 } : a,
    );
    const saved = await sys.put(`/api/SystemSecurityAccesses/${viewers.id}`, {
      accesses: widened,
      version: grants.body.data.version,
    });
    expect(saved.status).toBe(200);
    const editor = await server.as('alpha.viewer');
    expect((await editor.post('/api/Property', property(company, { name: 'Nope' }))).status).toBe(403);
    const edited = await editor.put(`/api/Property/${made.id}`, {
      ...property(company, { name: 'Viewer Test', notes: 'edited' }),
      version: made.version,
    });
    expect(edited.status).toBe(200);
    // Back as it was, for the other tests.
    const now = await sys.get<{ data: { version: number } }>(`/api/SystemSecurityAccesses/${viewers.id}`);
    await sys.put(`/api/SystemSecurityAccesses/${viewers.id}`, {
      accesses: grants.body.data.accesses,
      version: now.body.data.version,
    });
  });

  it('gives the property types, a new property’s defaults and the company summary’s counts', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const types = await admin.get<{ data: { value: string; label: string }[] }>('/api/PropertyTypes');
    expect(types.body.data).toContainEqual({ value: 'airport', label: 'Airport / hangar' });
    const draft = await admin.get<{ data: Record<string, unknown> }>(`/api/PropertyNewForMgmtCo/${company}`);
    expect(draft.body.data).toMatchObject({
      managementCompanyID: company,
      name: '',
      fileAs: '',
      ownerContactIDs: [],
      isActive: true,
    });

    const before = (await admin.get<{ data: Record<string, number> }>(`/api/MgmtCoSummary/${company}`)).body
      .data;
    const made = await makeProperty(admin, company, { name: 'Summary Field' });
    await makeUnits(admin, made.id, ['S-1', 'S-2']);
    await makeUnits(admin, made.id, ['S-3'], { status: 'offline' });
    const after = (await admin.get<{ data: Record<string, number> }>(`/api/MgmtCoSummary/${company}`)).body
      .data;
    expect({
      properties: after.properties! - before.properties!,
      units: after.units! - before.units!,
      vacantUnits: after.vacantUnits! - before.vacantUnits!,
    }).toEqual({ properties: 1, units: 3, vacantUnits: 2 });
  });
});

describe('property search', () => {
  it('filters by text, type, active and vacancy, sorts by counts and pages without repeats', async () => {
    const admin = await server.as('bravo.admin');
    const company = await companyOf(admin);
    const a = await makeProperty(admin, company, {
      name: 'Zulu Storage',
      type: 'storage',
      address: { line1: '9 Mill St', city: 'Azle' },
    });
    const b = await makeProperty(admin, company, { name: 'Yankee Hangars' });
    const c = await makeProperty(admin, company, { name: 'Xray Closed', isActive: false });
    await makeUnits(admin, a.id, ['1', '2'], { type: 'storage', status: 'occupied' });
    await makeUnits(admin, b.id, ['Y-1', 'Y-2', 'Y-3']);
    const search = async (query: string) =>
      (await admin.get<{ data: Page }>(`/api/PropertySearch?managementCompanyID=${company}&${query}`)).body
        .data;

    expect((await search('q=azle')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await search('q=YANKEE')).items.map((i) => [i.id, i.unitCount, i.vacantUnitCount])).toEqual([
      [b.id, 3, 3],
    ]);
    expect((await search('type=storage')).items.map((i) => i.id)).toEqual([a.id]);
    expect((await search('active=false')).items.map((i) => i.id)).toEqual([c.id]);
    const vacant = (await search('vacant=true&active=all')).items.map((i) => i.id);
    expect(vacant).toContain(b.id);
    expect(vacant).not.toContain(a.id);
    expect((await search('vacant=false')).items.map((i) => i.id)).toContain(a.id);
    const byUnits = (await search('sort=units&dir=desc&pageSize=100')).items;
    expect(byUnits.map((i) => i.unitCount)).toEqual(
      [...byUnits.map((i) => i.unitCount)].sort((x, y) => y - x),
    );
    expect(byUnits[0]!.id).toBe(b.id);
    expect((await search('q=%25%25')).total).toBe(0);

    // Paging: every property once across pages of two, in file-as order.
    const all = await search('active=all&pageSize=100');
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++)
      seen.push(...(await search(`active=all&pageSize=2&page=${page}`)).items.map((i) => i.id));
    expect(seen).toEqual(all.items.map((i) => i.id));
    const names = all.items.map((i) => i.fileAs.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('property-level security', () => {
  it('a group limited to one property sees and edits only it; others are 404, without Edit 403', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const propA = await makeProperty(admin, company, { name: 'Limited A' });
    const propB = await makeProperty(admin, company, { name: 'Limited B' });
    const [unitA] = await makeUnits(admin, propA.id, ['A-1']);
    const [unitB] = await makeUnits(admin, propB.id, ['B-1']);

    // A new user in a new group granted View on property A's details and units, nothing else.
    const invited = await admin.post<{ data: { id: number } }>('/api/SystemUser', {
      userName: 'limited.user',
      password: 'Limited-user-secret-1',
      email: 'limited@alpha.example',
      firstName: 'Lim',
      lastName: 'Ited',
      managementCompanyID: company,
    });
    expect(invited.status).toBe(200);
    const group = await admin.post<{ data: { id: number; version: number } }>('/api/MgmtCoSecurityGroup', {
      name: 'Property A only',
      managementCompanyID: company,
      memberIDs: [invited.body.data.id],
    });
    expect(group.status).toBe(200);
    const security = await admin.put<{
      data: { groups: { groupID: number; thisProperty: Record<string, number> }[] };
    }>(`/api/PropertySecurity/${propA.id}`, {
      groups: [
        {
          groupID: group.body.data.id,
          thisProperty: { [PropertyFeature.Details]: 1, [PropertyFeature.RentalUnits]: 1 },
        },
      ],
    });
    expect(security.status).toBe(200);
    expect(security.body.data.groups.find((g) => g.groupID === group.body.data.id)!.thisProperty).toEqual({
      [PropertyFeature.Details]: 1,
      [PropertyFeature.RentalUnits]: 1,
      [PropertyFeature.Leases]: 0,
      [PropertyFeature.Ledger]: 0,
      [PropertyFeature.WorkOrders]: 0,
    });
    const stored = await server.database.db
      .select()
      .from(groupFeatureAccess)
      .where(eq(groupFeatureAccess.groupId, group.body.data.id));
    expect(stored.map((g) => g.scopeId)).toEqual([propA.id, propA.id]);
    const [audited] = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'security.changed'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audited).toMatchObject({ entity: 'property', entityId: propA.id });

    const limited = server.client();
    await limited.login('limited.user', 'Limited-user-secret-1');
    const list = await limited.get<{ data: Page }>(`/api/PropertySearch?managementCompanyID=${company}`);
    expect(list.body.data.items.map((i) => i.id)).toEqual([propA.id]);
    expect((await limited.get(`/api/Property/${propA.id}`)).status).toBe(200);
    expect((await limited.get(`/api/Property/${propB.id}`)).status).toBe(404);
    expect((await limited.get(`/api/RentalUnit/${unitA!.id}`)).status).toBe(200);
    expect((await limited.get(`/api/RentalUnit/${unitB!.id}`)).status).toBe(404);
    expect((await limited.get(`/api/RentalUnitSearch?propertyID=${propB.id}`)).status).toBe(404);
    const units = await limited.get<{ data: Page<{ id: number }> }>(
      `/api/RentalUnitSearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect(units.body.data.items.map((u) => u.id)).toEqual([unitA!.id]);
    const edit = await limited.put(`/api/Property/${propA.id}`, {
      ...property(company, { name: 'Limited A' }),
      version: propA.version,
    });
    expect(edit.status).toBe(403);
    expect(
      (await limited.put(`/api/Property/${propB.id}`, { ...property(company), version: 1 })).status,
    ).toBe(404);
    // The file-as check names only properties the user may see, though it tells that the name is taken.
    const exists = await limited.get<{ data: { exists: boolean; matches: unknown[] } }>(
      `/api/PropertyFileAsExist/${company}/0/${encodeURIComponent('Limited B')}`,
    );
    expect(exists.body.data).toEqual({ exists: true, matches: [] });

    // 0 removes the grant: the property is gone from the user's view.
    await admin.put(`/api/PropertySecurity/${propA.id}`, {
      groups: [
        {
          groupID: group.body.data.id,
          thisProperty: { [PropertyFeature.Details]: 0, [PropertyFeature.RentalUnits]: 0 },
        },
      ],
    });
    const relogged = server.client();
    await relogged.login('limited.user', 'Limited-user-secret-1');
    expect((await relogged.get(`/api/Property/${propA.id}`)).status).toBe(404);
  });

  it('refuses grants naming another company’s property or unit, and other companies’ groups', async () => {
    const alpha = await server.as('alpha.admin');
    const bravo = await server.as('bravo.admin');
    const alphaCompany = await companyOf(alpha);
    const bravoCompany = await companyOf(bravo);
    const bravoProp = await makeProperty(bravo, bravoCompany, { name: 'Bravo Only' });
    const [bravoUnit] = await makeUnits(bravo, bravoProp.id, ['Q-1']);
    const alphaProp = await makeProperty(alpha, alphaCompany, { name: 'Alpha Own' });
    const groups = await alpha.get<{ data: { id: number; version: number }[] }>('/api/MgmtCoSecurityGroup');
    const group = groups.body.data[0]!;
    const current = await alpha.get<{
      data: {
        accesses: { securityFeatureID: number; access: number; scopeID: number | null }[];
        version: number;
      };
    }>(`/api/SystemSecurityAccesses/${group.id}`);
    for (const [feature, scope, field] of [
      [PropertyFeature.Details, bravoProp.id, 'Unknown property'],
      [PropertyFeature.Details, 2_000_000_000, 'Unknown property'],
      [RentalUnitFeature.Details, bravoUnit!.id, 'Unknown rental unit'],
      [RentalUnitFeature.Details, alphaProp.id + 1_000_000, 'Unknown rental unit'],
    ] as const) {
      const res = await alpha.put(`/api/SystemSecurityAccesses/${group.id}`, {
        accesses: [...current.body.data.accesses, { securityFeatureID: feature, access: 1, scopeID: scope }],
        version: current.body.data.version,
      });
      expect([res.status, res.body.error]).toEqual([400, `${field}: ${scope}`]);
      expect(Object.keys(res.body.fieldErrors ?? {})).toEqual([
        `accesses.${current.body.data.accesses.length}.scopeID`,
      ]);
    }
    // Its own property is accepted.
    const okay = await alpha.put(`/api/SystemSecurityAccesses/${group.id}`, {
      accesses: [
        ...current.body.data.accesses,
        { securityFeatureID: PropertyFeature.Leases, access: 1, scopeID: alphaProp.id },
      ],
      version: current.body.data.version,
    });
    expect(okay.status).toBe(200);

    // PropertySecurity with another company's group: the same answer as an unknown group.
    const bravoGroups = await bravo.get<{ data: { id: number }[] }>('/api/MgmtCoSecurityGroup');
    const answers = [];
    for (const groupID of [bravoGroups.body.data[0]!.id, 2_000_000_000]) {
      const res = await alpha.put(`/api/PropertySecurity/${alphaProp.id}`, {
        groups: [{ groupID, thisProperty: { [PropertyFeature.Details]: 15 } }],
      });
      expect(res.status).toBe(400);
      answers.push(Object.keys(res.body.fieldErrors ?? {}));
    }
    expect(answers).toEqual([['groups.0.groupID'], ['groups.0.groupID']]);
    // And another company's property is 404 on both.
    expect((await alpha.get(`/api/PropertySecurity/${bravoProp.id}`)).status).toBe(404);
  });
});

describe('the listing contact', () => {
  it('is the property’s own when given (name, phone, e-mail), else the company’s, on the public listings', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const made = await makeProperty(admin, company, { name: 'Contact Row Hangars' });
    expect(made).toMatchObject({ listingContactName: '', listingContactPhone: '', listingContactEmail: '' });
    const updated = await admin.put<{ data: Property }>(`/api/Property/${made.id}`, {
      ...property(company),
      name: 'Contact Row Hangars',
      listingContactName: 'Row office',
      listingContactPhone: '(817) 555-0111',
      listingContactEmail: 'row@alpha.example',
      version: made.version,
    });
    expect([updated.status, updated.body.error]).toEqual([200, undefined]);
    expect(updated.body.data).toMatchObject({
      listingContactName: 'Row office',
      listingContactPhone: '(817) 555-0111',
      listingContactEmail: 'row@alpha.example',
    });
    // A vacant, listed unit of it appears on the public listings with that contact, not the company's line.
    await makeUnits(admin, made.id, ['CR-1'], { isListed: true, marketRentCents: 45000 });
    const listings = await server
      .client()
      .get<{ data: { items: Record<string, unknown>[] } }>('/api/listings');
    const card = listings.body.data.items.find((i) => i.propertyName === 'Contact Row Hangars');
    expect(card).toMatchObject({
      contactLine: 'Row office · (817) 555-0111 · row@alpha.example',
      contactPhone: '(817) 555-0111',
      contactEmail: 'row@alpha.example',
    });
  });
});

describe('hostile input', () => {
  it('answers 400 with field errors for oversized text, NUL, 64-bit ids and years in the future', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const thisYear = new Date().getUTCFullYear();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ description: 'x'.repeat(4001) }, 'description'],
      [{ yearBuilt: thisYear + 1 }, 'yearBuilt'],
      [{ yearBuilt: 99 }, 'yearBuilt'],
      [{ squareFeet: -1 }, 'squareFeet'],
      [{ managerUserID: 2 ** 63 - 1 }, 'managerUserID'],
      [{ ownerContactIDs: [2_147_483_648] }, 'ownerContactIDs.0'],
      [{ type: 'castle' }, 'type'],
      [{ amenities: Array.from({ length: 31 }, (_, i) => `a${i}`) }, 'amenities'],
      [{ listingContactName: 'x'.repeat(101) }, 'listingContactName'],
      [{ listingContactPhone: 'call me' }, 'listingContactPhone'],
      [{ listingContactEmail: 'nope' }, 'listingContactEmail'],
    ];
    for (const [over, field] of cases) {
      const res = await admin.post('/api/Property', property(company, over));
      expect([field, res.status]).toEqual([field, 400]);
      expect([field, Object.keys(res.body.fieldErrors ?? {})]).toEqual([field, [field]]);
    }
    const nul = await admin.post('/api/Property', property(company, { name: 'Nul\u0000Field' }));
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/NUL/);
    expect((await admin.get('/api/Property/9223372036854775807')).status).toBe(400);
    expect((await admin.get(`/api/PropertySearch?managementCompanyID=${company}&sort=evil`)).status).toBe(
      400,
    );
    expect(
      (await admin.get(`/api/PropertySearch?managementCompanyID=${company}&q=${'a'.repeat(101)}`)).status,
    ).toBe(400);
  });
});
