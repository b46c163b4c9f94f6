// Rental units through the resource pattern: natural order and paging, filters, unique numbers, the batch of
// new units (all or none), moves between properties, the card image rule, drafts and hostile input.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, auditEvents } from '../../src/db/schema';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Unit = {
  id: number;
  managementCompanyID: number;
  propertyID: number;
  propertyName: string;
  unitNumber: string;
  type: string;
  status: string;
  enteredStatus: string;
  doorWidthFt: number | null;
  bathrooms: number | null;
  cardImageID: number | null;
  imageCount: number;
  version: number;
};
type Item = Pick<Unit, 'id' | 'unitNumber' | 'propertyID' | 'status' | 'cardImageID'> & {
  marketRentCents: number | null;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number };

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

async function makeProperty(c: Client, company: number, name: string, type = 'airport') {
  const res = await c.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name,
    type,
  });
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data.id;
}

async function batch(c: Client, propertyID: number, unitNumbers: string[], over = {}) {
  return c.post<{ data: { items: Item[] } }>('/api/RentalUnitSave', {
    unitNumbers,
    defaults: { propertyID, type: 't-hangar', ...over },
  });
}

const unit = (propertyID: number, over: Record<string, unknown> = {}) => ({
  propertyID,
  unitNumber: 'B-1',
  type: 'box-hangar',
  building: 'Row B',
  description: 'Corner hangar with a bifold door',
  squareFeet: 2400,
  marketRentCents: 65_000,
  doorWidthFt: 41.46,
  doorHeightFt: 12,
  depthFt: 40,
  floor: 'concrete',
  power: '220v',
  heated: true,
  enclosure: 'enclosed',
  dateAvailable: '2026-03-01',
  isListed: true,
  ...over,
});

