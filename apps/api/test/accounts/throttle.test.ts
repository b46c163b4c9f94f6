// Sign-in throttling per (name, address), per address and per name, and that it does not reveal which names exist.
import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { THROTTLE } from '../../src/security/throttle';
import { auditEvents } from '../../src/db/schema';
import { Client, DEMO_PASSWORD, type Reply, useTestServer } from '../support/server';

// The per-address request limit is raised here: these tests send many sign-ins from one address on purpose.
// The clock stands still but for `advance`: the remaining wait a refusal names does not drift on a slow run.
const server = useTestServer({ RATE_LIMIT_SCALE: '20' }, { clock: 'still' });

/** Each test signs in from its own address (the app trusts X-Forwarded-For), so address counts stay apart. */
let lastAddress = 10;
const from = () => ({ 'x-forwarded-for': `198.51.100.${lastAddress++}` });

async function attempt(c: Client, userName: string, password: string, headers: Record<string, string>) {
  return c.call('POST', '/api/authenticate', { userName, password }, { headers });
}

// Each test checks dozens of passwords (scrypt): generous on a loaded machine.
describe('throttling per user name and address', { timeout: 60_000 }, () => {
  it('after 5 failures from one address refuses that address, not the real user at another', async () => {
    const c = server.client();
    const address = from();
    for (let i = 0; i < 5; i++)
      expect((await attempt(c, 'alpha.viewer', 'wrong-password', address)).status).toBe(401);
    const refused = await attempt(c, 'alpha.viewer', DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many failed sign-in attempts. Wait 30 seconds and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real user at their own address is not locked out by a stranger's guesses.
    expect((await attempt(c, 'alpha.viewer', DEMO_PASSWORD, from())).status).toBe(200);
    // Another user at the guessing address is not locked out either.
    expect((await attempt(c, 'alpha.admin', DEMO_PASSWORD, address)).status).toBe(200);

    server.advance(31_000);
    expect((await attempt(c, 'alpha.viewer', DEMO_PASSWORD, address)).status).toBe(200);
    // The success reset the pair's count: four more failures do not lock.
    for (let i = 0; i < 4; i++)
      expect((await attempt(c, 'alpha.viewer', 'wrong-password', address)).status).toBe(401);
    expect((await attempt(c, 'alpha.viewer', DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('at the per-name ceiling refuses only addresses that failed for the name, never a fresh one', async () => {
    const c = server.client();
    await c.get('/api/health');
    // 100 wrong passwords over 20 addresses (side by side, each address one after another): the name's ceiling.
    const addresses = Array.from({ length: THROTTLE.userLimit / THROTTLE.pairLimit }, from);
    await Promise.all(
      addresses.map(async (address, a) => {
        for (let i = 0; i < THROTTLE.pairLimit; i++)
          expect((await attempt(c, 'bravo.admin', `guess-${a}-${i}`, address)).status).toBe(401);
      }),
    );
    // The real user, at an address without failures for the name, signs in (again and again).
    const home = from();
    expect((await attempt(c, 'bravo.admin', DEMO_PASSWORD, home)).status).toBe(200);
    expect((await attempt(c, 'bravo.admin', DEMO_PASSWORD, home)).status).toBe(200);
    // Another fresh address may try once; after its failure it is refused while the name is over its ceiling,
    // with the right password too, though it is far below its own pair limit.
    const guesser = from();
    expect((await attempt(c, 'bravo.admin', 'one-more-guess', guesser)).status).toBe(401);
    const refused = await attempt(c, 'bravo.admin', DEMO_PASSWORD, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many failed sign-in attempts\. Wait /);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other names from that address are not concerned.
    expect((await attempt(c, 'bravo.viewer', DEMO_PASSWORD, guesser)).status).toBe(200);
    // The fresh addresses still sign in, and after the window the guessing address does too.
    expect((await attempt(c, 'bravo.admin', DEMO_PASSWORD, from())).status).toBe(200);
    server.advance(THROTTLE.windowMs + 60_000);
    expect((await attempt(c, 'bravo.admin', DEMO_PASSWORD, guesser)).status).toBe(200);
  }, 60_000);

  it('counts wrong current passwords at a password change like failed sign-ins', async () => {
    const c = server.client();
    const address = from();
    c.token = (
      await c.call<{ data: { token: string } }>(
        'POST',
        '/api/authenticate',
        { userName: 'bravo.viewer', password: DEMO_PASSWORD },
        { headers: address },
      )
    ).body.data.token;
    const change = (currentPassword: string) =>
      c.call(
        'POST',
        '/api/changepassword',
        { currentPassword, newPassword: 'Taxiway-Bravo-Hold-9' },
        { headers: address },
      );
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    // And the sign-in of that name from that address is locked as well: one budget for both doors.
    expect((await attempt(c, 'bravo.viewer', DEMO_PASSWORD, address)).status).toBe(429);
    server.advance(31_000);
  });

  it('grows the delay with each further failure', async () => {
    const c = server.client();
    const address = from();
    for (let i = 0; i < 5; i++) await attempt(c, 'bravo.viewer', 'wrong-password', address);
    server.advance(31_000);
    expect((await attempt(c, 'bravo.viewer', 'wrong-again-1', address)).status).toBe(401);
    const second = await attempt(c, 'bravo.viewer', DEMO_PASSWORD, address);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe('Too many failed sign-in attempts. Wait 60 seconds and try again.');
    server.advance(61_000);
    expect((await attempt(c, 'bravo.viewer', 'wrong-again-2', address)).status).toBe(401);
    expect((await attempt(c, 'bravo.viewer', DEMO_PASSWORD, address)).body.error).toBe(
      'Too many failed sign-in attempts. Wait 2 minutes and try again.',
    );
    server.advance(121_000);
    expect((await attempt(c, 'bravo.viewer', DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('treats an unknown user name exactly like a known one (no enumeration through the lock)', async () => {
    const c = server.client();
    const address = from();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const k = await attempt(c, 'bravo.admin', 'wrong-password', address);
      const u = await attempt(c, 'ghost.user', 'wrong-password', address);
      known.push([k.status, k.body]);
      unknown.push([u.status, u.body]);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([
      429,
      { success: false, error: 'Too many failed sign-in attempts. Wait 30 seconds and try again.' },
    ]);
  });
});

describe('concurrent guesses', { timeout: 60_000 }, () => {
  /** Throttle refusals, told apart from the per-address request limit's. */
  const throttled = (r: Reply) =>
    r.status === 429 && /^Too many failed sign-in attempts/.test(r.body.error ?? '');

  it('25 at once for one name from one address check at most 5 passwords', async () => {
    const c = server.client();
    await c.get('/api/health');
    const address = from();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(c, 'alpha.admin', `parallel-guess-${i}`, address)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(THROTTLE.pairLimit);
    expect(answers.filter(throttled)).toHaveLength(25 - THROTTLE.pairLimit);
    // The name is not locked elsewhere, and this pair is once its pause is over.
    expect((await attempt(c, 'alpha.admin', DEMO_PASSWORD, from())).status).toBe(200);
    expect((await attempt(c, 'alpha.admin', DEMO_PASSWORD, address)).status).toBe(429);
  });

  it('as many right passwords at once as the pair limit all sign in and leave nothing counted', async () => {
    const c = server.client();
    await c.get('/api/health');
    const address = from();
    // (Each counts as a failure until its password is found right: more at once than the limit would wait.)
    const answers = await Promise.all(
      Array.from({ length: THROTTLE.pairLimit }, () => attempt(c, 'alpha.viewer', DEMO_PASSWORD, address)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    // Four failures after them do not lock: the successes counted for nothing.
    for (let i = 0; i < THROTTLE.pairLimit - 1; i++)
      expect((await attempt(c, 'alpha.viewer', `typo-${i}`, address)).status).toBe(401);
    expect((await attempt(c, 'alpha.viewer', DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('60 at once over 60 names from one address check at most the address limit', async () => {
    const c = server.client();
    await c.get('/api/health');
    const address = from();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(c, `spray${i}`, 'wrong-password', address)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(THROTTLE.addressLimit);
    expect(answers.filter(throttled)).toHaveLength(60 - THROTTLE.addressLimit);
  });
});

describe('throttling per address', { timeout: 60_000 }, () => {
  it('locks an address after 50 failures over many names, while other addresses still sign in', async () => {
    const c = server.client();
    const address = from();
    for (let i = 0; i < 50; i++) {
      const res = await attempt(c, `nobody${i}`, 'wrong-password', address);
      expect(res.status).toBe(401);
    }
    const locked = await attempt(c, 'alpha.admin', DEMO_PASSWORD, address);
    expect(locked.status).toBe(429);
    expect((await attempt(c, 'alpha.admin', DEMO_PASSWORD, from())).status).toBe(200);
  });
});

describe('client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const direct = await buildApp({
      config: loadConfig({ SITE_DIR: '', TRUST_PROXY: 'false' }),
      logger: false,
      database: server.database,
    });
    const base = await direct.listen({ port: 0, host: '127.0.0.1' });
    try {
      const spoofed = { 'x-forwarded-for': '203.0.113.9' };
      const lastAddress = async () =>
        (await server.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]
          ?.detail as { address: string };
      await attempt(new Client(base), 'nobody.at.all', 'wrong-password', spoofed);
      expect((await lastAddress()).address).toBe('127.0.0.1');
      await attempt(server.client(), 'nobody.at.all', 'wrong-password', spoofed);
      expect((await lastAddress()).address).toBe('203.0.113.9');
    } finally {
      await direct.close();
    }
  });
});
