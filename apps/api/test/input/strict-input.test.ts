// Input the server once took loosely and then answered 500 (or worse, read the wrong record): ids, numbers past
// their columns, deep JSON, lone surrogates and impossible dates are all refused with 400 and no error-log row.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLog } from '../../src/db/schema';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Contact = { id: number; fileAs: string; version: number; managementCompanyID: number };

async function errorRows(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(errorLog);
  return row!.n;
}

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

/** A raw JSON text body (the client would re-encode a lone surrogate or refuse deep nesting). */
async function sendText(c: Client, method: string, path: string, text: string) {
  if (!c.xsrf) await c.get('/api/health');
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(c.token && { authorization: `Bearer ${c.token}` }),
      'x-xsrf-token': c.xsrf ?? '',
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; error?: string } };
}

/** Every loose spelling of an id that once read some record. */
const LOOSE_IDS = [
  '0x1F',
  '1e1',
  '+1',
  '1.0',
  '%20',
  ' 1',
  '01',
  '0',
  '-1',
  '1_0',
  '0b1',
  '2147483648',
  '99999999999',
];

describe('11. ids are decimal digits within 32 bits, in one shared schema', () => {
  it('a loose id in a path or a query is refused with 400, never read as another number', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const list = await admin.get<{ data: { items: Contact[] } }>(
      `/api/ContactSearch?managementCompanyID=${company}&pageSize=100`,
    );
    const contact = list.body.data.items[0]!;
    expect((await admin.get(`/api/Contact/${contact.id}`)).status).toBe(200);
    for (const loose of [...LOOSE_IDS, `0x${contact.id.toString(16)}`, `${contact.id}.0`, `+${contact.id}`]) {
      const read = await admin.get(`/api/Contact/${loose}`);
      expect([loose, read.status]).toEqual([loose, 400]);
      expect(read.body.error).toMatch(/whole number from 1 to 2147483647/);
      const search = await admin.get(`/api/ContactSearch?managementCompanyID=${loose}`);
      expect([loose, search.status]).toEqual([loose, 400]);
    }
    // The delete that once removed contact 392 for `0x188`.
    const removed = await admin.delete(`/api/Contact/0x${contact.id.toString(16)}`);
    expect(removed.status).toBe(400);
    expect((await admin.get(`/api/Contact/${contact.id}`)).status).toBe(200);
    // The "new record" placeholder 0 stays where it is documented, in the same strict spelling.
    const fresh = await admin.get(`/api/FileAsExist/${company}/0/Nobody%20Here`);
    expect(fresh.status).toBe(200);
    for (const loose of ['00', '%20', '0x0', '-0', '0.0']) {
      expect((await admin.get(`/api/FileAsExist/${company}/${loose}/Nobody`)).status).toBe(400);
    }
    expect(await errorRows()).toBe(0);
  });

  it('a unit card image is never cleared by an id that reads as 0', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const units = await admin.get<{ data: { items: { id: number }[] } }>(
      `/api/RentalUnitSearch?managementCompanyID=${company}`,
    );
    const unit = units.body.data.items[0]!.id;
    for (const loose of ['%20', '', '+0', '0x0', '0e0']) {
      const res = await admin.post(`/api/RentalUnitSetImageAsCard/${unit}/${loose}`);
      expect([loose, res.status]).toEqual([loose, 400]);
    }
  });
});

describe('12. numbers past their columns are refused by the schema, not by the database', () => {
  const MAX_INT = 2_147_483_647;

  it('money and versions above 2^31-1 answer 400 naming the field', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: company,
      name: 'Column Field',
      type: 'airport',
    });
    const propertyID = property.body.data.id;
    const unit = { propertyID, unitNumber: 'C-1', type: 't-hangar' };
    for (const body of [
      { ...unit, marketRentCents: MAX_INT + 1 },
      { ...unit, squareFeet: MAX_INT + 1 },
    ]) {
      const res = await admin.post('/api/RentalUnit', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toHaveLength(1);
    }
    const batch = await admin.post('/api/RentalUnitSave', {
      unitNumbers: ['C-2'],
      defaults: { propertyID, type: 't-hangar', marketRentCents: MAX_INT + 1 },
    });
    expect(batch.status).toBe(400);
    // The largest amount the column holds is taken.
    const made = await admin.post<{ data: { id: number; version: number } }>('/api/RentalUnit', {
      ...unit,
      marketRentCents: MAX_INT,
    });
    expect(made.status).toBe(200);
    const stale = await admin.put(`/api/RentalUnit/${made.body.data.id}`, { ...unit, version: MAX_INT + 1 });
    expect(stale.status).toBe(400);
    expect(stale.body.fieldErrors).toHaveProperty('version');
    // The largest version the column holds is merely stale.
    expect(
      (await admin.put(`/api/RentalUnit/${made.body.data.id}`, { ...unit, version: MAX_INT })).status,
    ).toBe(409);

    const tenant = await admin.post<{ data: { id: number } }>('/api/Contact', {
      kind: 'individual',
      managementCompanyID: company,
      firstName: 'Max',
      lastName: 'Int',
    });
    const lease = {
      unitID: made.body.data.id,
      type: 'fixed',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      rentCents: 10_000,
      dueDay: 1,
      parties: [{ contactID: tenant.body.data.id, role: 'tenant' }],
    };
    for (const over of [{ rentCents: MAX_INT + 1 }, { depositCents: MAX_INT + 1 }]) {
      const res = await admin.post('/api/RentalUnitLease', { ...lease, ...over });
      expect([over, res.status]).toEqual([over, 400]);
    }
    expect(await errorRows()).toBe(0);
  });
});

