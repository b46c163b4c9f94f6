// The money reports against hand-built ledgers: the rent roll (vacant units too), receivables aged by due date,
// collections of a month and the home's summary; CSV that a spreadsheet will not run; who may read them.
import { Access, PropertyFeature } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, userHolding, useTestServer } from '../support/server';
import { companyOf, entry, pay, propertyWithLeases, voidPayment } from './ledger-rows';

const server = useTestServer();

type Row = Record<string, unknown>;
type Report = { asOf?: string; month?: string; rows: Row[]; totals: Record<string, number> };

let admin: Client;
let company: number;
let north: Awaited<ReturnType<typeof propertyWithLeases>>;
let south: Awaited<ReturnType<typeof propertyWithLeases>>;

/** Raw download (the client reads JSON only): status, headers and text. */
async function download(c: Client, path: string) {
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${c.token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: await res.text(),
  };
}

beforeAll(async () => {
  admin = await server.as('alpha.admin');
  company = await companyOf(admin);
  const db = server.database.db;
  north = await propertyWithLeases(
    admin,
    company,
    'Reports North',
    ['N-1', 'N-2', 'N-3', 'N-4'],
    [
      { unit: 'N-1', tenant: 'Avery Aviation', start: '2026-03-01', end: '2027-02-28', rentCents: 100_000 },
      { unit: 'N-2', tenant: 'Blue Sky Flyers', start: '2026-06-01', end: '2027-05-31', rentCents: 50_000 },
      { unit: 'N-3', tenant: 'Cirrus Club', start: '2026-01-01', end: '2026-12-31', rentCents: 70_000 },
    ],
  );
  const [a, b, c] = north.leases as [
    (typeof north.leases)[0],
    (typeof north.leases)[0],
    (typeof north.leases)[0],
  ];
  // A: a deposit paid at once; four months' rent, one and a half paid; a late fee on the report's day.
  await entry(db, a, '2026-03-01', 'deposit', 20_000, { description: 'Security deposit' });
  await pay(db, a, '2026-03-01', 20_000);
  for (const m of ['03', '04', '05', '06'])
    await entry(db, a, `2026-${m}-01`, 'rent', 100_000, { description: `Rent 2026-${m}` });
  // Payments are dated when received; this one paid March and half of April.
  await pay(db, a, '2026-03-03', 150_000, { reference: '1001' });
  await entry(db, a, '2026-06-15', 'late-fee', 5_000, { description: 'Late fee' });
  // B: paid more than owed: a credit.
  await entry(db, b, '2026-06-01', 'rent', 50_000, { description: 'Rent 2026-06' });
  await pay(db, b, '2026-06-02', 80_000, { method: 'ach' });
  // C: January's rent paid on 1 February, the check returned (voided) on 5 February.
  await entry(db, c, '2026-01-01', 'rent', 70_000, { description: 'Rent 2026-01' });
  const check = await pay(db, c, '2026-02-01', 70_000, { reference: '2002' });
  await voidPayment(db, c, check, '2026-02-05');

  south = await propertyWithLeases(
    admin,
    company,
    'Reports South',
    ['S-1'],
    [{ unit: 'S-1', tenant: 'Southern Soaring', start: '2026-01-01', end: '2026-12-31', rentCents: 30_000 }],
  );
  await entry(db, south.leases[0]!, '2026-06-01', 'rent', 30_000, { description: 'Rent 2026-06' });
});

