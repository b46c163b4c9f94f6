// The demo seed with its hangar images is all or nothing: a failure half-way leaves no rows and no stored file.
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, managementCompanies, rentalUnits } from '../../src/db/schema';
import { seedDemo } from '../../src/db/seed';
import type { FileStore } from '../../src/files';
import { DEMO_PASSWORD, useTestServer } from '../support/server';

const server = useTestServer();

/** A store in memory that refuses its `failAt`-th write. */
function memoryStore(failAt = Infinity) {
  const files = new Map<string, Buffer>();
  let writes = 0;
  const store: FileStore = {
    kind: 'folder',
    async put(key, bytes) {
      writes += 1;
      if (writes === failAt) throw new Error('disk full');
      files.set(key, bytes);
    },
    get: async (key) => files.get(key) ?? null,
    async delete(key) {
      files.delete(key);
    },
  };
  return { store, files };
}

const empty = () =>
  server.database.db.execute(
    sql.raw('truncate users, management_companies, audit_events, sessions restart identity cascade'),
  );
const rows = async (table: typeof attachments | typeof rentalUnits | typeof managementCompanies) =>
  (await server.database.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDemo and the demo hangars', () => {
  it('stores three files per listed unit and an attachment row for each', async () => {
    await empty();
    const { store, files } = memoryStore();
    await seedDemo(server.database.db, DEMO_PASSWORD, store);
    expect(await rows(rentalUnits)).toBe(27);
    expect(await rows(attachments)).toBe(9);
    expect(files.size).toBe(27);
  });

  it('leaves no company, unit, attachment or file when a file cannot be stored', async () => {
    await empty();
    const { store, files } = memoryStore(14);
    await expect(seedDemo(server.database.db, DEMO_PASSWORD, store)).rejects.toThrow('disk full');
    expect(await rows(managementCompanies)).toBe(0);
    expect(await rows(rentalUnits)).toBe(0);
    expect(await rows(attachments)).toBe(0);
    expect(files.size).toBe(0);
  });
});

describe('the demo leases', () => {
  it('lease about half of Alpha’s units, so every status shows: occupied, on notice, later, vacant', async () => {
    await empty();
    await seedDemo(server.database.db, DEMO_PASSWORD, memoryStore().store);
    const admin = await server.as('alpha.admin');
    const company = (await admin.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
      .managementCompanyID;
    const units = await admin.get<{ data: { items: { unitNumber: string; status: string }[] } }>(
      `/api/RentalUnitSearch?managementCompanyID=${company}&pageSize=100`,
    );
    const status = new Map(units.body.data.items.map((u) => [u.unitNumber, u.status]));
    expect([status.get('H-1'), status.get('H-4'), status.get('H-6')]).toEqual([
      'occupied',
      'occupied',
      'occupied',
    ]);
    expect(status.get('H-9')).toBe('notice');
    expect(status.get('B-6')).toBe('future');
    expect(status.get('H-3')).toBe('vacant');
    const leased = await admin.get<{ data: { total: number } }>(
      `/api/RentalUnitLeaseSearch?managementCompanyID=${company}&status=active`,
    );
    expect(leased.body.data.total).toBeGreaterThanOrEqual(units.body.data.items.length / 2);
  });
});
