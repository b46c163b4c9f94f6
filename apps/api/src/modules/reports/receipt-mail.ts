// The receipt e-mail: through the outbox (so it is never lost) to each tenant of the lease with an e-mail address.
// The outbox keeps text only (no attachments), so the message carries the receipt itself as text; the PDF is
// downloaded by the company's users from the lease's ledger.
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { dollars, readReceipt, receiptLines } from './ledger-documents';

/** Queues the receipt of payment `entryId` for every tenant with an address; answers how many were queued. */
export async function queueReceiptEmail(db: Db, entryId: number, mailer: Mailer): Promise<number> {
  const receipt = await readReceipt(db, entryId);
  if (!receipt) return 0;
  const { heading } = receipt;
  const paid = receipt.paid.length
    ? receipt.paid.map((p) => `  ${p.date}  ${p.description}  ${dollars(p.amountCents)}`)
    : ['  Nothing yet: the amount is a credit for the next charges.'];
  const body = [
    ...receiptLines(receipt),
    '',
    'Applied to:',
    ...paid,
    '',
    `Balance after this payment: ${dollars(receipt.balanceAfterCents)}`,
    '',
    heading.companyName,
    ...heading.companyAddress,
  ].join('\n');
  let queued = 0;
  for (const tenant of heading.tenants) {
    if (!tenant.email) continue;
    await mailer.send(db, {
      to: tenant.email,
      subject: `Payment receipt no. ${entryId} from ${heading.companyName}`,
      text: `Hello ${tenant.name},\n\nThank you for your payment. Your receipt:\n\n${body}\n`,
    });
    queued++;
  }
  return queued;
}