describe('13. JSON nested past 64 levels is refused before anything reads it', () => {
  it('8,000 levels before sign-in answer 400, and no error-log row is written', async () => {
    const c = server.client();
    const deep = `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
    const res = await sendText(c, 'POST', '/api/authenticate', deep);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/nested/) });
    const arrays = await sendText(c, 'POST', '/api/authenticate', `${'['.repeat(8000)}${']'.repeat(8000)}`);
    expect(arrays.status).toBe(400);
    expect(await errorRows()).toBe(0);
  });

  it('64 levels pass the rule (the route then judges the body); 65 do not', async () => {
    const c = server.client();
    const nest = (levels: number) =>
      `{"userName":"x","password":"y","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const at64 = await sendText(c, 'POST', '/api/authenticate', nest(64));
    expect(at64.status).toBe(400);
    expect(at64.body.error).not.toMatch(/nested/);
    const at65 = await sendText(c, 'POST', '/api/authenticate', nest(65));
    expect(at65.status).toBe(400);
    expect(at65.body.error).toMatch(/nested more than 64 levels/);
  });
});

describe('14. an unpaired surrogate in any string or key is refused like NUL', () => {
  it('a phone, an e-mail, a log-in-as reason and a key with "\\ud800" answer 400 without a log row', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const contact = (phones: string, emails: string) =>
      `{"kind":"individual","managementCompanyID":${company},"firstName":"Lone","lastName":"Surrogate","phones":${phones},"emails":${emails}}`;
    const cases = [
      contact('[{"number":"555\\ud800"}]', '[]'),
      contact('[]', '[{"address":"a\\udc00@example.com"}]'),
      contact('[{"number":"555","\\udbff":1}]', '[]'),
    ];
    for (const body of cases) {
      const res = await sendText(admin, 'POST', '/api/Contact', body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.body.error).toMatch(/unpaired surrogate/);
    }
    // A well-formed pair (an emoji) is text like any other (in the extension: a number must be digits).
    const emoji = await sendText(
      admin,
      'POST',
      '/api/Contact',
      contact('[{"number":"555-0123","extension":"\\ud83d\\udee9"}]', '[]'),
    );
    expect(emoji.status).toBe(200);

    const sysadmin = await server.as('sysadmin');
    const reason = await sendText(
      sysadmin,
      'POST',
      '/api/authenticateAs',
      '{"user":"alpha.viewer","reason":"support \\ud800 call"}',
    );
    expect(reason.status).toBe(400);
    expect(await errorRows()).toBe(0);
  });
});

describe('15. calendar dates are years 1900 to 2200', () => {
  it('year 0000, 9999 and impossible days are refused with 400; the bounds pass', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const property = await admin.post<{ data: { id: number } }>('/api/Property', {
      managementCompanyID: company,
      name: 'Date Field',
      type: 'airport',
    });
    const unit = { propertyID: property.body.data.id, type: 't-hangar' };
    let n = 0;
    for (const date of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '2026-02-30', '2026-13-01']) {
      const res = await admin.post('/api/RentalUnit', {
        ...unit,
        unitNumber: `D-${n++}`,
        dateAvailable: date,
      });
      expect([date, res.status]).toEqual([date, 400]);
      expect(res.body.fieldErrors).toHaveProperty('dateAvailable');
    }
    for (const date of ['1900-01-01', '2200-12-31', '2028-02-29']) {
      const res = await admin.post('/api/RentalUnit', {
        ...unit,
        unitNumber: `D-${n++}`,
        dateAvailable: date,
      });
      expect([date, res.status]).toEqual([date, 200]);
    }
    // A moment in time has the same span (the site reports when it started).
    const activity = (timeUtc: string) => ({
      localStorageId: '0b0e3f3c-5b2a-4c1e-9d57-3f1f2f7c9a10',
      applicationId: 'hangar-site',
      url: '/weather',
      username: null,
      timeUtc,
    });
    for (const time of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T10:00:00Z']) {
      const res = await admin.put('/api/AddActivity', activity(time));
      expect([time, res.status]).toEqual([time, 400]);
    }
    expect((await admin.put('/api/AddActivity', activity('2026-03-01T10:00:00-06:00'))).status).toBe(200);
    const sysadmin = await server.as('sysadmin');
    expect((await sysadmin.delete('/api/errorlog?before=0000-01-01')).status).toBe(400);
    expect((await sysadmin.delete('/api/errorlog?before=1900-01-01')).status).toBe(200);
    expect(await errorRows()).toBe(0);
  });
});
