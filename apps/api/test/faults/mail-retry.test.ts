// SMTP down: mail waits in the outbox and is retried with back-off until a real SMTP server on 127.0.0.1 takes
// it (first nobody listening, then a server answering 421, then one that accepts); nothing is lost or doubled.
import { eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { retryDelaySeconds } from '../../src/mail/mailer';
import { keepMessages, useTestServer, type ReceivedMail } from '../support/server';

/** A real SMTP server on one port, switched between down (nothing listens), busy (421 to everyone) and up. */
function switchableSmtp() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let busy = false;
  const smtp = { port: 0, received, url: '' };
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!busy) return callback();
      callback(Object.assign(new Error('Too busy, try again later'), { responseCode: 421 }));
    },
    onRcptTo(address, _session, callback) {
      // A mailbox that does not exist: refused for good.
      if (address.address.startsWith('nobody')) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData: keepMessages(received),
  };
  const listen = async (port: number) => {
    const s = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', resolve);
    });
    server = s;
    return (s.server.address() as AddressInfo).port;
  };
  const down = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (s) s.close(() => resolve());
      else resolve();
    });
  return Object.assign(smtp, {
    /** Reserves a port and leaves it closed: connections are refused. */
    async reserve() {
      smtp.port = await listen(0);
      smtp.url = `smtp://127.0.0.1:${smtp.port}`;
      await down();
    },
    async up({ answering }: { answering: 'busy' | 'yes' }) {
      busy = answering === 'busy';
      if (!server) await listen(smtp.port);
    },
    down,
  });
}

const smtp = switchableSmtp();
beforeAll(() => smtp.reserve());
afterAll(() => smtp.down());
// The runner looks for due mail every 50 ms; the test moves the server's clock past each next attempt.
const server = useTestServer(() => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL: 'http://hangar.test',
  JOBS_POLL_MS: '50',
}));

const ADDRESSES = ['alpha.admin@alpha.example', 'bravo.admin@bravo.example', 'alpha.viewer@alpha.example'];
type Row = typeof emailOutbox.$inferSelect;

const rowsTo = (addresses: string[]) =>
  server.database.db.select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));

/** Waits (bounded) until the outbox rows to `addresses` satisfy `ok`; answers them. */
async function until(addresses: string[], ok: (rows: Row[]) => boolean): Promise<Row[]> {
  let rows: Row[] = [];
  for (let i = 0; i < 400; i++) {
    rows = await rowsTo(addresses);
    if (rows.length === addresses.length && ok(rows)) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`outbox never got there: ${JSON.stringify(rows.map((r) => [r.to, r.status, r.attempts]))}`);
}

/** Moves the server's clock just past every waiting message's next attempt. */
function passNextAttempt(rows: Row[]) {
  const latest = Math.max(...rows.map((r) => r.nextAttemptAt!.getTime()));
  server.advance(Math.max(0, latest - server.now().getTime()) + 1000);
}

describe('mail while the SMTP server is down', () => {
  it('waits in the outbox, is retried with growing delays, and is delivered once when the server takes it', async () => {
    const anonymous = server.client();
    for (const address of ADDRESSES) {
      const res = await anonymous.get(`/api/sendforgottenpasswordemail/${encodeURIComponent(address)}`);
      // The answer is the same as with a working mail server.
      expect(res.status).toBe(200);
    }

    // Nobody listening: tried once, waiting, the keys sealed (the readable text has them withheld).
    let rows = await until(ADDRESSES, (r) => r.every((m) => m.attempts === 1));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'stored', subject: 'Reset your password' });
      expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
      expect(row.text).toContain('http://hangar.test/resetpassword/[key withheld: sent by e-mail only]');
      expect(row.sealed).toMatch(/^v1\./);
      expect(row.sealed).not.toContain('resetpassword');
      expect(row.nextAttemptAt!.getTime() - server.now().getTime()).toBeGreaterThan(
        (retryDelaySeconds(1) - 5) * 1000,
      );
    }
    const admin = await server.as('sysadmin');
    const summary = await admin.get<{ data: { outboxStored: number } }>('/api/SystemSummary');
    expect(summary.body.data.outboxStored).toBeGreaterThanOrEqual(ADDRESSES.length);

    // Still down at the next attempt: tried again, and the one after waits twice as long.
    passNextAttempt(rows);
    rows = await until(ADDRESSES, (r) => r.every((m) => m.attempts === 2));
    for (const row of rows) {
      expect(row.status).toBe('stored');
      expect(row.nextAttemptAt!.getTime() - server.now().getTime()).toBeGreaterThan(
        (retryDelaySeconds(2) - 5) * 1000,
      );
    }
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1));

    // A server that answers but turns everyone away for now (421): still waiting, nothing delivered.
    await smtp.up({ answering: 'busy' });
    passNextAttempt(rows);
    rows = await until(ADDRESSES, (r) => r.every((m) => m.attempts === 3));
    expect(rows.every((r) => r.status === 'stored' && /421/.test(r.lastError ?? ''))).toBe(true);
    expect(smtp.received).toEqual([]);

    // The server takes mail again: each message arrives once, with a key that works, and the seal is gone.
    await smtp.up({ answering: 'yes' });
    passNextAttempt(rows);
    rows = await until(ADDRESSES, (r) => r.every((m) => m.status === 'sent'));
    expect(rows.every((r) => r.attempts === 4 && r.sealed === null && r.nextAttemptAt === null)).toBe(true);
    for (const address of ADDRESSES) {
      const mails = smtp.received.filter((m) => m.to.includes(address));
      expect(mails).toHaveLength(1);
      const key = /\/resetpassword\/([\w-]+)/.exec(mails[0]!.text)?.[1];
      expect(key).toBeTruthy();
      expect((await anonymous.get(`/api/validatepasswordchange/${key}`)).status).toBe(200);
    }
    // Later rounds of the runner send nothing twice.
    server.advance(3600_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(ADDRESSES.length);
  });

  it('sends a waiting message at once on Resend, with its live key', async () => {
    await smtp.down();
    const address = 'bravo.viewer@bravo.example';
    await server.client().get(`/api/sendforgottenpasswordemail/${encodeURIComponent(address)}`);
    const [waiting] = await until([address], (r) => r[0]!.attempts === 1);
    await smtp.up({ answering: 'yes' });
    const admin = await server.as('sysadmin');
    const resent = await admin.post<{ data: { status: string } }>(`/api/emailoutbox/${waiting!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data.status).toBe('sent');
    const mail = smtp.received.find((m) => m.to.includes(address));
    expect(mail?.text).toMatch(/\/resetpassword\/[\w-]{20,}/);
  });

  it('marks a message the server refuses for good as failed, and does not try it again', async () => {
    await smtp.up({ answering: 'yes' });
    const to = 'nobody@alpha.example';
    // A user whose address the mail server does not know.
    await server.database.db.insert(emailOutbox).values({
      to,
      subject: 'Insurance reminder',
      text: 'Vendor list',
      status: 'stored',
      nextAttemptAt: server.now(),
    });
    const [failed] = await until([to], (r) => r[0]!.status === 'failed');
    expect(failed).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(failed!.lastError).toMatch(/550/);
    server.advance(24 * 3600_000);
    await new Promise((r) => setTimeout(r, 300));
    const [still] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(still).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
