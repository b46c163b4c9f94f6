// Who may touch a ledger: another company's lease and entry ids are 404; Lease ledger View reads but records
// nothing (403); without the feature even reading is 403; a group limited to one property never reaches another
// property's ledger (404); hostile input is 400; the lease list's balance and "owes" filter follow the same rights.
import { Access, ACCESS_ALL, MgmtCoFeature, PropertyFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { postLeaseCharges } from '../../src/modules/ledger/ledger-posting';
import { type Client, userHolding, useTestServer } from '../support/server';
import { type Failure, type Ledger, ledgerOf, ledgerPlace, on } from './support';

const server = useTestServer();
let made = 0;

async function userWith(
  admin: Client,
  company: number,
  grants: { securityFeatureID: number; access: number; scopeID: number | null }[],
) {
  made += 1;
  return (await userHolding(server, admin, company, `ledger.user.${made}`, grants)).client;
}

/** A lease of Alpha with its first rent posted, and one entry id. */
async function alphaLease(admin: Client, name: string) {
  const place = await ledgerPlace(admin, name);
  const lease = await place.lease({ startDate: '2026-01-01' });
  await postLeaseCharges(server.database.db, on('2026-01-02'), [lease]);
  const entry = (await ledgerOf(admin, lease)).entries[0]!.id;
  return { ...place, lease, entry };
}

const writes = (lease: number, entry: number) =>
  [
    ['/api/LeasePayment', { leaseID: lease, date: '2026-01-02', amountCents: 100, method: 'cash' }],
    [
      '/api/LeaseCharge',
      { leaseID: lease, date: '2026-01-02', kind: 'charge', description: 'Fee', amountCents: 100 },
    ],
    ['/api/LeaseDepositReturn', { leaseID: lease, date: '2026-01-02' }],
    [`/api/LedgerEntryVoid/${entry}`, { reason: 'Because' }],
  ] as const;

describe('ledger rights', () => {
  it('another company’s lease and entry ids are 404 for reads and writes, and change nothing', async () => {
    const alpha = await server.as('alpha.admin');
    const { lease, entry } = await alphaLease(alpha, 'Ledger Foreign Field');
    const bravo = await server.as('bravo.admin');
    expect((await bravo.get(`/api/LeaseLedger/${lease}`)).status).toBe(404);
    for (const [path, body] of writes(lease, entry)) {
      expect([path, (await bravo.post(path, body)).status]).toEqual([path, 404]);
    }
    // Ids that do not exist at all answer the same.
    expect((await bravo.get('/api/LeaseLedger/2000000000')).status).toBe(404);
    expect((await bravo.post('/api/LedgerEntryVoid/2000000000', { reason: 'x' })).status).toBe(404);
    expect((await ledgerOf(alpha, lease)).entries).toHaveLength(1);
  });

  it('Lease ledger View reads but records nothing (403); Add records but does not void; no Ledger: 403 on read', async () => {
    const admin = await server.as('alpha.admin');
    const { company, lease, entry } = await alphaLease(admin, 'Ledger Rights Field');
    const base = [
      { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: null },
    ];
    const viewer = await userWith(admin, company, [
      ...base,
      { securityFeatureID: PropertyFeature.Ledger, access: Access.View, scopeID: null },
    ]);
    expect((await viewer.get(`/api/LeaseLedger/${lease}`)).status).toBe(200);
    for (const [path, body] of writes(lease, entry)) {
      expect([path, (await viewer.post(path, body)).status]).toEqual([path, 403]);
    }
    const clerk = await userWith(admin, company, [
      ...base,
      { securityFeatureID: PropertyFeature.Ledger, access: Access.View | Access.Add, scopeID: null },
    ]);
    const [payment, charge, , voiding] = writes(lease, entry);
    expect((await clerk.post(payment[0], payment[1])).status).toBe(200);
    expect((await clerk.post(charge[0], charge[1])).status).toBe(200);
    expect((await clerk.post(voiding[0], voiding[1])).status).toBe(403);

    const without = await userWith(admin, company, base);
    expect((await without.get(`/api/LeaseLedger/${lease}`)).status).toBe(403);
    expect((await without.post(payment[0], payment[1])).status).toBe(403);
    // The lease list shows no balance to them, and "owes" finds nothing they may not see.
    const list = await without.get<{ data: { items: { id: number; balanceCents: number | null }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100&owes=true`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([]);
    const all = await without.get<{ data: { items: { id: number; balanceCents: number | null }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100`,
    );
    expect(all.body.data.items.find((i) => i.id === lease)!.balanceCents).toBeNull();
  });

  it('a group limited to property A never reaches property B’s ledger (404), and lists only A’s balances', async () => {
    const admin = await server.as('alpha.admin');
    const a = await alphaLease(admin, 'Ledger Scope A');
    const b = await alphaLease(admin, 'Ledger Scope B');
    const user = await userWith(admin, a.company, [
      { securityFeatureID: MgmtCoFeature.Company, access: Access.View, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: ACCESS_ALL, scopeID: a.propertyID },
      { securityFeatureID: PropertyFeature.Ledger, access: ACCESS_ALL, scopeID: a.propertyID },
    ]);
    expect((await user.get(`/api/LeaseLedger/${a.lease}`)).status).toBe(200);
    expect((await user.get(`/api/LeaseLedger/${b.lease}`)).status).toBe(404);
    for (const [path, body] of writes(b.lease, b.entry)) {
      expect([path, (await user.post(path, body)).status]).toEqual([path, 404]);
    }
    const owes = await user.get<{ data: { items: { id: number; balanceCents: number | null }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${a.company}&pageSize=100&owes=true`,
    );
    expect(owes.body.data.items.map((i) => [i.id, i.balanceCents])).toEqual([[a.lease, 100_000]]);
    // The company's administrator sees both owing, with their balances.
    const adminOwes = await admin.get<{ data: { items: { id: number; balanceCents: number | null }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${a.company}&pageSize=100&owes=true&q=ledger`,
    );
    const shown = new Map(adminOwes.body.data.items.map((i) => [i.id, i.balanceCents]));
    expect([shown.get(a.lease), shown.get(b.lease)]).toEqual([100_000, 100_000]);
    await admin.post('/api/LeasePayment', {
      leaseID: b.lease,
      date: '2026-01-03',
      amountCents: 100_000,
      method: 'ach',
    });
    const after = await admin.get<{ data: { items: { id: number }[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${a.company}&pageSize=100&owes=true&q=ledger`,
    );
    expect(after.body.data.items.map((i) => i.id)).not.toContain(b.lease);
  });

  it('refuses hostile input with 400 and stores nothing: huge, negative, fractional amounts, long text, NUL', async () => {
    const admin = await server.as('alpha.admin');
    const { lease, entry } = await alphaLease(admin, 'Ledger Hostile Field');
    const payment = { leaseID: lease, date: '2026-01-02', amountCents: 100, method: 'cash' };
    const charge = {
      leaseID: lease,
      date: '2026-01-02',
      kind: 'charge',
      description: 'Fee',
      amountCents: 100,
    };
    const bad: [string, unknown][] = [
      ['/api/LeasePayment', { ...payment, amountCents: 100_000_001 }],
      ['/api/LeasePayment', { ...payment, amountCents: 1e15 }],
      ['/api/LeasePayment', { ...payment, amountCents: -100 }],
      ['/api/LeasePayment', { ...payment, amountCents: 0 }],
      ['/api/LeasePayment', { ...payment, amountCents: 10.5 }],
      ['/api/LeasePayment', { ...payment, amountCents: '100' }],
      ['/api/LeasePayment', { ...payment, method: 'bitcoin' }],
      ['/api/LeasePayment', { ...payment, memo: 'x'.repeat(501) }],
      ['/api/LeasePayment', { ...payment, reference: 'a\u0000b' }],
      ['/api/LeasePayment', { ...payment, date: '2026-02-30' }],
      ['/api/LeasePayment', { ...payment, leaseID: -1 }],
      ['/api/LeasePayment', { ...payment, extra: true }],
      ['/api/LeaseCharge', { ...charge, kind: 'rent' }],
      ['/api/LeaseCharge', { ...charge, kind: 'payment' }],
      ['/api/LeaseCharge', { ...charge, description: 'y'.repeat(10_000) }],
      ['/api/LeaseCharge', { ...charge, description: '' }],
      ['/api/LeaseCharge', { ...charge, description: 'Fee\u0000' }],
      [
        '/api/LeaseDepositReturn',
        { leaseID: lease, date: '2026-01-02', deductions: [{ description: 'x', amountCents: -5 }] },
      ],
      [
        '/api/LeaseDepositReturn',
        {
          leaseID: lease,
          date: '2026-01-02',
          deductions: Array.from({ length: 21 }, () => ({ description: 'x', amountCents: 1 })),
        },
      ],
      [`/api/LedgerEntryVoid/${entry}`, { reason: '' }],
      [`/api/LedgerEntryVoid/${entry}`, { reason: 'z'.repeat(501) }],
      [`/api/LedgerEntryVoid/${entry}`, { reason: 'ok', returnedPaymentFeeCents: 200_000_000 }],
      // A fee belongs to a returned payment only: this entry is rent.
      [`/api/LedgerEntryVoid/${entry}`, { reason: 'ok', returnedPaymentFeeCents: 500 }],
      ['/api/LedgerEntryVoid/0', { reason: 'ok' }],
      ['/api/LedgerEntryVoid/abc', { reason: 'ok' }],
    ];
    for (const [path, body] of bad) {
      const res = await admin.post<Failure>(path, body);
      expect([path, JSON.stringify(body).slice(0, 80), res.status]).toEqual([
        path,
        JSON.stringify(body).slice(0, 80),
        400,
      ]);
    }
    expect((await admin.get('/api/LeaseLedger/1e3')).status).toBe(400);
    const ledger: Ledger = await ledgerOf(admin, lease);
    expect(ledger.entries).toHaveLength(1);
    const fee = await admin.post<Failure>(`/api/LedgerEntryVoid/${entry}`, {
      reason: 'ok',
      returnedPaymentFeeCents: 500,
    });
    expect(fee.body.fieldErrors?.returnedPaymentFeeCents).toMatch(/returned by the bank/);
    const huge = await admin.post<Failure>('/api/LeasePayment', { ...payment, amountCents: 100_000_001 });
    expect(huge.body.fieldErrors?.amountCents).toBe('At most $1,000,000.00');
  });
});
