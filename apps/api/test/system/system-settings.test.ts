// The system values the API reads on its hot paths: the session length and the sign-in limits, applied from
// the next request after a change on this instance, and refused when out of their limits.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { DEMO_PASSWORD, useTestServer, type Client } from '../support/server';

const server = useTestServer({ RATE_LIMIT_SCALE: '20' });

let lastAddress = 10;
const from = () => ({ 'x-forwarded-for': `203.0.113.${lastAddress++}` });
const attempt = (c: Client, userName: string, password: string, headers: Record<string, string>) =>
  c.call('POST', '/api/authenticate', { userName, password }, { headers });

async function setValue(admin: Client, key: string, value: string) {
  return admin.post<{ data: { id: number }; fieldErrors?: Record<string, string> }>('/api/systemvalues', {
    key,
    value,
  });
}

/** Hours between the creation and the expiry of the user's newest session. */
async function lastSessionHours(userName: string): Promise<number> {
  const [row] = await server.database.db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.userName, userName))
    .orderBy(desc(sessions.id))
    .limit(1);
  return Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000);
}

describe('system values read by the API', () => {
  it('a session lasts the SessionHours value once set, the server setting before', async () => {
    const admin = await server.as('sysadmin');
    await server.as('alpha.viewer');
    expect(await lastSessionHours('alpha.viewer')).toBe(server.config.SESSION_HOURS);
    expect((await setValue(admin, 'SessionHours', '0')).body.fieldErrors).toHaveProperty('value');
    expect((await setValue(admin, 'SessionHours', '2')).status).toBe(200);
    await server.as('alpha.viewer');
    expect(await lastSessionHours('alpha.viewer')).toBe(2);
  });

  it('pauses sign-in after the SignInPairLimit failures once set', async () => {
    const admin = await server.as('sysadmin');
    const c = server.client();
    // The default (5): a fourth failure is still only a wrong password.
    const before = from();
    for (let i = 0; i < 4; i++) expect((await attempt(c, 'bravo.viewer', 'wrong', before)).status).toBe(401);
    expect((await setValue(admin, 'SignInPairLimit', '3')).status).toBe(200);
    const after = from();
    for (let i = 0; i < 3; i++) expect((await attempt(c, 'alpha.viewer', 'wrong', after)).status).toBe(401);
    expect((await attempt(c, 'alpha.viewer', DEMO_PASSWORD, after)).status).toBe(429);
  });
});