describe('rental units', () => {
  it('creates with the property’s company, hangar fields and entered status; updates, moves and deletes', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Unit Field');
    const other = await makeProperty(admin, company, 'Unit Field West');
    const made = await admin.post<{ data: Unit }>('/api/RentalUnit', unit(field, { status: 'offline' }));
    expect([made.status, made.body.error]).toEqual([200, undefined]);
    expect(made.body.data).toMatchObject({
      managementCompanyID: company,
      propertyID: field,
      propertyName: 'Unit Field',
      unitNumber: 'B-1',
      doorWidthFt: 41.5,
      status: 'offline',
      enteredStatus: 'offline',
      cardImageID: null,
      imageCount: 0,
      version: 1,
    });
    const id = made.body.data.id;

    // Moved to another property of the company, with Edit there.
    const moved = await admin.put<{ data: Unit }>(`/api/RentalUnit/${id}`, {
      ...unit(other, { status: 'occupied' }),
      version: 1,
    });
    expect(moved.body.data).toMatchObject({
      propertyID: other,
      propertyName: 'Unit Field West',
      status: 'occupied',
    });
    // Never to another company's property: for its users that property does not exist.
    const bravo = await server.as('bravo.admin');
    const bravoProperty = await makeProperty(bravo, await companyOf(bravo), 'Bravo Strip');
    const away = await admin.put(`/api/RentalUnit/${id}`, { ...unit(bravoProperty), version: 2 });
    expect(away.status).toBe(404);
    const sys = await server.as('sysadmin');
    const sysAway = await sys.put(`/api/RentalUnit/${id}`, { ...unit(bravoProperty), version: 2 });
    expect([sysAway.status, Object.keys(sysAway.body.fieldErrors ?? {})]).toEqual([400, ['propertyID']]);

    const changes = await admin.get<{ data: { kind: string; label: string }[] }>(
      `/api/RecentChanges?managementCompanyID=${company}`,
    );
    expect(changes.body.data[0]).toMatchObject({ kind: 'rentalUnit.updated', label: 'B-1, Unit Field West' });
    expect((await admin.delete(`/api/RentalUnit/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/RentalUnit/${id}`)).status).toBe(404);
  });

  it('keeps unit numbers unique per property without case, and tells through RentalUnitFileAsExist', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Numbered Field');
    const first = await admin.post<{ data: Unit }>('/api/RentalUnit', unit(field, { unitNumber: 'T-7' }));
    const again = await admin.post('/api/RentalUnit', unit(field, { unitNumber: 't-7' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'Unit T-7 already exists in this property',
      fieldErrors: { unitNumber: 'Unit T-7 already exists in this property' },
    });
    // Another property may use the number.
    const elsewhere = await makeProperty(admin, company, 'Numbered Field Two');
    expect((await admin.post('/api/RentalUnit', unit(elsewhere, { unitNumber: 'T-7' }))).status).toBe(200);

    const exists = await admin.get<{ data: { exists: boolean; matches: { id: number; name: string }[] } }>(
      `/api/RentalUnitFileAsExist/${field}/0/t-7`,
    );
    expect(exists.body.data).toEqual({ exists: true, matches: [{ id: first.body.data.id, name: 'T-7' }] });
    const self = await admin.get<{ data: { exists: boolean } }>(
      `/api/RentalUnitFileAsExist/${field}/${first.body.data.id}/T-7`,
    );
    expect(self.body.data.exists).toBe(false);
  });

  it('adds a batch all or none, naming the numbers that exist, and audits each unit', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Batch Field');
    const made = await batch(admin, field, ['H-3', 'H-1', 'H-2'], { marketRentCents: 30_000 });
    expect(made.status).toBe(200);
    expect(made.body.data.items.map((i) => [i.unitNumber, i.marketRentCents])).toEqual([
      ['H-1', 30_000],
      ['H-2', 30_000],
      ['H-3', 30_000],
    ]);
    const created = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'rentalUnit.created'), eq(auditEvents.managementCompanyId, company)));
    expect(created[0]!.n).toBeGreaterThanOrEqual(3);

    const clash = await batch(admin, field, ['H-4', 'h-2', 'H-5', 'H-3']);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      error: 'Units H-2, H-3 already exist in this property',
      fieldErrors: { unitNumbers: 'Units H-2, H-3 already exist in this property' },
    });
    const repeated = await batch(admin, field, ['H-9', 'h-9']);
    expect([repeated.status, repeated.body.fieldErrors]).toEqual([
      400,
      { unitNumbers: 'A unit number repeats' },
    ]);
    const list = await admin.get<{ data: Page }>(`/api/RentalUnitSearch?propertyID=${field}`);
    expect(list.body.data.items.map((i) => i.unitNumber)).toEqual(['H-1', 'H-2', 'H-3']);

    const viewer = await server.as('alpha.viewer');
    expect((await batch(viewer, field, ['V-1'])).status).toBe(403);
    expect((await viewer.post('/api/RentalUnit', unit(field, { unitNumber: 'V-1' }))).status).toBe(403);
    const one = list.body.data.items[0]!;
    expect((await viewer.put(`/api/RentalUnit/${one.id}`, { ...unit(field), version: 1 })).status).toBe(403);
    expect((await viewer.delete(`/api/RentalUnit/${one.id}`)).status).toBe(403);
  });

  it('gives a new unit’s defaults by the property’s type', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const airport = await makeProperty(admin, company, 'Draft Airport');
    const flats = await makeProperty(admin, company, 'Draft Flats', 'multi-family');
    const draft = async (query: string) =>
      (await admin.get<{ data: Record<string, unknown> }>(`/api/RentalUnitNewForMgmtCo/${company}${query}`))
        .body.data;
    expect(await draft(`?propertyID=${airport}`)).toMatchObject({
      propertyID: airport,
      unitNumber: '',
      type: 't-hangar',
      status: 'vacant',
      amenities: [],
    });
    expect((await draft(`?propertyID=${flats}`)).type).toBe('apartment');
    expect(await draft('')).toMatchObject({ propertyID: null, type: 'other' });
    // A property of another company is unknown here.
    const bravo = await server.as('bravo.admin');
    const bravoCompany = await companyOf(bravo);
    expect(
      (await bravo.get(`/api/RentalUnitNewForMgmtCo/${bravoCompany}?propertyID=${airport}`)).status,
    ).toBe(404);
    const sys = await server.as('sysadmin');
    expect((await sys.get(`/api/RentalUnitNewForMgmtCo/${bravoCompany}?propertyID=${airport}`)).status).toBe(
      404,
    );
  });
});