describe('rent roll', () => {
  it('lists every unit of the property with the lease of the day, vacant ones too, and totals of its rows', async () => {
    const res = await admin.get<{ data: Report }>(
      `/api/RentRoll/${company}?asOf=2026-06-15&propertyID=${north.propertyId}`,
    );
    expect(res.status).toBe(200);
    const rows = res.body.data.rows.map((r) => [
      r.unitNumber,
      r.tenants,
      r.rentCents,
      r.depositHeldCents,
      r.balanceCents,
    ]);
    expect(rows).toEqual([
      ['N-1', 'Avery Aviation', 100_000, 20_000, 255_000],
      ['N-2', 'Blue Sky Flyers', 50_000, 0, -30_000],
      ['N-3', 'Cirrus Club', 70_000, 0, 70_000],
      ['N-4', '', null, 0, 0],
    ]);
    expect(res.body.data.rows[3]!.leaseID).toBeNull();
    expect(res.body.data.totals).toEqual({
      units: 4,
      occupied: 3,
      rentCents: 220_000,
      depositHeldCents: 20_000,
      balanceCents: 295_000,
    });
  });

  it('as of an earlier day counts only the entries dated on or before it', async () => {
    const res = await admin.get<{ data: Report }>(
      `/api/RentRoll/${company}?asOf=2026-02-03&propertyID=${north.propertyId}`,
    );
    // Only C's lease had begun; its check was not yet returned.
    expect(res.body.data.rows.map((r) => [r.unitNumber, r.leaseID !== null, r.balanceCents])).toEqual([
      ['N-1', false, 0],
      ['N-2', false, 0],
      ['N-3', true, 0],
      ['N-4', false, 0],
    ]);
  });
});

describe('receivables', () => {
  it('ages each open charge by its due date and keeps credits beside the buckets', async () => {
    const res = await admin.get<{ data: Report }>(
      `/api/Receivables/${company}?asOf=2026-06-15&propertyID=${north.propertyId}`,
    );
    expect(res.status).toBe(200);
    const pick = (r: Row) => [
      r.unitNumber,
      r.current,
      r.days1to30,
      r.days31to60,
      r.days61to90,
      r.over90,
      r.totalCents,
      r.creditCents,
    ];
    expect(res.body.data.rows.map(pick)).toEqual([
      ['N-1', 5_000, 100_000, 100_000, 50_000, 0, 255_000, 0],
      ['N-2', 0, 0, 0, 0, 0, 0, -30_000],
      ['N-3', 0, 0, 0, 0, 70_000, 70_000, 0],
    ]);
    expect(res.body.data.totals).toEqual({
      current: 5_000,
      days1to30: 100_000,
      days31to60: 100_000,
      days61to90: 50_000,
      over90: 70_000,
      totalCents: 325_000,
      creditCents: -30_000,
    });
  });

  it('before the returned check was voided, the charge it paid was not owed', async () => {
    const res = await admin.get<{ data: Report }>(
      `/api/Receivables/${company}?asOf=2026-02-03&propertyID=${north.propertyId}`,
    );
    expect(res.body.data.rows).toEqual([]);
    const later = await admin.get<{ data: Report }>(
      `/api/Receivables/${company}?asOf=2026-02-05&propertyID=${north.propertyId}`,
    );
    expect(later.body.data.rows.map((r) => [r.unitNumber, r.days31to60])).toEqual([['N-3', 70_000]]);
  });
});

describe('collections', () => {
  it("a month's charges (deposits apart), payments less voided ones, and what is still unpaid, by property", async () => {
    const june = await admin.get<{ data: Report }>(`/api/Collections/${company}?month=2026-06`);
    expect(june.status).toBe(200);
    const byName = (r: Report, name: string) => r.rows.find((x) => x.propertyName === name);
    expect(byName(june.body.data, 'Reports North')).toMatchObject({
      chargedCents: 155_000,
      collectedCents: 80_000,
      outstandingCents: 105_000,
    });
    expect(byName(june.body.data, 'Reports South')).toMatchObject({
      chargedCents: 30_000,
      collectedCents: 0,
      outstandingCents: 30_000,
    });
    for (const k of ['chargedCents', 'collectedCents', 'outstandingCents'])
      expect(june.body.data.totals[k]).toBe(june.body.data.rows.reduce((s, r) => s + (r[k] as number), 0));
    const march = await admin.get<{ data: Report }>(`/api/Collections/${company}?month=2026-03`);
    expect(byName(march.body.data, 'Reports North')).toMatchObject({
      chargedCents: 100_000,
      collectedCents: 150_000,
      outstandingCents: 0,
    });
    const feb = await admin.get<{ data: Report }>(`/api/Collections/${company}?month=2026-02`);
    expect(byName(feb.body.data, 'Reports North')?.collectedCents).toBe(0);
  });
});

