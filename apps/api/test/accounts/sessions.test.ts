// Sign-in, tokens (expired, revoked, sliding), CSRF and the login session shape, over real HTTP.
import { SystemFeature, isSessionValid, loginSessionSchema } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { hashSecret } from '../../src/security/tokens';
import { DEMO_PASSWORD, useTestServer } from '../support/server';

const server = useTestServer({ SESSION_HOURS: '8' });

describe('POST /api/authenticate', () => {
  it('answers the login session of a company user', async () => {
    const c = server.client();
    const res = await c.post<{ data: unknown; error: null }>('/api/authenticate', {
      userName: 'alpha.viewer',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.error).toBeNull();
    const session = loginSessionSchema.parse(res.body.data);
    expect(session).toMatchObject({
      success: true,
      fileAs: 'Viewer, Alpha',
      isSystemAdmin: false,
      systemSecurityFeaturesAccess: [],
    });
    expect(session.managementCompanyID).toBeGreaterThan(0);
    expect(session.token).toMatch(/^[\w-]{43}$/);
    expect(isSessionValid(session)).toBe(true);
    const hours = (Date.parse(session.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });

  it('gives the system administrator every system feature', async () => {
    const data = await server.client().login('SysAdmin');
    expect(data.isSystemAdmin).toBe(true);
    expect(data.systemSecurityFeaturesAccess).toContainEqual({
      systemSecurityFeatureID: SystemFeature.Users,
      access: 31,
    });
  });

  it('stores only a hash of the token', async () => {
    const data = await server.client().login('bravo.viewer');
    const byHash = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(data.token)));
    expect(byHash).toHaveLength(1);
    const byToken = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, data.token));
    expect(byToken).toHaveLength(0);
  });

  it('answers one generic message for an unknown user and for a wrong password', async () => {
    const c = server.client();
    const unknown = await c.post('/api/authenticate', {
      userName: 'nobody.here',
      password: 'whatever-it-is',
    });
    const wrong = await c.post('/api/authenticate', {
      userName: 'bravo.admin',
      password: 'not-the-password',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ success: false, error: 'Invalid user name or password' });
    expect(unknown.body.tokenError).toBeUndefined();
  });

  it('refuses a body with unknown fields or a missing password', async () => {
    const c = server.client();
    const extra = await c.post('/api/authenticate', {
      userName: 'alpha.admin',
      password: DEMO_PASSWORD,
      admin: true,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/admin/);
    const missing = await c.post('/api/authenticate', { userName: 'alpha.admin' });
    expect(missing.status).toBe(400);
  });
});

describe('tokens', () => {
  it('a revoked token is refused as InvalidToken and logout is idempotent', async () => {
    const c = await server.as('alpha.admin');
    expect((await c.get('/api/MgmtCo')).status).toBe(200);
    expect((await c.get(`/api/logout/${c.token}`)).body).toEqual({ success: true, data: null });
    const after = await c.get('/api/MgmtCo');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, tokenError: 'InvalidToken' });
    expect((await c.get(`/api/logout/${c.token}`)).status).toBe(200);
  });

  it('an unknown or missing token is InvalidToken', async () => {
    const c = server.client();
    c.token = 'x'.repeat(43);
    expect((await c.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
    c.token = null;
    const none = await c.get('/api/MgmtCo');
    expect(none.status).toBe(401);
    expect(none.body.tokenError).toBe('InvalidToken');
  });

  it('an expired token is refused as ExpiredToken; use slides the expiry forward', async () => {
    const c = await server.as('bravo.admin');
    server.advance(7 * 3_600_000);
    const used = await c.get('/api/MgmtCo');
    expect(used.status).toBe(200);
    const slid = Date.parse(used.headers.get('x-session-expires') ?? '');
    expect(slid - Date.now()).toBeGreaterThan(14 * 3_600_000);
    server.advance(7 * 3_600_000);
    expect((await c.get('/api/MgmtCo')).status).toBe(200);
    server.advance(8 * 3_600_000 + 60_000);
    const expired = await c.get('/api/MgmtCo');
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, tokenError: 'ExpiredToken' });
  });
});

describe('CSRF', () => {
  it('sets the XSRF-TOKEN cookie on /api/health for a client that lacks it, and only then', async () => {
    const c = server.client();
    const first = await c.get('/api/health');
    expect(first.headers.getSetCookie().join()).toMatch(/XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict/);
    const second = await c.get('/api/health');
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a write without the header or with a different value, with 403', async () => {
    const c = server.client();
    await c.get('/api/health');
    const body = { userName: 'alpha.admin', password: DEMO_PASSWORD };
    const none = await c.call('POST', '/api/authenticate', body, { xsrf: false });
    expect(none.status).toBe(403);
    expect(none.body.success).toBe(false);
    const wrong = await c.call('POST', '/api/authenticate', body, { xsrf: 'forged-value' });
    expect(wrong.status).toBe(403);
    const put = await c.call('PUT', '/api/AddActivity', {}, { xsrf: false });
    expect(put.status).toBe(403);
    const right = await c.call('POST', '/api/authenticate', body);
    expect(right.status).toBe(200);
  });

  it('refuses a header without the cookie (a forged cross-site request carries no readable cookie)', async () => {
    const res = await fetch(`${server.base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'guess' },
      body: JSON.stringify({ userName: 'alpha.admin', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(403);
  });
});
