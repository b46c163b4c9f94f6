// The receipt and the statement as PDF: parsed with PDF.js and their text compared; the receipt e-mail through
// the outbox to each tenant with an address; who may download them.
import { Access, PropertyFeature } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { createMailer } from '../../src/mail/mailer';
import { lazySecretBox } from '../../src/security/secrets';
import { queueReceiptEmail } from '../../src/modules/reports/receipt-mail';
import { type Client, userHolding, useSmtpServer, useTestServer } from '../support/server';
import { companyOf, entry, pay, propertyWithLeases, voidPayment } from './ledger-rows';

const server = useTestServer();
const smtp = useSmtpServer();

/** The outbox as the server writes it without SMTP: the table is the mailbox. */
const mailerOf = () =>
  createMailer({
    smtpUrl: '',
    from: 'hangar@test.example',
    secrets: lazySecretBox(() => Buffer.alloc(32, 7)),
  });

let admin: Client;
let company: number;
let lease: { id: number; company: number };
let payment: number;
let rent: number;

async function download(c: Client, path: string) {
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${c.token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const FONTS = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** Every line of text of a PDF, as PDF.js extracts it (items on one line joined by a space). */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: FONTS, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const byY = new Map<number, { x: number; s: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      byY.set(y, [...(byY.get(y) ?? []), { x: item.transform[4] as number, s: item.str }]);
    }
    for (const y of [...byY.keys()].sort((a, b) => b - a))
      lines.push(
        byY
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((i) => i.s)
          .join(' '),
      );
  }
  await pdf.destroy();
  return lines;
}

beforeAll(async () => {
  admin = await server.as('alpha.admin');
  company = await companyOf(admin);
  const address = [
    {
      type: 'mailing',
      line1: '1 Hangar Row',
      line2: '',
      city: 'Fort Worth',
      state: 'TX',
      postalCode: '76179',
      country: 'US',
      isPrimary: true,
    },
  ];
  await server.database.db.execute(
    sql`update management_companies set addresses = ${JSON.stringify(address)}::jsonb where id = ${company}`,
  );
  const made = await propertyWithLeases(
    admin,
    company,
    'Receipt Field',
    ['R-1'],
    [
      {
        unit: 'R-1',
        tenant: 'Orbit Air LLC',
        start: '2026-01-01',
        end: '2026-12-31',
        rentCents: 120_000,
        email: 'billing@orbit.example',
      },
    ],
  );
  lease = made.leases[0]!;
  const db = server.database.db;
  rent = await entry(db, lease, '2026-01-01', 'rent', 120_000, { description: 'Rent January 2026' });
  await entry(db, lease, '2026-02-01', 'rent', 120_000, { description: 'Rent February 2026' });
  payment = await pay(db, lease, '2026-02-03', 150_000, { reference: '4417' });
  const returned = await pay(db, lease, '2026-02-20', 10_000, { method: 'cash' });
  await voidPayment(db, lease, returned, '2026-02-21');
});

