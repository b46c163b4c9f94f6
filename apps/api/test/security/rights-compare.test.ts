// Rights compared before a user is changed: nobody edits, disables or re-mails a user holding a right they lack,
// group memberships need Security groups Edit, and nobody grants (through a group's members or masks) a right
// they do not hold. A system administrator passes.
import { Access, ACCESS_ALL, MgmtCoFeature, PropertyFeature, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { type Client, userHolding, useTestServer } from '../support/server';

// No SMTP_URL: the outbox table is the mailbox.
const server = useTestServer();

type User = {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  managementCompanyID: number;
  securityGroupIDs: number[];
  isDisabled: boolean;
  version: number;
};
type Group = { id: number; name: string; version: number; memberIDs: number[] };
type Grant = { securityFeatureID: number; access: number; scopeID: number | null };

const PASSWORD = 'Compared-rights-secret-1';
const RIGHTS_REFUSAL = /holds rights you do not have/;

const edit = (u: User, change: Partial<User> = {}) => {
  const { email, firstName, lastName, managementCompanyID, securityGroupIDs, isDisabled, version } = {
    ...u,
    ...change,
  };
  return { email, firstName, lastName, managementCompanyID, securityGroupIDs, isDisabled, version };
};

async function read(c: Client, id: number): Promise<User> {
  return (await c.get<{ data: User }>(`/api/SystemUser/${id}`)).body.data;
}

async function userNamed(c: Client, userName: string): Promise<User> {
  const list = await c.get<{ data: User[] }>('/api/SystemUser');
  return list.body.data.find((u) => u.userName === userName)!;
}

async function groupNamed(c: Client, name: string): Promise<Group> {
  const list = await c.get<{ data: Group[] }>('/api/MgmtCoSecurityGroup');
  return list.body.data.find((g) => g.name === name)!;
}

/** A new Alpha user, made by the system administrator, alone in a new group holding `grants`. */
async function alphaUser(
  userName: string,
  grants: Grant[],
): Promise<{ client: Client; user: User; group: Group }> {
  const admin = await server.as('sysadmin');
  const company = (await userNamed(admin, 'alpha.admin')).managementCompanyID;
  const made = await userHolding(server, admin, company, userName, grants, PASSWORD);
  const group = (await admin.get<{ data: Group }>(`/api/MgmtCoSecurityGroup/${made.group.id}`)).body.data;
  return { client: made.client, user: await read(admin, made.userId), group };
}

const grant = (securityFeatureID: number, access: number, scopeID: number | null = null): Grant => ({
  securityFeatureID,
  access,
  scopeID,
});

describe('a user whose only right is Company users View+Edit', () => {
  it('cannot make themselves administrator, nor change, disable or re-mail alpha.admin', async () => {
    const { client: clerk, user: me } = await alphaUser('users.clerk', [
      grant(MgmtCoFeature.Users, Access.View | Access.Edit),
    ]);
    const admins = await (await server.as('alpha.admin')).get<{ data: Group[] }>('/api/MgmtCoSecurityGroup');
    const administrators = admins.body.data.find((g) => g.name === 'Administrators')!;

    // Into the Administrators group: changing memberships needs Security groups Edit.
    const promote = await clerk.put(
      `/api/SystemUser/${me.id}`,
      edit(me, { securityGroupIDs: [...me.securityGroupIDs, administrators.id] }),
    );
    expect(promote.status).toBe(403);
    expect(promote.body.error).toMatch(/Security groups/);

    const alphaAdmin = await userNamed(clerk, 'alpha.admin');
    const remail = await clerk.put(
      `/api/SystemUser/${alphaAdmin.id}`,
      edit(alphaAdmin, { email: 'clerk@evil.example' }),
    );
    expect(remail.status).toBe(403);
    expect(remail.body.error).toMatch(RIGHTS_REFUSAL);
    const disable = await clerk.put(
      `/api/SystemUser/${alphaAdmin.id}`,
      edit(alphaAdmin, { isDisabled: true }),
    );
    expect(disable.status).toBe(403);
    expect(
      (await clerk.put(`/api/SystemUser/${alphaAdmin.id}`, edit(alphaAdmin, { firstName: 'X' }))).status,
    ).toBe(403);
    // Nothing changed: no new address, so no reset link can reach the clerk.
    const sysadmin = await server.as('sysadmin');
    expect(await read(sysadmin, alphaAdmin.id)).toMatchObject({
      email: alphaAdmin.email,
      isDisabled: false,
      firstName: alphaAdmin.firstName,
      version: alphaAdmin.version,
    });
    expect((await read(sysadmin, me.id)).securityGroupIDs).not.toContain(administrators.id);
    await server.client().get('/api/sendforgottenpasswordemail/clerk%40evil.example');
    const outbox = (await sysadmin.get<{ data: { to: string }[] }>('/api/emailoutbox?limit=50')).body.data;
    expect(outbox.filter((m) => m.to === 'clerk@evil.example')).toEqual([]);

    // A viewer of everything holds View of features the clerk lacks: also out of reach.
    const viewer = await userNamed(clerk, 'alpha.viewer');
    expect((await clerk.put(`/api/SystemUser/${viewer.id}`, edit(viewer, { firstName: 'V' }))).status).toBe(
      403,
    );
    // A user with no rights, and the clerk themselves, are within reach.
    const { user: plain } = await alphaUser('users.plain', []);
    const renamed = await clerk.put<{ data: User }>(
      `/api/SystemUser/${plain.id}`,
      edit(plain, { firstName: 'Pat' }),
    );
    expect(renamed.status).toBe(200);
    const self = await clerk.put<{ data: User }>(
      `/api/SystemUser/${me.id}`,
      edit(me, { firstName: 'Clerk' }),
    );
    expect(self.status).toBe(200);
  });

  it('an editor with equal or greater rights still can', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await userNamed(admin, 'alpha.viewer');
    const changed = await admin.put<{ data: User }>(
      `/api/SystemUser/${viewer.id}`,
      edit(viewer, { email: 'viewer.new@alpha.example' }),
    );
    expect([changed.status, changed.body.data.email]).toEqual([200, 'viewer.new@alpha.example']);
    // A second administrator of Alpha (equal rights) edits alpha.admin, and disables and enables them.
    const administrators = await groupNamed(admin, 'Administrators');
    const sysadmin = await server.as('sysadmin');
    const { client: second, user: secondUser } = await alphaUser('second.admin', []);
    const joined = await sysadmin.put(
      `/api/SystemUser/${secondUser.id}`,
      edit(secondUser, { securityGroupIDs: [...secondUser.securityGroupIDs, administrators.id] }),
    );
    expect(joined.status).toBe(200);
    await second.login('second.admin', PASSWORD);
    const alphaAdmin = await userNamed(second, 'alpha.admin');
    const off = await second.put<{ data: User }>(
      `/api/SystemUser/${alphaAdmin.id}`,
      edit(alphaAdmin, { isDisabled: true }),
    );
    expect(off.status).toBe(200);
    const on = await second.put(
      `/api/SystemUser/${alphaAdmin.id}`,
      edit(off.body.data, { isDisabled: false }),
    );
    expect(on.status).toBe(200);
    // The system administrator passes everywhere.
    const fresh = await read(sysadmin, alphaAdmin.id);
    expect(
      (await sysadmin.put(`/api/SystemUser/${alphaAdmin.id}`, edit(fresh, { firstName: 'Alpha' }))).status,
    ).toBe(200);
  });
});

