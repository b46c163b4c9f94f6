// The demo's ledger history as a user reads it: a year of charges for Alpha's leases, mostly paid on time, two
// tenants behind (with late fees), one returned check voided with its fee and paid again, an ended lease's
// deposit returned less a deduction; and posting again on the seed's day adds nothing.
import { describe, expect, it } from 'vitest';
import { postLeaseCharges } from '../../src/modules/ledger/ledger-posting';
import { useTestServer } from '../support/server';
import { companyOf, ledgerOf } from './support';

const server = useTestServer();

type Item = { id: number; unitNumber: string; balanceCents: number | null; status: string };

describe('the demo ledger', () => {
  it('shows a year of history: two tenants behind, a returned check, a returned deposit, the rest paid up', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const list = await admin.get<{ data: { items: Item[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100`,
    );
    const byUnit = new Map(list.body.data.items.map((i) => [i.unitNumber, i]));
    const owes = await admin.get<{ data: { items: Item[] } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&pageSize=100&owes=true`,
    );
    expect(owes.body.data.items.map((i) => i.unitNumber).sort()).toEqual(['H-4', 'T-1']);
    for (const item of list.body.data.items.filter((i) => !['H-4', 'T-1'].includes(i.unitNumber)))
      expect([item.unitNumber, item.balanceCents]).toEqual([item.unitNumber, 0]);

    // A year back on the oldest lease, not its whole life: one rent a month.
    const old = await ledgerOf(admin, byUnit.get('H-4')!.id);
    const rents = old.entries.filter((e) => e.kind === 'rent');
    expect(rents.length).toBeGreaterThanOrEqual(12);
    expect(rents.length).toBeLessThanOrEqual(13);
    expect(rents[0]!.date).toBe(old.ledgerStartsOn);
    expect(rents.slice(-2).every((r) => r.openCents === r.amountCents)).toBe(true);
    expect(old.depositHeldCents).toBeGreaterThan(0);

    const bounced = await ledgerOf(admin, byUnit.get('H-1')!.id);
    const reversal = bounced.entries.find((e) => e.kind === 'reversal')!;
    expect(reversal.reason).toMatch(/Check returned/);
    expect(bounced.entries.find((e) => e.id === reversal.reversesID)!.method).toBe('check');
    expect(bounced.entries.some((e) => e.description === 'Returned payment fee' && e.openCents === 0)).toBe(
      true,
    );
    expect(bounced.balanceCents).toBe(0);

    const ended = await ledgerOf(admin, byUnit.get('H-3')!.id);
    expect(ended.depositHeldCents).toBe(0);
    expect(ended.entries.find((e) => e.kind === 'deposit-return')!.memo).toMatch(/paid back to the tenant/);

    // The seed posted what was due: the job finds nothing more on the same day.
    const again = await postLeaseCharges(
      server.database.db,
      server.now(),
      list.body.data.items.map((i) => i.id),
    );
    expect(again.posted).toBe(0);
  });
});
