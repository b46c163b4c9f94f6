// The receipt e-mail: through the outbox (so it is never lost) to each tenant of the lease with an e-mail address,
// the receipt in the text and as its PDF, made when the message is sent from the payment's ledger entry (which
// never changes), so a retry sends the same file.
import type { Db } from '../../db/database';
import { registerMailAttachment } from '../../mail/attachments';
import type { Mailer } from '../../mail/mailer';
import { dollarsText } from '@hangar/contracts';
import { readReceipt, receiptLines, receiptPdf } from './ledger-documents';

/** The outbox's name for a payment's receipt PDF. */
export const RECEIPT_ATTACHMENT = 'payment-receipt';

registerMailAttachment(RECEIPT_ATTACHMENT, async (db, entryId) => {
  const receipt = await readReceipt(db, entryId);
  return receipt
    ? {
        filename: `receipt-${entryId}.pdf`,
        contentType: 'application/pdf',
        content: await receiptPdf(receipt),
      }
    : null;
});

/** Queues the receipt of payment `entryId` for every tenant with an address; answers how many were queued. */
export async function queueReceiptEmail(db: Db, entryId: number, mailer: Mailer): Promise<number> {
  const receipt = await readReceipt(db, entryId);
  if (!receipt) return 0;
  const { heading } = receipt;
  const paid = receipt.paid.length
    ? receipt.paid.map((p) => `  ${p.date}  ${p.description}  ${dollarsText(p.amountCents)}`)
    : ['  Nothing yet: the amount is a credit for the next charges.'];
  const body = [
    ...receiptLines(receipt),
    '',
    'Applied to:',
    ...paid,
    '',
    `Balance after this payment: ${dollarsText(receipt.balanceAfterCents)}`,
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
      text: `Hello ${tenant.name},\n\nThank you for your payment. Your receipt (also attached as a PDF):\n\n${body}\n`,
      attachment: { kind: RECEIPT_ATTACHMENT, id: entryId },
    });
    queued++;
  }
  return queued;
}