describe('a holder of Security groups Edit', () => {
  it('cannot add anyone to a group granting a right they lack, by the user, the group or an invitation', async () => {
    const held = [
      grant(MgmtCoFeature.Users, Access.View | Access.Add | Access.Edit),
      grant(MgmtCoFeature.SecurityGroups, Access.View | Access.Add | Access.Edit),
    ];
    const { client: keeper, user: me, group: mine } = await alphaUser('groups.keeper', held);
    const { user: plain } = await alphaUser('groups.plain', []);
    const administrators = await groupNamed(keeper, 'Administrators');
    const viewers = await groupNamed(keeper, 'Viewers');
    const company = me.managementCompanyID;

    const self = await keeper.put(
      `/api/SystemUser/${me.id}`,
      edit(me, { securityGroupIDs: [...me.securityGroupIDs, administrators.id] }),
    );
    expect(self.status).toBe(403);
    expect(self.body.error).toMatch(/grants rights you do not have/);
    const other = await keeper.put(
      `/api/SystemUser/${plain.id}`,
      edit(plain, { securityGroupIDs: [administrators.id] }),
    );
    expect(other.status).toBe(403);
    const members = await keeper.put(`/api/MgmtCoSecurityGroup/${administrators.id}`, {
      name: administrators.name,
      memberIDs: [...administrators.memberIDs, me.id],
      version: administrators.version,
    });
    expect(members.status).toBe(403);
    const created = await keeper.post('/api/SystemUser', {
      userName: 'groups.new',
      password: PASSWORD,
      email: 'groups.new@alpha.example',
      firstName: 'New',
      lastName: 'User',
      managementCompanyID: company,
      securityGroupIDs: [viewers.id],
    });
    expect(created.status).toBe(403);
    const invited = await keeper.post('/api/InviteUser', {
      userName: 'groups.invited',
      email: 'groups.invited@alpha.example',
      firstName: 'In',
      lastName: 'Vited',
      managementCompanyID: company,
      securityGroupIDs: [administrators.id],
    });
    expect(invited.status).toBe(403);
    const sysadmin = await server.as('sysadmin');
    expect((await read(sysadmin, me.id)).securityGroupIDs).toEqual([mine.id]);
    expect((await groupNamed(sysadmin, 'Administrators')).memberIDs).toEqual(administrators.memberIDs);
    expect(
      (await sysadmin.get<{ data: User[] }>('/api/SystemUser')).body.data.map((u) => u.userName),
    ).not.toContain('groups.invited');

    // Their own group's rights (held in full) may be given: to the plain user, by the user or by the group.
    const given = await keeper.put<{ data: User }>(
      `/api/SystemUser/${plain.id}`,
      edit(plain, { securityGroupIDs: [mine.id] }),
    );
    expect([given.status, given.body.data.securityGroupIDs]).toEqual([200, [mine.id]]);
    const current = (await keeper.get<{ data: Group }>(`/api/MgmtCoSecurityGroup/${mine.id}`)).body.data;
    const removed = await keeper.put(`/api/MgmtCoSecurityGroup/${mine.id}`, {
      name: current.name,
      memberIDs: [me.id],
      version: current.version,
    });
    expect(removed.status).toBe(200);
    // alpha.admin holds more: taking them out of Viewers, or putting them in, edits a user beyond reach.
    const alphaAdmin = await userNamed(keeper, 'alpha.admin');
    const intoMine = await keeper.put(`/api/MgmtCoSecurityGroup/${mine.id}`, {
      name: current.name,
      memberIDs: [me.id, alphaAdmin.id],
      version: current.version + 1,
    });
    expect(intoMine.status).toBe(403);
    expect(intoMine.body.error).toMatch(RIGHTS_REFUSAL);
  });

  it('cannot grant a group a right they lack, through its masks or a property’s security', async () => {
    const { client: keeper, group: mine } = await alphaUser('masks.keeper', [
      grant(MgmtCoFeature.SecurityGroups, Access.View | Access.Edit),
      grant(MgmtCoFeature.Users, Access.View),
      grant(PropertyFeature.Details, Access.View),
    ]);
    const current = (
      await keeper.get<{ data: { accesses: Grant[]; version: number } }>(
        `/api/SystemSecurityAccesses/${mine.id}`,
      )
    ).body.data;
    const more = await keeper.put(`/api/SystemSecurityAccesses/${mine.id}`, {
      accesses: [...current.accesses, grant(MgmtCoFeature.Vendors, ACCESS_ALL)],
      version: current.version,
    });
    expect(more.status).toBe(403);
    expect(more.body.error).toMatch(/Vendors/);
    const higher = await keeper.put(`/api/SystemSecurityAccesses/${mine.id}`, {
      accesses: current.accesses.map((a) =>
        a.securityFeatureID === MgmtCoFeature.Users ? { ...a, access: Access.View | Access.Delete } : a,
      ),
      version: current.version,
    });
    expect(higher.status).toBe(403);
    // Administrators grant everything: the keeper may not take from them what they do not hold either.
    const administrators = await groupNamed(keeper, 'Administrators');
    const strip = await keeper.put(`/api/SystemSecurityAccesses/${administrators.id}`, {
      accesses: [],
      version: administrators.version,
    });
    expect(strip.status).toBe(403);
    // A property's security tab grants per property: the same rule.
    const admin = await server.as('alpha.admin');
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: (await userNamed(admin, 'alpha.admin')).managementCompanyID,
      name: 'Masks Field',
      type: 'airport',
    });
    const tab = await keeper.put(`/api/PropertySecurity/${property.body.data.id}`, {
      groups: [{ groupID: mine.id, thisProperty: { [PropertyFeature.Leases]: ACCESS_ALL } }],
    });
    expect(tab.status).toBe(403);
    // What they hold they may give: View of property details on this property, and less of Users.
    const ok = await keeper.put(`/api/PropertySecurity/${property.body.data.id}`, {
      groups: [{ groupID: mine.id, thisProperty: { [PropertyFeature.Details]: Access.View } }],
    });
    expect(ok.status).toBe(200);
    const reread = (
      await keeper.get<{ data: { accesses: Grant[]; version: number } }>(
        `/api/SystemSecurityAccesses/${mine.id}`,
      )
    ).body.data;
    const fewer = await keeper.put(`/api/SystemSecurityAccesses/${mine.id}`, {
      accesses: reread.accesses.filter((a) => a.securityFeatureID !== MgmtCoFeature.Users),
      version: reread.version,
    });
    expect(fewer.status).toBe(200);
  });

  it('a system security groups holder cannot join a system group granting more, nor grant it more', async () => {
    const sysadmin = await server.as('sysadmin');
    const { user: keeperUser } = await alphaUser('system.keeper', []);
    const keeperGroup = await sysadmin.post<{ data: Group }>('/api/SystemSecurityGroup', {
      name: 'Group keepers',
      memberIDs: [keeperUser.id],
    });
    const set = await sysadmin.put(`/api/SystemSecurityAccesses/${keeperGroup.body.data.id}`, {
      accesses: [grant(SystemFeature.SecurityGroups, Access.View | Access.Add | Access.Edit)],
      version: keeperGroup.body.data.version,
    });
    expect(set.status).toBe(200);
    const powerful = await sysadmin.post<{ data: Group }>('/api/SystemSecurityGroup', { name: 'Powerful' });
    const powered = await sysadmin.put<{ data: { version: number } }>(
      `/api/SystemSecurityAccesses/${powerful.body.data.id}`,
      { accesses: [grant(SystemFeature.Users, ACCESS_ALL)], version: powerful.body.data.version },
    );
    expect(powered.status).toBe(200);
    const keeper = server.client();
    await keeper.login('system.keeper', PASSWORD);
    const join = await keeper.put(`/api/SystemSecurityGroup/${powerful.body.data.id}`, {
      name: 'Powerful',
      memberIDs: [keeperUser.id],
      version: powered.body.data.version,
    });
    expect(join.status).toBe(403);
    const grow = await keeper.put(`/api/SystemSecurityAccesses/${keeperGroup.body.data.id}`, {
      accesses: [
        grant(SystemFeature.SecurityGroups, Access.View | Access.Add | Access.Edit),
        grant(SystemFeature.Users, Access.View),
      ],
      version: keeperGroup.body.data.version + 1,
    });
    expect(grow.status).toBe(403);
    // A new system group holding what they hold may be made.
    const made = await keeper.post('/api/SystemSecurityGroup', { name: 'Empty', memberIDs: [] });
    expect(made.status).toBe(200);
  });
});