describe('rental unit search', () => {
  it('sorts unit numbers naturally and pages 25 units without repeats or gaps', async () => {
    const admin = await server.as('bravo.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Natural Field');
    const numbers = Array.from({ length: 25 }, (_, i) => `H-${i + 1}`);
    // Stored out of order, in two batches.
    expect((await batch(admin, field, numbers.slice(10).reverse())).status).toBe(200);
    expect((await batch(admin, field, numbers.slice(0, 10))).status).toBe(200);
    const page = async (query: string) =>
      (await admin.get<{ data: Page }>(`/api/RentalUnitSearch?propertyID=${field}&${query}`)).body.data;
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const p = await page(`pageSize=10&page=${n}`);
      expect(p.total).toBe(25);
      seen.push(...p.items.map((i) => i.unitNumber));
    }
    expect(seen).toEqual(numbers);
    const desc: string[] = [];
    for (const n of [1, 2, 3])
      desc.push(...(await page(`pageSize=10&page=${n}&dir=desc`)).items.map((i) => i.unitNumber));
    expect(desc).toEqual([...numbers].reverse());
    expect(await page('page=4&pageSize=10')).toMatchObject({ items: [], total: 25 });
  });

  it('filters by status, type, listed and text; sorts by rent and by property company-wide', async () => {
    const admin = await server.as('bravo.admin');
    const company = await companyOf(admin);
    const east = await makeProperty(admin, company, 'Aardvark East');
    const west = await makeProperty(admin, company, 'Aardvark West');
    await admin.post('/api/RentalUnit', unit(east, { unitNumber: 'E-10', marketRentCents: 90_000 }));
    await admin.post(
      '/api/RentalUnit',
      unit(east, {
        unitNumber: 'E-2',
        type: 'tie-down',
        building: 'Apron',
        isListed: false,
        marketRentCents: 10_000,
        status: 'occupied',
      }),
    );
    await admin.post(
      '/api/RentalUnit',
      unit(west, { unitNumber: 'W-1', description: 'Heated maintenance bay', marketRentCents: 50_000 }),
    );
    const search = async (query: string) =>
      (
        await admin.get<{ data: Page }>(
          `/api/RentalUnitSearch?managementCompanyID=${company}&pageSize=100&${query}`,
        )
      ).body.data.items
        .filter((i) => [east, west].includes(i.propertyID))
        .map((i) => i.unitNumber);
    expect(await search('status=occupied')).toEqual(['E-2']);
    expect(await search('status=vacant&sort=property')).toEqual(['E-10', 'W-1']);
    expect(await search('type=tie-down')).toEqual(['E-2']);
    expect(await search('listed=false')).toEqual(['E-2']);
    expect(await search('q=apron')).toEqual(['E-2']);
    expect(await search('q=maintenance%20heated')).toEqual(['W-1']);
    expect(await search('sort=rent')).toEqual(['E-2', 'W-1', 'E-10']);
    expect(await search('sort=property')).toEqual(['E-2', 'E-10', 'W-1']);
    expect(await search('sort=property&dir=desc')).toEqual(['W-1', 'E-10', 'E-2']);
    const neither = await admin.get('/api/RentalUnitSearch');
    expect([neither.status, Object.keys(neither.body.fieldErrors ?? {})]).toEqual([400, []]);
    expect((await admin.get(`/api/RentalUnitSearch?propertyID=${east}&status=leased`)).status).toBe(400);
  });
});