describe('ledger summary', () => {
  it("answers this month's figures and twelve months of history, this month last", async () => {
    const res = await admin.get<{
      data: {
        month: string;
        history: { month: string; units: number; occupied: number; chargedCents: number }[];
      };
    }>(`/api/LedgerSummary/${company}`);
    expect(res.status).toBe(200);
    const { month, history } = res.body.data;
    expect(history).toHaveLength(12);
    expect(history.at(-1)!.month).toBe(month);
    const june = history.find((h) => h.month === '2026-06');
    if (june) expect(june.chargedCents).toBeGreaterThanOrEqual(185_000);
    for (const h of history) expect(h.occupied).toBeLessThanOrEqual(h.units);
  });
});

describe('CSV', () => {
  it('downloads each report as CSV with a file name, money in dollars', async () => {
    const roll = await download(
      admin,
      `/api/RentRoll/${company}?asOf=2026-06-15&propertyID=${north.propertyId}&format=csv`,
    );
    expect(roll.status).toBe(200);
    expect(roll.type).toMatch(/^text\/csv/);
    expect(roll.disposition).toBe('attachment; filename="rent-roll-2026-06-15.csv"');
    const lines = roll.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Property,Unit,Tenants,Lease start,Lease end,Rent,Deposit held,Balance');
    expect(lines[1]).toBe('Reports North,N-1,Avery Aviation,2026-03-01,2027-02-28,1000.00,200.00,2550.00');
    expect(lines[2]).toContain(',-300.00');
    expect(lines[4]).toBe('Reports North,N-4,Vacant,,,,0.00,0.00');
    expect(lines[5]).toBe('Total (3 of 4 units leased),,,,,2200.00,200.00,2950.00');
    const aging = await download(
      admin,
      `/api/Receivables/${company}?asOf=2026-06-15&propertyID=${north.propertyId}&format=csv`,
    );
    expect(aging.text.split('\r\n').at(-2)).toBe(
      'Total,,,50.00,1000.00,1000.00,500.00,700.00,3250.00,-300.00',
    );
    const month = await download(admin, `/api/Collections/${company}?month=2026-06&format=csv`);
    expect(month.disposition).toBe('attachment; filename="collections-2026-06.csv"');
    expect(month.text).toContain('Reports North,1550.00,800.00,1050.00');
  });

  it('neutralises tenant names a spreadsheet would run', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '@SUM(A1:A9)', '+1', '-2+3', 'Tabbed'];
    const made = await propertyWithLeases(
      admin,
      company,
      'Hostile Names',
      hostile.map((_, i) => `X-${i + 1}`),
      hostile.map((tenant, i) => ({
        unit: `X-${i + 1}`,
        tenant,
        start: '2026-01-01',
        end: '2026-12-31',
        rentCents: 100,
      })),
    );
    for (const l of made.leases) await entry(server.database.db, l, '2026-01-01', 'rent', 100);
    // The contact form trims names; a name that came in another way may still start with a tab.
    await server.database.db.execute(
      sql`update contacts set file_as = ${'\tTabbed'} where file_as = 'Tabbed'`,
    );
    for (const report of ['RentRoll', 'Receivables']) {
      const csv = await download(
        admin,
        `/api/${report}/${company}?asOf=2026-06-15&propertyID=${made.propertyId}&format=csv`,
      );
      const tenantCells = csv.text
        .trimEnd()
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').slice(2).join(','));
      for (const cell of tenantCells) expect(cell).toMatch(/^("?')/);
      expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(csv.text).toContain(`'@SUM(A1:A9)`);
      expect(csv.text).toContain(`'+1,`);
      expect(csv.text).toContain(`'-2+3,`);
      expect(csv.text).toContain(`'\tTabbed,`);
    }
  });
});

