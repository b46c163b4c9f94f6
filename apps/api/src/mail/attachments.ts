// Files sent with an e-mail, made when it is sent from records that never change (a payment's receipt from its
// ledger entry): the outbox keeps which file (`{ kind, id }`), not its bytes, so a retry sends the same file.
import type { Db } from '../db/database';

export type MailAttachmentRef = { kind: string; id: number };
export type MailFile = { filename: string; contentType: string; content: Buffer };
type Render = (db: Db, id: number) => Promise<MailFile | null>;

const renderers = new Map<string, Render>();

/** Modules name the files they send: `registerMailAttachment('payment-receipt', (db, id) => …)`. */
export function registerMailAttachment(kind: string, render: Render): void {
  renderers.set(kind, render);
}

/** The file an outbox message names; throws (the attempt then fails and is tried again) when it cannot be made. */
export async function renderMailAttachment(db: Db, ref: MailAttachmentRef): Promise<MailFile> {
  const render = renderers.get(ref.kind);
  if (!render) throw new Error(`No file of kind ${ref.kind} can be attached`);
  const file = await render(db, ref.id);
  if (!file) throw new Error(`The ${ref.kind} ${ref.id} is gone`);
  return file;
}
