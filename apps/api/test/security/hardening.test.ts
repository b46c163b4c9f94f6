// The account-takeover paths and safety rails closed by the security review: each test failed before its fix.
import { Access, SystemFeature } from '@hangar/contracts';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import { INACTIVE_COMPANY } from '../../src/modules/accounts/sign-in-routes';
import { auditEvents } from '../../src/db/schema';
import { RATE_LIMITS } from '../../src/security/rate-limits';
import { safeError } from '../../src/security/log-redaction';
import {
  checkContract,
  type Client,
  DEMO_PASSWORD,
  loginAs,
  type Reply,
  useTestServer,
} from '../support/server';

// No SMTP_URL: the embedded default, where the outbox table is the mailbox.
const server = useTestServer();
/** alpha.viewer's password after the reset test. */
const NEW_PASSWORD = 'Runway-32-Wind-Check';

type User = {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  managementCompanyID: number;
  securityGroupIDs: number[];
  emailConfirmed: boolean;
  version: number;
};
type Group = { id: number; name: string; version: number; managementCompanyID: number | null };
type Outbox = { to: string; subject: string; text: string }[];
type Audit = {
  kind: string;
  actorUserName: string | null;
  effectiveUserName: string | null;
  subjectUserName: string | null;
  detail: string;
};

let nextAddress = 1;
/** A client at an address of its own (X-Forwarded-For from loopback is trusted), so per-address limits stay apart. */
function at(c: Client): Client {
  const address = `203.0.113.${nextAddress++}`;
  const call = c.call.bind(c);
  c.call = (method, path, body, opts = {}) =>
    call(method, path, body, { ...opts, headers: { 'x-forwarded-for': address, ...opts.headers } });
  return c;
}

async function user(admin: Client, userName: string): Promise<User> {
  const list = await admin.get<{ data: { items: User[] } }>(`/api/SystemUserSearch?q=${userName}`);
  const found = list.body.data.items.find((u) => u.userName === userName);
  if (!found) throw new Error(`no user ${userName}`);
  return found;
}

const edit = (u: User, change: Partial<User> = {}) => {
  const { email, firstName, lastName, managementCompanyID, securityGroupIDs, version } = { ...u, ...change };
  return { email, firstName, lastName, managementCompanyID, securityGroupIDs, version };
};

async function systemGroup(admin: Client, name: string, feature: number, members: number[]) {
  const group = (await admin.post<{ data: Group }>('/api/SystemSecurityGroup', { name, memberIDs: members }))
    .body.data;
  const granted = await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
    accesses: [
      { securityFeatureID: feature, access: Access.View | Access.Add | Access.Edit | Access.Delete },
    ],
    version: group.version,
  });
  expect(granted.status).toBe(200);
  return group;
}

const outbox = async (admin: Client) =>
  (await admin.get<{ data: Outbox }>('/api/emailoutbox?limit=50')).body.data;
const keyIn = (text: string, path: string) => new RegExp(`/${path}/([\\w-]+)`).exec(text)?.[1];

describe('1. the outbox never hands out usable keys to anyone but a system administrator', () => {
  it('without SMTP, a user holding only the outbox feature cannot read it; the administrator can', async () => {
    const admin = await server.as('sysadmin');
    const viewer = await user(admin, 'alpha.viewer');
    await systemGroup(admin, 'Mail readers', SystemFeature.Outbox, [viewer.id]);
    const reader = at(server.client());
    await reader.login('alpha.viewer');
    // The attack: ask for a reset of the system administrator, then read the link.
    await reader.get('/api/sendforgottenpasswordemail/sysadmin%40alpha.example');
    const refused = await reader.get('/api/emailoutbox');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/only system administrators/);
    await expect
      .poll(async () => (await outbox(admin)).some((m) => m.to === 'sysadmin@alpha.example'))
      .toBe(true);
  });
});

