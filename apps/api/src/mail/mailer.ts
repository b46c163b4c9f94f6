// Outgoing e-mail: nodemailer over SMTP_URL when set, else the outbox table is the delivery channel.
import { WITHHELD_KEY_TEXT } from '@hangar/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

/** `secrets` are the live keys inside `text`: they never reach the outbox when SMTP delivers the message. */
export type Mail = { to: string; subject: string; text: string; secrets?: readonly string[] };
export type Mailer = {
  send(db: Db, mail: Mail): Promise<void>;
  /** True when SMTP delivers; false when the outbox table itself is the mailbox (then it holds live keys). */
  readonly delivers: boolean;
  /** Sends an outbox message again by SMTP and records the outcome on its row (only when SMTP delivers). */
  resend(
    db: Db,
    message: { id: number; to: string; subject: string; text: string },
  ): Promise<'sent' | 'failed'>;
  /** Checks the SMTP server answers and accepts the login; false without SMTP (nothing to check). */
  verify(): Promise<boolean>;
  close(): void;
};

export const REDACTED_KEY = WITHHELD_KEY_TEXT;

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((out, secret) => (secret ? out.split(secret).join(REDACTED_KEY) : out), text);
}

export function createMailer(opts: { smtpUrl: string; from: string; log?: (err: unknown) => void }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    delivers: Boolean(transport),
    async send(db, { secrets, ...mail }) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          // With SMTP the outbox is a record of what was sent, not a second mailbox: keys are withheld.
          text: transport ? redactSecrets(mail.text, secrets) : mail.text,
          status: transport ? 'sent' : 'stored',
        })
        .returning({ id: emailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: opts.from, ...mail });
      } catch (err) {
        // The caller's answer must not reveal whether a message went out (no enumeration); the outbox shows it.
        opts.log?.(err);
        await db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, row!.id));
      }
    },
    async resend(db, { id, to, subject, text }) {
      if (!transport) throw new Error('No SMTP transport');
      let status: 'sent' | 'failed' = 'sent';
      try {
        await transport.sendMail({ from: opts.from, to, subject, text });
      } catch (err) {
        opts.log?.(err);
        status = 'failed';
      }
      await db.update(emailOutbox).set({ status }).where(eq(emailOutbox.id, id));
      return status;
    },
    async verify() {
      if (!transport) return false;
      await transport.verify();
      return true;
    },
    close() {
      transport?.close();
    },
  };
}
