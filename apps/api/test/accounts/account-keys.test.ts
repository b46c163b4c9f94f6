// Registration, e-mail confirmation and password reset with single-use, expiring keys, through a real SMTP server.
import { NEW_REGISTRATION_KEY } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, keyFromMail, useSmtpServer, useTestServer } from '../support/server';

const smtp = useSmtpServer();
const server = useTestServer(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://hangar.test' }));

const NEW_PASSWORD = 'Crosswind-Component-42';

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const c = server.client();
    const before = smtp.received.length;
    const known = await c.get('/api/sendforgottenpasswordemail/alpha.viewer%40alpha.example');
    const unknown = await c.get('/api/sendforgottenpasswordemail/nobody%40nowhere.example');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const key = await keyFromMail(smtp.received, 'alpha.viewer@alpha.example', 'resetpassword');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(smtp.received.slice(before).flatMap((m) => m.to)).toEqual(['alpha.viewer@alpha.example']);
  });

  it('resets the password once with the key, ends old sessions, and refuses the key afterwards', async () => {
    const c = server.client();
    const oldSession = await server.as('bravo.viewer');
    await c.get('/api/sendforgottenpasswordemail/BRAVO.VIEWER%40bravo.example');
    const key = await keyFromMail(smtp.received, 'bravo.viewer@bravo.example', 'resetpassword');

    expect((await c.get(`/api/validatepasswordchange/${key}`)).body).toEqual({
      success: true,
      data: { userName: 'bravo.viewer' },
    });
    // A refused password does not use up the key.
    const weak = await c.post('/api/changepassword', { key, newPassword: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/too common/);
    const short = await c.post('/api/changepassword', { key, newPassword: 'short-pw' });
    expect(short.status).toBe(400);

    expect((await c.post('/api/changepassword', { key, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await c.post('/api/changepassword', { key, newPassword: 'Another-Password-99' });
    expect(again.status).toBe(400);
    expect((await c.get(`/api/validatepasswordchange/${key}`)).status).toBe(400);

    expect((await oldSession.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
    expect(
      (await c.post('/api/authenticate', { userName: 'bravo.viewer', password: DEMO_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await c.post('/api/authenticate', { userName: 'bravo.viewer', password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses a key after it expires (one hour)', async () => {
    const c = server.client();
    await c.get('/api/sendforgottenpasswordemail/alpha.admin%40alpha.example');
    const key = await keyFromMail(smtp.received, 'alpha.admin@alpha.example', 'resetpassword');
    expect((await c.get(`/api/validatepasswordchange/${key}`)).status).toBe(200);
    server.advance(61 * 60_000);
    expect((await c.get(`/api/validatepasswordchange/${key}`)).status).toBe(400);
    expect((await c.post('/api/changepassword', { key, newPassword: NEW_PASSWORD })).status).toBe(400);
  });

  it('sends at most three reset e-mails per user per hour', async () => {
    const c = server.client();
    for (let i = 0; i < 5; i++)
      expect((await c.get('/api/sendforgottenpasswordemail/bravo.admin%40bravo.example')).status).toBe(200);
    // The answers go out before the work: wait (bounded) until all five requests are recorded.
    const sys = await server.as('sysadmin');
    for (let i = 0; i < 200; i++) {
      const events = (
        await sys.get<{ data: { kind: string; subjectUserName: string }[] }>('/api/auditevents')
      ).body.data;
      if (
        events.filter((e) => e.kind === 'password.reset_requested' && e.subjectUserName === 'bravo.admin')
          .length === 5
      )
        break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(smtp.received.filter((m) => m.to.includes('bravo.admin@bravo.example'))).toHaveLength(3);
  });
});

describe('changing the password while signed in', () => {
  it('needs the current password and keeps the current session only', async () => {
    const me = await server.as('bravo.admin');
    const other = await server.as('bravo.admin');
    const wrong = await me.post('/api/changepassword', {
      currentPassword: 'not-it',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    const named = await me.post('/api/changepassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'my-bravo.admin-pw',
    });
    expect(named.body.error).toBe('The password must not contain the user name');
    expect(
      (await me.post('/api/changepassword', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await me.get('/api/MgmtCo')).status).toBe(200);
    expect((await other.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
  });

  it('needs a session', async () => {
    const res = await server
      .client()
      .post('/api/changepassword', { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.tokenError).toBe('InvalidToken');
  });
});

describe('registration', () => {
  const form = {
    userName: 'charlie.owner',
    email: 'Owner@Charlie.example',
    password: 'Taxiway-Bravo-Hold-Short',
    firstName: 'Charlie',
    lastName: 'Owner',
    companyName: 'Charlie Hangars LLC',
  };

  it('registers a company administrator who signs in only after confirming the address once', async () => {
    const c = server.client();
    // Closed until a system administrator opens it.
    expect((await c.get('/api/IsNewRegistrationAvailable')).body).toEqual({ success: true, data: false });
    const admin = await server.as('sysadmin');
    expect((await admin.post('/api/systemvalues', { key: NEW_REGISTRATION_KEY, value: 'true' })).status).toBe(
      200,
    );
    expect((await c.get('/api/IsNewRegistrationAvailable')).body).toEqual({ success: true, data: true });
    expect((await c.get('/api/authenticate/exists/Charlie.Owner')).body.data).toBe(false);
    expect((await c.post('/api/register', { ...form, password: 'qwerty123456' })).status).toBe(400);
    expect((await c.post('/api/register', { ...form, role: 'admin' })).status).toBe(400);
    expect((await c.post('/api/register', { ...form, userName: 'alpha.admin' })).body.error).toBe(
      'This user name is taken; choose another',
    );

    const res = await c.post('/api/register', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { userName: 'charlie.owner' } });
    expect((await c.get('/api/authenticate/exists/CHARLIE.OWNER')).body.data).toBe(true);

    const early = await c.post('/api/authenticate', { userName: form.userName, password: form.password });
    expect(early.status).toBe(401);
    expect(early.body.error).toMatch(/Confirm your e-mail/);

    const key = await keyFromMail(smtp.received, 'owner@charlie.example', 'confirmemail');
    expect(smtp.received.some((m) => m.text.includes(`http://hangar.test/confirmemail/${key}`))).toBe(true);
    expect((await c.get(`/api/authenticateemail/${key}`)).body).toEqual({
      success: true,
      data: { userName: 'charlie.owner' },
    });
    expect((await c.get(`/api/authenticateemail/${key}`)).status).toBe(400);

    const session = await c.login(form.userName, form.password);
    expect(session.fileAs).toBe('Owner, Charlie');
    const company = await c.get<{ data: { name: string }[] }>('/api/MgmtCo');
    expect(company.body.data.map((m) => m.name)).toEqual(['Charlie Hangars LLC']);
  });

  it('is refused when the system value switches it off', async () => {
    const admin = await server.as('sysadmin');
    const values = await admin.get<{
      data: { id: number; key: string; value: string; description: string; version: number }[];
    }>('/api/systemvalues');
    const flag = values.body.data.find((v) => v.key === NEW_REGISTRATION_KEY)!;
    const put = await admin.put(`/api/systemvalues/${flag.id}`, {
      key: flag.key,
      value: 'false',
      description: flag.description,
      version: flag.version,
    });
    expect(put.status).toBe(200);
    const c = server.client();
    expect((await c.get('/api/IsNewRegistrationAvailable')).body.data).toBe(false);
    const res = await c.post('/api/register', {
      ...form,
      userName: 'delta.owner',
      email: 'delta@delta.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Registration is not available');
  });
});
