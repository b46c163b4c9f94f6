// Outgoing e-mail: nodemailer over SMTP_URL when set; every message is also kept in the outbox table.
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(db: Db, mail: Mail): Promise<void>; close(): void };

export function createMailer(opts: { smtpUrl: string; from: string; log?: (err: unknown) => void }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...mail, status: transport ? 'sent' : 'stored' })
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
