// A payment's receipt and a lease's statement: read from the ledger tables, then written as PDF (pdfkit, its
// standard Helvetica). The receipt's text is also what the receipt e-mail says.
import { dollarsText, LEDGER_ENTRY_KINDS, PAYMENT_METHODS } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { AddressRow } from '../../db/schema';

const kindLabel = (kind: string) => LEDGER_ENTRY_KINDS.find((k) => k.value === kind)?.label ?? kind;
const methodLabel = (method: string | null) => PAYMENT_METHODS.find((m) => m.value === method)?.label ?? '';

/** The lease's heading: company, its address, property, unit and tenants (with their e-mail addresses). */
export type LeaseHeading = {
  leaseId: number;
  companyId: number;
  companyName: string;
  companyAddress: string[];
  propertyName: string;
  unitNumber: string;
  tenants: { name: string; email: string | null }[];
};

function addressLines(addresses: AddressRow[] | string | null): string[] {
  const list = (typeof addresses === 'string' ? JSON.parse(addresses) : (addresses ?? [])) as AddressRow[];
  const a = list.find((x) => x.isPrimary) ?? list[0];
  if (!a) return [];
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.line1, a.line2, cityLine].filter((line) => line && line.trim());
}

/** The heading of a lease; null when there is no such lease. */
export async function leaseHeading(db: Db, leaseId: number): Promise<LeaseHeading | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.id, c.id as company_id, c.name as company_name, c.addresses, p.name as property_name, u.unit_number
        from leases l
        join rental_units u on u.id = l.unit_id
        join properties p on p.id = u.property_id
        join management_companies c on c.id = l.management_company_id
       where l.id = ${leaseId}`),
  );
  if (!row) return null;
  const tenants = rowsOf<{ file_as: string; emails: unknown }>(
    await db.execute(sql`
      select ct.file_as, ct.emails from lease_parties lp join contacts ct on ct.id = lp.contact_id
       where lp.lease_id = ${leaseId} and lp.role = 'tenant' order by lp.position, ct.file_as`),
  );
  return {
    leaseId,
    companyId: Number(row.company_id),
    companyName: String(row.company_name),
    companyAddress: addressLines(row.addresses as AddressRow[] | string | null),
    propertyName: String(row.property_name),
    unitNumber: String(row.unit_number),
    tenants: tenants.map((t) => {
      const emails = (typeof t.emails === 'string' ? JSON.parse(t.emails) : (t.emails ?? [])) as {
        address: string;
        isPrimary: boolean;
      }[];
      const email = (emails.find((e) => e.isPrimary) ?? emails[0])?.address ?? null;
      return { name: t.file_as, email };
    }),
  };
}

export type Receipt = {
  heading: LeaseHeading;
  entryId: number;
  date: string;
  amountCents: number;
  method: string;
  reference: string;
  memo: string;
  voided: boolean;
  /** The charges it paid (net of any undoing), oldest first. */
  paid: { date: string; description: string; amountCents: number }[];
  /** The lease's balance after this payment, in the ledger's order (date, then id). */
  balanceAfterCents: number;
};

/** A payment's receipt; null when the entry is not a payment. */
export async function readReceipt(db: Db, entryId: number): Promise<Receipt | null> {
  const [entry] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.id, e.lease_id, e.date::text as date, e.amount_cents, e.method, e.reference, e.memo,
             exists (select 1 from ledger_entries r where r.reverses_id = e.id) as voided,
             (select sum(b.amount_cents) from ledger_entries b
               where b.lease_id = e.lease_id and (b.date, b.id) <= (e.date, e.id))::float8 as balance_after
        from ledger_entries e where e.id = ${entryId} and e.kind = 'payment'`),
  );
  if (!entry) return null;
  const heading = await leaseHeading(db, Number(entry.lease_id));
  if (!heading) return null;
  const paid = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.date::text as date, c.kind, c.description, sum(a.amount_cents)::float8 as amount
        from ledger_allocations a join ledger_entries c on c.id = a.charge_id
       where a.payment_id = ${entryId}
       group by c.id, c.date, c.kind, c.description
      having sum(a.amount_cents) <> 0
       order by c.date, c.id`),
  );
  return {
    heading,
    entryId,
    date: String(entry.date),
    amountCents: -Number(entry.amount_cents),
    method: methodLabel(entry.method as string | null),
    reference: String(entry.reference ?? ''),
    memo: String(entry.memo ?? ''),
    voided: entry.voided === true,
    paid: paid.map((p) => ({
      date: String(p.date),
      description: String(p.description) || kindLabel(String(p.kind)),
      amountCents: Number(p.amount),
    })),
    balanceAfterCents: Number(entry.balance_after),
  };
}

export type Statement = {
  heading: LeaseHeading;
  from: string;
  to: string;
  openingCents: number;
  entries: { date: string; description: string; amountCents: number; balanceCents: number }[];
  closingCents: number;
};

/** A lease's statement for the days `from`…`to`: opening balance, the entries with running balance, closing. */
export async function readStatement(
  db: Db,
  leaseId: number,
  from: string,
  to: string,
): Promise<Statement | null> {
  const heading = await leaseHeading(db, leaseId);
  if (!heading) return null;
  const [opening] = rowsOf<{ total: number | null }>(
    await db.execute(sql`
      select sum(amount_cents)::float8 as total from ledger_entries
       where lease_id = ${leaseId} and date < ${from}::date`),
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.date::text as date, e.kind, e.description, e.reference, e.method, e.amount_cents
        from ledger_entries e
       where e.lease_id = ${leaseId} and e.date between ${from}::date and ${to}::date
       order by e.date, e.id`),
  );
  let balance = Number(opening?.total ?? 0);
  const openingCents = balance;
  const entries = rows.map((r) => {
    balance += Number(r.amount_cents);
    const kind = kindLabel(String(r.kind));
    const detail = [String(r.description ?? ''), r.reference ? `#${String(r.reference)}` : '']
      .filter(Boolean)
      .join(' ');
    return {
      date: String(r.date),
      description: detail ? `${kind}: ${detail}` : kind,
      amountCents: Number(r.amount_cents),
      balanceCents: balance,
    };
  });
  return { heading, from, to, openingCents, entries, closingCents: balance };
}

