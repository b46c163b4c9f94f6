// Test ledgers written straight into `ledger_entries` and `ledger_allocations`, by the rules of docs/ledger.md:
// payments allocated to the oldest open charges, a void as a reversal with undoing allocation rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows';
import type { Client } from '../support/server';

type Kind = 'rent' | 'recurring' | 'late-fee' | 'deposit' | 'charge' | 'payment' | 'credit';

export async function entry(
  db: Db,
  lease: { id: number; company: number },
  date: string,
  kind: Kind | 'reversal',
  amountCents: number,
  more: { description?: string; method?: string; reference?: string; reversesId?: number } = {},
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ledger_entries (management_company_id, lease_id, date, kind, description, amount_cents,
                                  method, reference, reverses_id, reason)
      values (${lease.company}, ${lease.id}, ${date}, ${kind}, ${more.description ?? ''}, ${amountCents},
              ${more.method ?? null}, ${more.reference ?? ''}, ${more.reversesId ?? null},
              ${more.reversesId ? 'Test void' : null})
      returning id`),
  );
  return row!.id;
}

export async function allocate(db: Db, leaseId: number, paymentId: number, chargeId: number, cents: number) {
  await db.execute(sql`
    insert into ledger_allocations (lease_id, payment_id, charge_id, amount_cents)
    values (${leaseId}, ${paymentId}, ${chargeId}, ${cents})`);
}

/** The lease's open charges, oldest first (by date, then id), with their open part. */
async function openCharges(db: Db, leaseId: number) {
  return rowsOf<{ id: number; open: number }>(
    await db.execute(sql`
      select e.id, (e.amount_cents - coalesce((select sum(a.amount_cents) from ledger_allocations a
                                                where a.charge_id = e.id), 0))::int as open
        from ledger_entries e
       where e.lease_id = ${leaseId} and e.kind in ('rent','recurring','late-fee','deposit','charge')
         and not exists (select 1 from ledger_entries r where r.reverses_id = e.id)
       order by e.date, e.id`),
  ).filter((c) => c.open > 0);
}

/** A payment (or credit) of `cents` applied to the oldest open charges; the rest stays unapplied. */
export async function pay(
  db: Db,
  lease: { id: number; company: number },
  date: string,
  cents: number,
  more: { kind?: 'payment' | 'credit'; method?: string; reference?: string } = {},
): Promise<number> {
  const kind = more.kind ?? 'payment';
  const id = await entry(db, lease, date, kind, -cents, {
    method: kind === 'payment' ? (more.method ?? 'check') : undefined,
    reference: more.reference,
  });
  let left = cents;
  for (const charge of await openCharges(db, lease.id)) {
    if (left === 0) break;
    const part = Math.min(left, charge.open);
    await allocate(db, lease.id, id, charge.id, part);
    left -= part;
  }
  return id;
}

/** Voids a payment: its reversal, and rows undoing what it paid. */
export async function voidPayment(
  db: Db,
  lease: { id: number; company: number },
  paymentId: number,
  date: string,
) {
  const [p] = rowsOf<{ amount_cents: number }>(
    await db.execute(sql`select amount_cents from ledger_entries where id = ${paymentId}`),
  );
  await entry(db, lease, date, 'reversal', -p!.amount_cents, { reversesId: paymentId });
  const pairs = rowsOf<{ charge_id: number; amount: number }>(
    await db.execute(sql`
      select charge_id, sum(amount_cents)::int as amount from ledger_allocations
       where payment_id = ${paymentId} group by charge_id having sum(amount_cents) <> 0`),
  );
  for (const pair of pairs) await allocate(db, lease.id, paymentId, pair.charge_id, -pair.amount);
}

export async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

/** A property with units, one tenant per leased unit (its name as given), leases as given. */
export async function propertyWithLeases(
  admin: Client,
  company: number,
  name: string,
  units: string[],
  leases: { unit: string; tenant: string; start: string; end: string; rentCents: number; email?: string }[],
) {
  const property = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name,
    type: 'airport',
  });
  const saved = await admin.post<{ data: { items: { id: number; unitNumber: string }[] } }>(
    '/api/RentalUnitSave',
    { unitNumbers: units, defaults: { propertyID: property.body.data.id, type: 't-hangar' } },
  );
  if (property.status !== 200 || saved.status !== 200)
    throw new Error(`property ${name}: ${property.status} ${saved.status}`);
  const unitId = (n: string) => saved.body.data.items.find((u) => u.unitNumber === n)!.id;
  const made: { id: number; company: number; unit: string }[] = [];
  for (const l of leases) {
    const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'company',
      managementCompanyID: company,
      companyName: l.tenant,
      ...(l.email ? { emails: [{ type: 'work', address: l.email, isPrimary: true }] } : {}),
    });
    const lease = await admin.post<{ data: { id: number } }>('/api/RentalUnitLease', {
      unitID: unitId(l.unit),
      type: 'fixed',
      startDate: l.start,
      endDate: l.end,
      rentCents: l.rentCents,
      parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
    });
    if (tenant.status !== 200 || lease.status !== 200)
      throw new Error(`lease ${l.unit}: ${tenant.status} ${lease.status} ${JSON.stringify(lease.body)}`);
    made.push({ id: lease.body.data.id, company, unit: l.unit });
  }
  return { propertyId: property.body.data.id, units: saved.body.data.items, leases: made };
}