describe('payment receipt', () => {
  it('is a PDF with the company, tenant, unit, amount, method, what it paid and the balance after', async () => {
    const res = await download(admin, `/api/PaymentReceipt/${payment}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.disposition).toBe(`attachment; filename="receipt-${payment}.pdf"`);
    const name = (await admin.get<{ data: { name: string } }>(`/api/MgmtCo/${company}`)).body.data.name;
    expect(await pdfText(res.bytes)).toEqual([
      name,
      '1 Hangar Row',
      'Fort Worth, TX 76179',
      `Payment receipt no. ${payment}`,
      'Received from: Orbit Air LLC',
      'For: Receipt Field, unit R-1',
      'Date: 2026-02-03',
      'Amount: $1,500.00',
      'Method: Check, reference 4417',
      'Applied to',
      '2026-01-01 Rent January 2026 $1,200.00',
      '2026-02-01 Rent February 2026 $300.00',
      'Balance after this payment: $900.00',
    ]);
  });

  it('is only for payments; a charge has none', async () => {
    expect((await download(admin, `/api/PaymentReceipt/${rent}`)).status).toBe(404);
    expect((await download(admin, '/api/PaymentReceipt/99999999')).status).toBe(404);
    expect((await download(admin, '/api/PaymentReceipt/abc')).status).toBe(400);
  });
});

describe('lease statement', () => {
  it('shows the opening balance, each entry with its running balance and the closing balance', async () => {
    const res = await download(admin, `/api/LeaseStatement/${lease.id}?from=2026-02-01&to=2026-02-28`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const lines = await pdfText(res.bytes);
    expect(lines.slice(3)).toEqual([
      'Statement 2026-02-01 to 2026-02-28',
      'Tenants: Orbit Air LLC',
      'Lease: Receipt Field, unit R-1',
      'Date Entry Amount Balance',
      '2026-02-01 Opening balance $1,200.00',
      '2026-02-01 Rent: Rent February 2026 $1,200.00 $2,400.00',
      '2026-02-03 Payment: #4417 -$1,500.00 $900.00',
      '2026-02-20 Payment -$100.00 $800.00',
      '2026-02-21 Reversal $100.00 $900.00',
      '2026-02-28 Closing balance $900.00',
    ]);
  });

  it('refuses a range that ends before it starts, or days that do not exist', async () => {
    for (const q of ['from=2026-03-01&to=2026-02-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-01-01', ''])
      expect((await download(admin, `/api/LeaseStatement/${lease.id}?${q}`)).status, q).toBe(400);
  });
});

describe('who may download them', () => {
  it("another company's user gets 404; a user without Lease ledger View 403; the viewer reads", async () => {
    const bravo = await server.as('bravo.admin');
    expect((await download(bravo, `/api/PaymentReceipt/${payment}`)).status).toBe(404);
    expect(
      (await download(bravo, `/api/LeaseStatement/${lease.id}?from=2026-01-01&to=2026-12-31`)).status,
    ).toBe(404);
    const noLedger = await userHolding(server, admin, company, 'docs.noledger', [
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: null },
    ]);
    expect((await download(noLedger.client, `/api/PaymentReceipt/${payment}`)).status).toBe(403);
    expect(
      (await download(noLedger.client, `/api/LeaseStatement/${lease.id}?from=2026-01-01&to=2026-12-31`))
        .status,
    ).toBe(403);
    const viewer = await server.as('alpha.viewer');
    expect((await download(viewer, `/api/PaymentReceipt/${payment}`)).status).toBe(200);
    expect((await download(server.client(), `/api/PaymentReceipt/${payment}`)).status).toBe(401);
  });
});

describe('receipt e-mail', () => {
  it('puts the receipt in the outbox for each tenant with an e-mail address', async () => {
    const db = server.database.db;
    const queued = await queueReceiptEmail(db, payment, mailerOf());
    expect(queued).toBe(1);
    const [mail] = rowsOf<{ to: string; subject: string; text: string }>(
      await db.execute(
        sql`select "to", subject, text from email_outbox where "to" = 'billing@orbit.example'`,
      ),
    );
    expect(mail!.subject).toContain(`Payment receipt no. ${payment}`);
    expect(mail!.text).toContain('Amount: $1,500.00');
    expect(mail!.text).toContain('2026-01-01  Rent January 2026  $1,200.00');
    expect(mail!.text).toContain('Balance after this payment: $900.00');
    // A charge is no payment: nothing is queued.
    expect(await queueReceiptEmail(db, rent, mailerOf())).toBe(0);
  });

  it('goes out by SMTP with the receipt attached as its PDF', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'hangar@test.example',
      secrets: lazySecretBox(() => Buffer.alloc(32, 7)),
    });
    try {
      expect(await queueReceiptEmail(server.database.db, payment, mailer)).toBe(1);
      let raw: string | undefined;
      for (let i = 0; i < 400 && !raw; i++) {
        raw = smtp.received.find((m) => m.to.includes('billing@orbit.example'))?.text;
        if (!raw) await new Promise((r) => setTimeout(r, 25));
      }
      expect(raw).toContain(`filename=receipt-${payment}.pdf`);
      // The attachment's base64 body, from the blank line after its headers to the next boundary.
      const part = raw!.slice(raw!.indexOf(`filename=receipt-${payment}.pdf`));
      const body = part
        .slice(part.search(/\r?\n\r?\n/))
        .split('--')[0]!
        .replace(/[^A-Za-z0-9+/]/g, '');
      const lines = await pdfText(new Uint8Array(Buffer.from(body, 'base64')));
      expect(lines.join('\n')).toContain('$1,500.00');
      expect(lines.join('\n')).toContain('Orbit Air LLC');
    } finally {
      await mailer.close();
    }
  });

  it('goes out with every payment recorded through the API', async () => {
    const db = server.database.db;
    const paid = await admin.post<{ data: { entries: { id: number; kind: string; amountCents: number }[] } }>(
      '/api/LeasePayment',
      {
        leaseID: lease.id,
        date: '2026-03-02',
        amountCents: 2_500,
        method: 'money-order',
        reference: 'MO-77',
      },
    );
    expect(paid.status).toBe(200);
    const entry = paid.body.data.entries.find((e) => e.kind === 'payment' && e.amountCents === -2_500)!;
    const mails = rowsOf<{ subject: string; text: string }>(
      await db.execute(
        sql`select subject, text from email_outbox where "to" = 'billing@orbit.example' and subject like ${`Payment receipt no. ${entry.id} %`}`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Amount: $25.00');
    expect(mails[0]!.text).toContain('Method: Money order, reference MO-77');
  });
});