/** The receipt as plain lines (the e-mail's text and the PDF's body say the same). */
export function receiptLines(r: Receipt): string[] {
  const h = r.heading;
  return [
    `Received from: ${h.tenants.map((t) => t.name).join('; ')}`,
    `For: ${h.propertyName}, unit ${h.unitNumber}`,
    `Date: ${r.date}`,
    `Amount: ${dollarsText(r.amountCents)}`,
    `Method: ${r.method}${r.reference ? `, reference ${r.reference}` : ''}`,
    ...(r.memo ? [`Memo: ${r.memo}`] : []),
    ...(r.voided ? ['This payment was voided.'] : []),
  ];
}

type Doc = InstanceType<typeof PDFDocument>;

function pdfBytes(title: string, write: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Producer: 'Hangar' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  write(doc);
  doc.end();
  return done;
}

function header(doc: Doc, h: LeaseHeading, title: string) {
  doc.font('Helvetica-Bold').fontSize(16).text(h.companyName);
  doc.font('Helvetica').fontSize(10);
  for (const line of h.companyAddress) doc.text(line);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
}

/** A row of cells at the given x positions; the last cells right-aligned as money. */
function row(doc: Doc, cells: string[], columns: { x: number; width: number; right?: boolean }[]) {
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, i) => {
    const col = columns[i]!;
    doc.text(cell, col.x, y, { width: col.width, align: col.right ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = columns[0]!.x;
  doc.y = bottom + 2;
}

export function receiptPdf(r: Receipt): Promise<Buffer> {
  return pdfBytes(`Receipt ${r.entryId}`, (doc) => {
    header(doc, r.heading, `Payment receipt no. ${r.entryId}`);
    for (const line of receiptLines(r)) doc.text(line);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Applied to');
    doc.font('Helvetica');
    const cols = [
      { x: 54, width: 90 },
      { x: 150, width: 300 },
      { x: 450, width: 108, right: true },
    ];
    if (!r.paid.length) doc.text('Nothing yet: the amount is a credit for the next charges.');
    for (const p of r.paid) row(doc, [p.date, p.description, dollarsText(p.amountCents)], cols);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Balance after this payment: ${dollarsText(r.balanceAfterCents)}`, 54);
  });
}

export function statementPdf(s: Statement): Promise<Buffer> {
  return pdfBytes(`Statement ${s.heading.leaseId}`, (doc) => {
    header(doc, s.heading, `Statement ${s.from} to ${s.to}`);
    doc.text(`Tenants: ${s.heading.tenants.map((t) => t.name).join('; ')}`);
    doc.text(`Lease: ${s.heading.propertyName}, unit ${s.heading.unitNumber}`);
    doc.moveDown();
    const cols = [
      { x: 54, width: 80 },
      { x: 138, width: 250 },
      { x: 392, width: 80, right: true },
      { x: 478, width: 80, right: true },
    ];
    doc.font('Helvetica-Bold');
    row(doc, ['Date', 'Entry', 'Amount', 'Balance'], cols);
    doc.font('Helvetica');
    row(doc, [s.from, 'Opening balance', '', dollarsText(s.openingCents)], cols);
    for (const e of s.entries)
      row(doc, [e.date, e.description, dollarsText(e.amountCents), dollarsText(e.balanceCents)], cols);
    doc.font('Helvetica-Bold');
    row(doc, [s.to, 'Closing balance', '', dollarsText(s.closingCents)], cols);
  });
}

/** The OpenAPI answer of a route that sends one of these PDFs. */
export const pdfAnswer = {
  description: 'The PDF file (a download)',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Sends a PDF as a private download that the browser never runs anything of (sandboxed, not cached). */
export function sendPdf(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${name}.pdf"`)
    .header('Content-Length', bytes.length)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(bytes);
}
