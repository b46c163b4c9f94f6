// Outgoing e-mail: nodemailer over SMTP_URL when set, else the outbox table is the delivery channel.
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
  close(): void;
};

export const REDACTED_KEY = '[key withheld: sent by e-mail only]';

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
    close() {
      transport?.close();
    },
  };
}