describe('who may read the reports', () => {
  it("another company's id is not found, as for the other company routes", async () => {
    const bravo = await server.as('bravo.admin');
    for (const path of [
      `/api/RentRoll/${company}`,
      `/api/Receivables/${company}`,
      `/api/Collections/${company}?month=2026-06`,
      `/api/LedgerSummary/${company}`,
    ])
      expect((await bravo.get(path)).status, path).toBe(404);
    // Alpha's property named beside Bravo's own id is no property of Bravo's report.
    const bravoCompany = await companyOf(bravo);
    expect((await bravo.get(`/api/RentRoll/${bravoCompany}?propertyID=${north.propertyId}`)).status).toBe(
      404,
    );
    expect((await admin.get(`/api/RentRoll/${bravoCompany}?propertyID=${north.propertyId}`)).status).toBe(
      404,
    );
  });

  it('a user without Lease ledger View is refused; the read-only viewer reads', async () => {
    const leasesOnly = await userHolding(server, admin, company, 'reports.noledger', [
      { securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: null },
    ]);
    for (const path of [
      `/api/RentRoll/${company}`,
      `/api/Receivables/${company}`,
      `/api/Collections/${company}?month=2026-06`,
      `/api/LedgerSummary/${company}`,
      `/api/RentRoll/${company}?format=csv`,
    ])
      expect((await leasesOnly.client.get(path)).status, path).toBe(403);
    const viewer = await server.as('alpha.viewer');
    expect((await viewer.get(`/api/RentRoll/${company}`)).status).toBe(200);
    expect((await server.client().get(`/api/RentRoll/${company}`)).status).toBe(401);
  });

  it("a user limited to one property sees only that property's rows and totals of those", async () => {
    const limited = await userHolding(server, admin, company, 'reports.north', [
      { securityFeatureID: PropertyFeature.Ledger, access: Access.View, scopeID: north.propertyId },
    ]);
    const c = limited.client;
    const roll = await c.get<{ data: Report }>(`/api/RentRoll/${company}?asOf=2026-06-15`);
    expect(new Set(roll.body.data.rows.map((r) => r.propertyName))).toEqual(new Set(['Reports North']));
    expect(roll.body.data.totals.balanceCents).toBe(295_000);
    const aging = await c.get<{ data: Report }>(`/api/Receivables/${company}?asOf=2026-06-15`);
    expect(aging.body.data.totals.totalCents).toBe(325_000);
    const month = await c.get<{ data: Report }>(`/api/Collections/${company}?month=2026-06`);
    expect(month.body.data.rows.map((r) => r.propertyName)).toEqual(['Reports North']);
    expect(month.body.data.totals.chargedCents).toBe(155_000);
    const csv = await download(c, `/api/Receivables/${company}?asOf=2026-06-15&format=csv`);
    expect(csv.text).not.toContain('Southern Soaring');
    expect((await c.get(`/api/RentRoll/${company}?propertyID=${south.propertyId}`)).status).toBe(404);
  });

  it('refuses hostile and malformed input', async () => {
    for (const query of [
      'asOf=2026-13-45',
      'asOf=2026-06-15%27%3B--',
      'propertyID=99999999999',
      'propertyID=-1',
      'format=xlsx',
      'extra=1',
      `asOf=${'9'.repeat(5000)}`,
    ])
      expect((await admin.get(`/api/RentRoll/${company}?${query}`)).status, query).toBe(400);
    for (const month of ['2026-6', '2026-13', '1800-01', '', "2026-06'"])
      expect((await admin.get(`/api/Collections/${company}?month=${month}`)).status, month).toBe(400);
    expect((await admin.get(`/api/Collections/${company}`)).status).toBe(400);
    expect((await admin.get('/api/RentRoll/abc')).status).toBe(400);
    expect((await admin.get('/api/RentRoll/987654')).status).toBe(404);
  });
});
