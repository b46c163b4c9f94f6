// Leases for the ledger's tests: a property of their own per test, a unit per lease, one tenant.
import type { LeaseLedger } from '@hangar/contracts';
import { expect } from 'vitest';
import type { Client } from '../support/server';

export type Ledger = LeaseLedger;
export type Failure = { error: string; fieldErrors?: Record<string, string> };

export async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

let units = 0;

/** A property with a tenant; `lease(...)` lets a new unit of it to the tenant. */
export async function ledgerPlace(admin: Client, name: string) {
  const company = await companyOf(admin);
  const property = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name,
    type: 'airport',
  });
  const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
    kind: 'individual',
    managementCompanyID: company,
    firstName: 'Rosa',
    lastName: `Ledger ${name}`,
  });
  expect([property.status, tenant.status]).toEqual([200, 200]);
  const propertyID = property.body.data.id;
  return {
    company,
    propertyID,
    tenant: tenant.body.data.id,
    /** A new unit let to the tenant on these terms; answers the lease id. */
    async lease(terms: Record<string, unknown>): Promise<number> {
      units += 1;
      const unit = await admin.post<{ data: { id: number } }>('/api/RentalUnit', {
        propertyID,
        unitNumber: `G-${units}`,
        type: 't-hangar',
      });
      const made = await admin.post<{ data: { id: number } }>('/api/RentalUnitLease', {
        unitID: unit.body.data.id,
        type: 'month-to-month',
        rentCents: 100_000,
        dueDay: 1,
        parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
        ...terms,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return made.body.data.id;
    },
  };
}

/** A moment on a day (noon UTC, the same day in the demo companies' zone). */
export const on = (date: string) => new Date(`${date}T18:00:00Z`);

export async function ledgerOf(c: Client, leaseId: number): Promise<Ledger> {
  const res = await c.get<{ data: Ledger }>(`/api/LeaseLedger/${leaseId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