describe('2. a company administrator cannot take over a user with system rights', () => {
  it('refuses to edit, disable or delete a member of a system group, and keeps system memberships', async () => {
    const admin = await server.as('sysadmin');
    const target = await user(admin, 'bravo.viewer');
    const auditors = await systemGroup(admin, 'Auditors', SystemFeature.ErrorLog, [target.id]);
    const withGroup = await user(admin, 'bravo.viewer');
    expect(withGroup.securityGroupIDs).toContain(auditors.id);

    const companyAdmin = await server.as('bravo.admin');
    const seen = (await companyAdmin.get<{ data: User }>(`/api/SystemUser/${target.id}`)).body.data;
    const takeover = await companyAdmin.put(
      `/api/SystemUser/${target.id}`,
      edit(seen, { email: 'attacker@evil.example' }),
    );
    expect(takeover.status).toBe(403);
    expect(takeover.body.error).toMatch(/system rights/);
    const strip = await companyAdmin.put(
      `/api/SystemUser/${target.id}`,
      edit(seen, { securityGroupIDs: seen.securityGroupIDs.filter((g) => g !== auditors.id) }),
    );
    expect(strip.status).toBe(403);
    expect(
      (await companyAdmin.put(`/api/SystemUser/${target.id}`, { ...edit(seen), isDisabled: true })).status,
    ).toBe(403);
    expect((await companyAdmin.delete(`/api/SystemUser/${target.id}`)).status).toBe(403);
    const after = await user(admin, 'bravo.viewer');
    expect(after).toMatchObject({
      email: 'bravo.viewer@bravo.example',
      emailConfirmed: true,
      version: seen.version,
    });

    // A holder of the system Users feature (not of system security) may edit the user once they hold every
    // right the user holds (the error log too), but a list without the system group neither removes it nor
    // can add one.
    const bravoAdmin = await user(admin, 'bravo.admin');
    await systemGroup(admin, 'User administrators', SystemFeature.Users, [bravoAdmin.id]);
    const short = await (
      await server.as('bravo.admin')
    ).put(`/api/SystemUser/${target.id}`, edit(after, { firstName: 'Renamed' }));
    expect(short.status).toBe(403);
    expect(short.body.error).toMatch(/holds rights you do not have.*Error log/);
    await systemGroup(admin, 'Error log keepers', SystemFeature.ErrorLog, [bravoAdmin.id]);
    const userAdmin = await server.as('bravo.admin');
    const renamed = await userAdmin.put<{ data: User }>(
      `/api/SystemUser/${target.id}`,
      edit(after, { firstName: 'Renamed', securityGroupIDs: [] }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.securityGroupIDs).toContain(auditors.id);
    const grant = await userAdmin.put(
      `/api/SystemUser/${target.id}`,
      edit(renamed.body.data, {
        securityGroupIDs: [...renamed.body.data.securityGroupIDs, auditors.id + 1000],
      }),
    );
    expect(grant.status).toBe(400);
  });

  it('a changed e-mail is unconfirmed until its owner confirms it; the old address is told', async () => {
    const admin = await server.as('sysadmin');
    const companyAdmin = await server.as('alpha.admin');
    const me = await companyAdmin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess');
    const created = await companyAdmin.post<{ data: User }>('/api/SystemUser', {
      userName: 'alpha.clerk',
      password: 'Hangar-Door-Clerk-77',
      email: 'clerk@alpha.example',
      firstName: 'Casey',
      lastName: 'Clerk',
      managementCompanyID: me.body.data.managementCompanyID,
    });
    expect(created.status).toBe(200);
    const moved = await companyAdmin.put<{ data: User }>(
      `/api/SystemUser/${created.body.data.id}`,
      edit(created.body.data, { email: 'casey@newmail.example' }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.emailConfirmed).toBe(false);
    const clerk = at(server.client());
    const refused = await clerk.post('/api/authenticate', {
      userName: 'alpha.clerk',
      password: 'Hangar-Door-Clerk-77',
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatch(/Confirm your e-mail/);

    const mails = await outbox(admin);
    const confirm = mails.find((m) => m.to === 'casey@newmail.example')!;
    const notice = mails.find((m) => m.to === 'clerk@alpha.example')!;
    expect(notice.text).toMatch(/changed from this one to casey@newmail.example/);
    expect(keyIn(notice.text, 'confirmemail')).toBeUndefined();
    const key = keyIn(confirm.text, 'confirmemail')!;
    expect((await clerk.get(`/api/authenticateemail/${key}`)).status).toBe(200);
    expect(
      (await clerk.post('/api/authenticate', { userName: 'alpha.clerk', password: 'Hangar-Door-Clerk-77' }))
        .status,
    ).toBe(200);
  });
});

describe('3. a password change withdraws every other reset link and ends the other sessions', () => {
  it('after a reset with one key, an older unused key no longer works', async () => {
    const admin = await server.as('sysadmin');
    const c = at(server.client());
    await c.get('/api/sendforgottenpasswordemail/alpha.viewer%40alpha.example');
    await c.get('/api/sendforgottenpasswordemail/alpha.viewer%40alpha.example');
    let keys: string[] = [];
    await expect
      .poll(async () => {
        keys = (await outbox(admin))
          .filter((m) => m.to === 'alpha.viewer@alpha.example' && m.text.includes('/resetpassword/'))
          .map((m) => keyIn(m.text, 'resetpassword')!);
        return keys.length;
      })
      .toBe(2);
    const other = await server.as('alpha.viewer');
    expect((await c.post('/api/changepassword', { key: keys[0], newPassword: NEW_PASSWORD })).status).toBe(
      200,
    );
    expect((await c.get(`/api/validatepasswordchange/${keys[1]}`)).status).toBe(400);
    expect(
      (await c.post('/api/changepassword', { key: keys[1], newPassword: 'Attacker-Password-99' })).status,
    ).toBe(400);
    expect((await other.get('/api/MyAccess')).body.tokenError).toBe('InvalidToken');
  });

  it('a change with the current password withdraws outstanding reset links too', async () => {
    const admin = await server.as('sysadmin');
    const c = at(server.client());
    await c.get('/api/sendforgottenpasswordemail/bravo.admin%40bravo.example');
    let key: string | undefined;
    await expect
      .poll(async () => {
        key = (await outbox(admin))
          .filter((m) => m.to === 'bravo.admin@bravo.example')
          .map((m) => keyIn(m.text, 'resetpassword'))
          .find(Boolean);
        return Boolean(key);
      })
      .toBe(true);
    const owner = at(server.client());
    await owner.login('bravo.admin');
    const elsewhere = await server.as('bravo.admin');
    expect(
      (
        await owner.post('/api/changepassword', {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Taxiway-Bravo-Hold-3',
        })
      ).status,
    ).toBe(200);
    expect((await c.get(`/api/validatepasswordchange/${key}`)).status).toBe(400);
    expect((await elsewhere.get('/api/MyAccess')).body.tokenError).toBe('InvalidToken');
    expect((await owner.get('/api/MyAccess')).status).toBe(200);
  });
});

describe('5. the anonymous endpoints are rate limited per address', () => {
  const limited: [keyof typeof RATE_LIMITS, (c: Client, i: number) => Promise<Reply>][] = [
    ['userNameExists', (c, i) => c.get(`/api/authenticate/exists/someone${i}`)],
    [
      'authenticate',
      (c, i) => c.post('/api/authenticate', { userName: `nobody${i}`, password: 'wrong-password' }),
    ],
    ['register', (c) => c.post('/api/register', {})],
    ['forgottenPassword', (c, i) => c.get(`/api/sendforgottenpasswordemail/n${i}%40nowhere.example`)],
    ['errorReport', (c, i) => c.post('/api/errorlog', { message: `boom ${i}` })],
    [
      'activity',
      (c, i) =>
        c.put('/api/AddActivity', {
          localStorageId: '7f1c0a52-8b8e-4f55-9d1e-3f6f0c6b2a10',
          applicationId: 'hangar',
          url: `/page/${i}`,
          username: null,
          timeUtc: new Date().toISOString(),
        }),
    ],
  ];
  for (const [name, call] of limited) {
    it(`${name}: ${RATE_LIMITS[name].max} per window, then 429 with Retry-After`, async () => {
      const c = at(server.client());
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS[name].max; i++) statuses.push((await call(c, i)).status);
      expect(statuses.slice(0, -1)).not.toContain(429);
      const last = await call(c, 999);
      expect(last.status).toBe(429);
      expect(last.body.error).toMatch(/Too many requests from your address; try again in \d+ seconds/);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await call(at(server.client()), 0)).status).not.toBe(429);
    });
  }
});

describe('7. unknown ids and other companies’ ids get the same answer', () => {
  it('in a user update (groups) and in a group update (members)', async () => {
    const admin = await server.as('sysadmin');
    const bravoGroup = (
      await admin.get<{ data: Group[] }>(
        `/api/MgmtCoSecurityGroup?managementCompanyID=${(await user(admin, 'bravo.admin')).managementCompanyID}`,
      )
    ).body.data[0]!;
    const bravoUser = await user(admin, 'bravo.admin');
    const companyAdmin = await server.as('alpha.admin');
    const viewer = (
      await companyAdmin.get<{ data: User }>(`/api/SystemUser/${(await user(admin, 'alpha.clerk')).id}`)
    ).body.data;
    const answer = async (groupId: number) => {
      const res = await companyAdmin.put(
        `/api/SystemUser/${viewer.id}`,
        edit(viewer, { securityGroupIDs: [groupId] }),
      );
      return [res.status, res.body.error?.replace(String(groupId), 'N')];
    };
    expect(await answer(bravoGroup.id)).toEqual(await answer(999_999));
    expect(await answer(999_999)).toEqual([400, 'Unknown security group: N']);

    const alphaGroup = (await companyAdmin.get<{ data: Group[] }>('/api/MgmtCoSecurityGroup')).body.data[0]!;
    const members = async (userId: number) => {
      const res = await companyAdmin.put(`/api/MgmtCoSecurityGroup/${alphaGroup.id}`, {
        name: alphaGroup.name,
        memberIDs: [userId],
        version: alphaGroup.version,
      });
      return [res.status, res.body.error?.replace(String(userId), 'N')];
    };
    expect(await members(bravoUser.id)).toEqual(await members(999_999));
    expect(await members(999_999)).toEqual([400, 'Unknown user in members: N']);
  });
});

describe('8. bad input is a 400 with a clear message, never a 500', () => {
  it('refuses ids above 2^31-1 and NUL characters in bodies, paths and queries', async () => {
    const admin = await server.as('sysadmin');
    const big = await admin.get('/api/SystemUser/2147483648');
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/whole number from 1 to 2147483647/);
    expect((await admin.get('/api/SystemUser?managementCompanyID=99999999999')).status).toBe(400);

    const c = at(server.client());
    const login = await c.post('/api/authenticate', { userName: 'a\u0000b', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.error).toBe('body.userName: Text must not contain NUL characters');
    const exists = await c.get('/api/authenticate/exists/a%00b');
    expect(exists.status).toBe(400);
    expect(exists.body.error).toMatch(/NUL/);
    const register = await c.post('/api/register', {
      userName: 'nul.user',
      email: 'n@x.example',
      password: 'Long-Enough-Secret-1',
      firstName: 'N\u0000',
      lastName: 'U',
      companyName: 'C',
    });
    expect(register.status).toBe(400);
    expect((await admin.get('/api/SystemUserSearch?q=a%00')).status).toBe(400);
  });

  it('never logs or stores the parameters of a failed query', async () => {
    const secret = 'card-4111111111111111';
    let failure: unknown;
    try {
      await server.database.db.execute(sql`select ${secret}::int`);
    } catch (err) {
      failure = err;
    }
    expect(String((failure as Error).message)).toContain(secret);
    const safe = safeError(failure);
    expect(JSON.stringify(safe)).not.toContain(secret);
    expect(safe.message).toMatch(/^Database query failed \(SQLSTATE 22P02\)$/);
    expect(safe.query).toBe('select $1::int');
  });
});

describe('9. passwords made of a short repeated pattern are refused', () => {
  it('at a change of password', async () => {
    const c = at(server.client());
    await c.login('alpha.viewer', NEW_PASSWORD);
    const res = await c.post('/api/changepassword', {
      currentPassword: NEW_PASSWORD,
      newPassword: 'abababababab',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/too easy/);
  });
});

describe('10. impersonation and audit', () => {
  it("ending the administrator's session ends the impersonation it started", async () => {
    const admin = await server.as('sysadmin');
    const started = await loginAs(admin, 'alpha.viewer');
    const as = server.client();
    as.token = started.body.data.token;
    expect((await as.get('/api/MyAccess')).status).toBe(200);
    await admin.get(`/api/logout/${admin.token}`);
    expect((await as.get('/api/MyAccess')).body.tokenError).toBe('InvalidToken');
    const [end] = await server.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.kind} = 'impersonation.end'`)
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(end?.detail).toEqual({ reason: "the administrator's session ended" });
  });

  it('names the real and the effective user on changes made while impersonating', async () => {
    const admin = await server.as('sysadmin');
    const started = await loginAs(admin, 'alpha.admin');
    const as = server.client();
    as.token = started.body.data.token;
    const mine = (await as.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo')).body
      .data[0]!;
    expect(
      (await as.put(`/api/MgmtCo/${mine.id}`, { name: 'Alpha Hangars (renamed)', version: mine.version }))
        .status,
    ).toBe(200);
    const events = (await admin.get<{ data: Audit[] }>('/api/auditevents')).body.data;
    const change = events.find((e) => e.kind === 'company.updated')!;
    expect(change).toMatchObject({ actorUserName: 'sysadmin', effectiveUserName: 'alpha.admin' });
    expect(JSON.parse(change.detail).changes.name).toEqual({
      from: 'Alpha Hangar Management',
      to: 'Alpha Hangars (renamed)',
    });
  });

  it('audits system values with a field diff, secrets without their values', async () => {
    const admin = await server.as('sysadmin');
    const plain = (
      await admin.post<{ data: { id: number; version: number } }>('/api/systemvalues', {
        key: 'ListingContactLine',
        value: 'Call the office',
      })
    ).body.data;
    await admin.put(`/api/systemvalues/${plain.id}`, {
      key: 'ListingContactLine',
      value: 'Call 817-555-0100',
      version: plain.version,
    });
    const secret = (
      await admin.post<{ data: { id: number; version: number } }>('/api/systemvalues', {
        key: 'SmtpPassword',
        value: 'first-secret',
      })
    ).body.data;
    await admin.put(`/api/systemvalues/${secret.id}`, {
      key: 'SmtpPassword',
      value: 'second-secret',
      version: secret.version,
    });
    const events = (await admin.get<{ data: Audit[] }>('/api/auditevents')).body.data;
    const updates = events.filter((e) => e.kind === 'systemvalue.updated').map((e) => JSON.parse(e.detail));
    expect(updates).toContainEqual({
      key: 'ListingContactLine',
      changes: { value: { from: 'Call the office', to: 'Call 817-555-0100' } },
    });
    expect(updates).toContainEqual({
      key: 'SmtpPassword',
      changes: { value: { from: '[secret]', to: '[secret]' } },
    });
    expect(JSON.stringify(events)).not.toMatch(/first-secret|second-secret/);
    expect(events.find((e) => e.kind === 'systemvalue.updated')).toMatchObject({
      actorUserName: 'sysadmin',
      effectiveUserName: null,
    });
  });
});

describe('11. an inactive management company', () => {
  it('signs its users out and refuses their sign-in with a clear message; a wrong password stays generic', async () => {
    const admin = await server.as('sysadmin');
    const bravo = await server.as('bravo.viewer');
    const companies = (
      await admin.get<{ data: { id: number; name: string; version: number }[] }>('/api/MgmtCo')
    ).body.data;
    const company = companies.find((c) => c.name.startsWith('Bravo'))!;
    const off = await admin.put<{ data: { version: number } }>(`/api/MgmtCo/${company.id}`, {
      name: company.name,
      isActive: false,
      version: company.version,
    });
    expect(off.status).toBe(200);
    expect((await bravo.get('/api/MyAccess')).body.tokenError).toBe('InvalidToken');
    const c = at(server.client());
    const refused = await c.post('/api/authenticate', { userName: 'bravo.viewer', password: DEMO_PASSWORD });
    expect([refused.status, refused.body.error]).toEqual([401, INACTIVE_COMPANY]);
    const wrong = await c.post('/api/authenticate', {
      userName: 'bravo.viewer',
      password: 'not-the-password',
    });
    expect(wrong.body.error).toBe('Invalid user name or password');
    expect((await loginAs(admin, 'bravo.viewer')).status).toBe(403);

    await admin.put(`/api/MgmtCo/${company.id}`, {
      name: company.name,
      isActive: true,
      version: off.body.data.version,
    });
    expect(
      (await c.post('/api/authenticate', { userName: 'bravo.viewer', password: DEMO_PASSWORD })).status,
    ).toBe(200);
  });
});

/** A zod schema, or a file answer's zod schema per content type. */
const declaresZod = (answer: unknown) =>
  answer instanceof $ZodType ||
  Object.values((answer as { content?: Record<string, { schema: unknown }> })?.content ?? { none: {} }).every(
    (media) => media.schema instanceof $ZodType,
  );

describe('answers are checked against the contracts', () => {
  it('every account, management and administration route declares the zod schema its answers are checked by', () => {
    const unchecked = server.app.routeContracts
      .filter((r) => r.url.startsWith('/api/') && !/^\/api\/(Noaa|forecast|health|docs)/.test(r.url))
      .filter((r) => r.method !== 'HEAD' && !declaresZod(r.response?.['200']))
      .map((r) => `${r.method} ${r.url}`);
    expect(unchecked).toEqual([]);
  });

  it('the test client refuses an answer off its contract', () => {
    const contracts = server.app.routeContracts;
    expect(() =>
      checkContract(contracts, 'GET', '/api/MyAccess', 200, { success: true, data: { userName: 1 } }),
    ).toThrow(/off its contract/);
    expect(() =>
      checkContract(contracts, 'GET', '/api/MyAccess', 401, { success: false, error: 'x' }),
    ).not.toThrow();
    expect(() => checkContract(contracts, 'GET', '/api/SystemUser/7', 418, { success: true })).toThrow();
  });
});
