// Outgoing e-mail: every message is written to the outbox table first; with SMTP_URL it is then delivered from
// there, tried at once and retried with back-off until the server takes it. Without SMTP the table is the mailbox.
import { WITHHELD_KEY_TEXT } from '@hangar/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import type { SecretBox } from '../security/secrets';
import { rowsOf } from '../db/rows';
import { renderMailAttachment, type MailAttachmentRef } from './attachments';

/**
 * `secrets` are the live keys inside `text`: they never reach the outbox readable when SMTP delivers.
 * `attachment` names a file made when the message is sent (see `registerMailAttachment`).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  secrets?: readonly string[];
  attachment?: MailAttachmentRef;
};
type OutboxRow = typeof emailOutbox.$inferSelect;

export type Mailer = {
  /**
   * Writes the message to the outbox and, with SMTP, makes the first attempt. It never throws for the mail
   * server: a failure is recorded on the row and retried later (the caller's answer must not tell whether a
   * message went out).
   */
  send(db: Db, mail: Mail): Promise<void>;
  /** True when SMTP delivers; false when the outbox table itself is the mailbox (then it holds live keys). */
  readonly delivers: boolean;
  /** Sends a waiting or failed outbox message now and records the outcome on its row (only when SMTP delivers). */
  resend(db: Db, message: { id: number }): Promise<'sent' | 'stored' | 'failed'>;
  /** Sends the waiting messages whose next attempt is due (any instance may: each row is claimed); answers how many went. */
  deliverDue(db: Db): Promise<number>;
  /** Checks the SMTP server answers and accepts the login; false without SMTP (nothing to check). */
  verify(): Promise<boolean>;
  /** Waits for deliveries under way, then closes the transport. */
  close(): Promise<void>;
};

export const REDACTED_KEY = WITHHELD_KEY_TEXT;

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((out, secret) => (secret ? out.split(secret).join(REDACTED_KEY) : out), text);
}

/** First retry 30 s after a failure, doubling per failure, at most an hour apart; never given up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** How long a message being sent is held by the instance sending it (a crash mid-send frees it after this). */
const CLAIM_SECONDS = 120;
/** Messages taken per round of `deliverDue`. */
const BATCH = 20;

/**
 * A refusal of the message itself (a 5xx to the sender, a recipient or the content) is final: the message is
 * `failed`, shown in the outbox for a person to act on. Anything else (no connection, timeouts, 4xx, a refused
 * login that a corrected setting will cure) is tried again later.
 */
function isPermanent(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown };
  return (
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500
  );
}

/** What the outbox keeps of a failure: the SMTP reply or the socket error, short; never the message. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const reply = typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : '';
  return [typeof e.code === 'string' ? e.code : '', reply].filter(Boolean).join(': ').slice(0, 500);
}

export type MailerOptions = {
  smtpUrl: string;
  from: string;
  /** Seals the keys of a waiting message in the outbox. */
  secrets: SecretBox;
  now?: () => Date;
  log?: (err: unknown) => void;
};

export function createMailer(opts: MailerOptions): Mailer {
  const now = opts.now ?? (() => new Date());
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        // A mail server that does not answer holds a delivery seconds, not nodemailer's minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  };
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);

  /** Records a failed attempt: waiting again with its next attempt, or failed for good. */
  async function recordFailure(db: Db, row: OutboxRow, err: unknown): Promise<'stored' | 'failed'> {
    const attempts = row.attempts + 1;
    const failed = isPermanent(err);
    await db
      .update(emailOutbox)
      .set({
        status: failed ? 'failed' : 'stored',
        attempts,
        lastError: describe(err),
        nextAttemptAt: failed ? null : later(retryDelaySeconds(attempts)),
        // A message refused for good is never sent with its keys: the user asks for a new one.
        ...(failed && { sealed: null }),
      })
      .where(eq(emailOutbox.id, row.id));
    return failed ? 'failed' : 'stored';
  }

  /**
   * One attempt at a claimed row. Answers the outcome, and the error when the server itself is out of reach
   * or turning everyone away (no SMTP reply, or 421): then the other waiting messages need not try it now.
   */
  async function attempt(
    db: Db,
    row: OutboxRow,
  ): Promise<{ outcome: 'sent' | 'stored' | 'failed'; serverDown?: unknown }> {
    if (!transport) throw new Error('No SMTP transport');
    const text = row.sealed ? opts.secrets.open(row.sealed) : row.text;
    try {
      const file = row.attachment ? await renderMailAttachment(db, row.attachment) : null;
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text,
        ...(file && { attachments: [file] }),
      });
    } catch (err) {
      opts.log?.(err);
      const code = (err as { responseCode?: unknown }).responseCode;
      const serverDown = typeof code !== 'number' || code === 421 ? err : undefined;
      return { outcome: await recordFailure(db, row, err), serverDown };
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', attempts: row.attempts + 1, sealed: null, nextAttemptAt: null, lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return { outcome: 'sent' };
  }

  return {
    delivers: Boolean(transport),
    async send(db, { secrets = [], ...mail }) {
      const keys = secrets.filter(Boolean);
      const [row] = await db
        .insert(emailOutbox)
        .values({
          ...mail,
          // With SMTP the outbox is a record of what was sent, not a second mailbox: keys are withheld, and
          // kept sealed only until the message is delivered.
          text: transport ? redactSecrets(mail.text, keys) : mail.text,
          sealed: transport && keys.length ? opts.secrets.seal(mail.text) : null,
          status: 'stored',
          // Claimed by this attempt; if the process dies before it ends, another takes it after the claim.
          nextAttemptAt: transport ? later(CLAIM_SECONDS) : null,
        })
        .returning();
      if (!transport) return;
      // Errors are recorded on the row; the attempt itself must never fail the caller.
      await track(attempt(db, row!)).catch((err: unknown) => opts.log?.(err));
    },
    async resend(db, { id }) {
      if (!transport) throw new Error('No SMTP transport');
      const [row] = await db
        .update(emailOutbox)
        .set({ nextAttemptAt: later(CLAIM_SECONDS) })
        .where(and(eq(emailOutbox.id, id), sql`${emailOutbox.status} <> 'sent'`))
        .returning();
      if (!row) return 'sent';
      return (await track(attempt(db, row))).outcome;
    },
    async deliverDue(db) {
      if (!transport) return 0;
      let sent = 0;
      for (;;) {
        const at = now().toISOString();
        // Claims due messages (skipping those another instance is claiming), oldest due first.
        const claimed = await db.execute(sql`
          update email_outbox set next_attempt_at = ${later(CLAIM_SECONDS).toISOString()}::timestamptz
          where id in (
            select id from email_outbox
            where status = 'stored' and next_attempt_at <= ${at}::timestamptz
            order by next_attempt_at limit ${BATCH}
            for update skip locked)
          returning id`);
        const ids = rowsOf<{ id: number }>(claimed).map((r) => r.id);
        if (!ids.length) return sent;
        let serverDown: unknown;
        for (const id of ids) {
          const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
          if (!row) continue;
          // The server is not taking mail now: the rest of the round counts as tried with the same answer
          // (a server that does not answer would otherwise hold the round for each message in turn).
          if (serverDown) {
            await recordFailure(db, row, serverDown);
            continue;
          }
          const result = await track(attempt(db, row));
          if (result.outcome === 'sent') sent += 1;
          serverDown = result.serverDown;
        }
        if (serverDown || ids.length < BATCH) return sent;
      }
    },
    async verify() {
      if (!transport) return false;
      await transport.verify();
      return true;
    },
    async close() {
      await Promise.allSettled([...underWay]);
      transport?.close();
    },
  };
}