describe('card image', () => {
  it('is the chosen image while it is one of the unit’s, else the first listed image, else none', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Picture Field');
    const made = await batch(admin, field, ['P-1', 'P-2']);
    const [p1, p2] = made.body.data.items;
    const db = server.database.db;
    const image = async (ownerId: number, sortOrder: number, showInListing: boolean, kind = 'image') => {
      const [row] = await db
        .insert(attachments)
        .values({
          managementCompanyId: company,
          ownerKind: 'unit',
          ownerId,
          kind: kind as 'image',
          fileName: `${ownerId}-${sortOrder}.jpg`,
          contentType: 'image/jpeg',
          byteSize: 10,
          storageKey: `test/${ownerId}/${sortOrder}`,
          etag: 'x',
          sortOrder,
          showInListing,
        })
        .returning({ id: attachments.id });
      return row!.id;
    };
    const read = async (id: number) => (await admin.get<{ data: Unit }>(`/api/RentalUnit/${id}`)).body.data;

    const hidden = await image(p1!.id, 0, false);
    expect(await read(p1!.id)).toMatchObject({ cardImageID: null, imageCount: 1 });
    const second = await image(p1!.id, 2, true);
    const first = await image(p1!.id, 1, true);
    await image(p1!.id, 0, true, 'document');
    expect(await read(p1!.id)).toMatchObject({ cardImageID: first, imageCount: 3 });
    // The chosen one wins, listed or not.
    await db.execute(sql`update rental_units set card_image_id = ${hidden} where id = ${p1!.id}`);
    expect((await read(p1!.id)).cardImageID).toBe(hidden);
    // Another unit's image is never this unit's card: the rule falls back.
    const foreign = await image(p2!.id, 0, true);
    await db.execute(sql`update rental_units set card_image_id = ${foreign} where id = ${p1!.id}`);
    expect((await read(p1!.id)).cardImageID).toBe(first);
    const list = await admin.get<{ data: Page }>(`/api/RentalUnitSearch?propertyID=${field}`);
    expect(list.body.data.items.map((i) => i.cardImageID)).toEqual([first, foreign]);

    // Deleting the unit deletes its attachments.
    expect((await admin.delete(`/api/RentalUnit/${p1!.id}`)).status).toBe(200);
    const left = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.ownerKind, 'unit'), eq(attachments.ownerId, p1!.id)));
    expect(left).toEqual([]);
    expect(second).toBeGreaterThan(0);
  });
});

describe('hostile unit input', () => {
  it('answers 400 at the field for bad dates, numbers, sizes, halves, 64-bit ids and NUL', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await makeProperty(admin, company, 'Hostile Field');
    const cases: [Record<string, unknown>, string][] = [
      [{ dateAvailable: '2026-02-30' }, 'dateAvailable'],
      [{ dateAvailable: '03/01/2026' }, 'dateAvailable'],
      [{ unitNumber: 'x'.repeat(21) }, 'unitNumber'],
      [{ unitNumber: '<script>' }, 'unitNumber'],
      [{ bathrooms: 1.3 }, 'bathrooms'],
      [{ marketRentCents: 12.5 }, 'marketRentCents'],
      [{ doorWidthFt: -1 }, 'doorWidthFt'],
      [{ status: 'notice' }, 'status'],
      [{ description: 'x'.repeat(4001) }, 'description'],
      [{ propertyID: 2 ** 63 }, 'propertyID'],
    ];
    for (const [over, path] of cases) {
      const res = await admin.post('/api/RentalUnit', unit(field, over));
      expect([path, res.status, Object.keys(res.body.fieldErrors ?? {})]).toEqual([path, 400, [path]]);
    }
    const nul = await admin.post('/api/RentalUnit', unit(field, { building: 'Row\u0000B' }));
    expect([nul.status, nul.body.error]).toEqual([400, expect.stringMatching(/NUL/)]);
    expect((await admin.get('/api/RentalUnit/2147483648')).status).toBe(400);
    expect((await admin.get(`/api/RentalUnitFileAsExist/${field}/0/${'x'.repeat(21)}`)).status).toBe(400);
    const tooMany = await admin.post('/api/RentalUnitSave', {
      unitNumbers: Array.from({ length: 201 }, (_, i) => `Z-${i}`),
      defaults: { propertyID: field, type: 't-hangar' },
    });
    expect([tooMany.status, Object.keys(tooMany.body.fieldErrors ?? {})]).toEqual([400, ['unitNumbers']]);
  });
});
