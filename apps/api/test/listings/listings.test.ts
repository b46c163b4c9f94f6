// GET /api/listings over real HTTP on the demo data: who appears, the card image rule, caching, CORS, no leaks.
import { LISTINGS_PAGE_SIZE, listingSchema, type Listings } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp, { type Metadata } from 'sharp';
import { createFileStore } from '../../src/files';
import { fileKeys } from '../../src/files/keys';
import { LISTINGS_TTL_SECONDS } from '../../src/modules/listings/listing-routes';
import { useTestServer } from '../support/server';

const server = useTestServer();

type Answer = { data: Listings };
const DEMO_LISTED = ['B-2', 'B-5', 'H-3', 'H-7', 'H-10', 'H-12', 'O-2', 'T-2', 'T-4'];

/** The listings as a visitor sees them after the cache had time to expire. */
async function fresh(): Promise<Listings> {
  server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
  const res = await server.client().get<Answer>('/api/listings');
  expect(res.status).toBe(200);
  return res.body.data;
}
const numbers = (listings: Listings) => listings.items.map((i) => i.unitNumber);
const exec = (query: ReturnType<typeof sql>) => server.database.db.execute(query);
const unitId = async (unitNumber: string) => {
  const result = await exec(sql`select id from rental_units where unit_number = ${unitNumber}`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
};

describe('GET /api/listings', () => {
  it('answers anyone, without a session, with the demo hangars by property and natural unit number', async () => {
    const res = await fetch(`${server.base}/api/listings`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer;
    expect(numbers(data)).toEqual(DEMO_LISTED);
    expect(new Set(data.items.map((i) => i.propertyName))).toEqual(new Set(['Hicks Airfield Hangars']));
    const h3 = data.items.find((i) => i.unitNumber === 'H-3')!;
    expect(h3).toMatchObject({
      type: 't-hangar',
      place: 'Fort Worth, TX',
      doorWidthFt: 41,
      doorHeightFt: 12,
      monthlyRentCents: 34500,
      dateAvailable: null,
      contactLine: 'Call Hicks Airfield Hangars, (817) 555-0140',
      contactPhone: '(817) 555-0140',
      companyName: 'Alpha Hangar Management',
    });
    expect(h3.listingText).toMatch(/End-row T-hangar/);
    // H-12 frees up next month: its date is in the future, so it is kept.
    expect(data.items.find((i) => i.unitNumber === 'H-12')!.dateAvailable).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries only the listing fields: no company ids, notes or other units', async () => {
    const res = await fetch(`${server.base}/api/listings`);
    const text = await res.text();
    const { data } = JSON.parse(text) as Answer;
    const keys = Object.keys(listingSchema.shape).sort();
    for (const item of data.items) expect(Object.keys(item).sort()).toEqual(keys);
    expect(Object.keys(data).sort()).toEqual(['generatedUtc', 'items', 'page', 'pageCount', 'total']);
    for (const secret of ['managementCompany', 'notes', 'Door opener', 'flight school', 'Meacham', 'Bravo'])
      expect(text).not.toContain(secret);
  });

  it('is cacheable for a short while, readable from any origin, and sets no cookie', async () => {
    const res = await fetch(`${server.base}/api/listings`, { headers: { origin: 'https://other.example' } });
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${LISTINGS_TTL_SECONDS}`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("stores each listed demo unit's drawn image in three sizes", async () => {
    const result = await exec(
      sql`select u.unit_number, a.storage_key, a.width, a.height from attachments a join rental_units u on u.id = a.owner_id where a.owner_kind = 'unit' and a.kind = 'image' and a.show_in_listing order by u.sort_key`,
    );
    const rows = (
      result as unknown as { rows: { unit_number: string; storage_key: string; width: number }[] }
    ).rows;
    expect(rows.map((r) => r.unit_number)).toEqual(DEMO_LISTED);
    const files = createFileStore(server.config);
    for (const row of rows) {
      const keys = fileKeys(row.storage_key);
      const [original, display, thumbnail] = await Promise.all([
        files.get(keys.original),
        files.get(keys.display),
        files.get(keys.thumbnail),
      ]);
      expect(original!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const webp = (meta: Metadata) => [meta.format, meta.width];
      expect(webp(await sharp(display!).metadata())).toEqual(['webp', row.width]);
      expect(webp(await sharp(thumbnail!).metadata())).toEqual(['webp', 400]);
    }
  });

  it('serves each card image URL as image bytes', async () => {
    const { items } = await fresh();
    for (const item of items) {
      expect(item.cardImageUrl).toMatch(/^\/api\/image\/\d+\?v=[\w-]+$/);
      expect(item.cardImageAlt).toContain(item.unitNumber);
    }
    const res = await fetch(`${server.base}${items[0]!.cardImageUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await res.arrayBuffer());
    // RIFF....WEBP (the display size) or a JPEG.
    expect(bytes.subarray(8, 12).toString('latin1') === 'WEBP' || bytes[0] === 0xff).toBe(true);
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('keeps an answer for its few seconds, then shows what changed', async () => {
    await fresh();
    await exec(sql`update rental_units set is_listed = false where unit_number = 'O-2'`);
    const cached = await server.client().get<Answer>('/api/listings');
    expect(numbers(cached.body.data)).toContain('O-2');
    expect(numbers(await fresh())).not.toContain('O-2');
    await exec(sql`update rental_units set is_listed = true where unit_number = 'O-2'`);
    expect(numbers(await fresh())).toEqual(DEMO_LISTED);
  });

  it('lists only vacant, listed units of active properties of active, approved companies that publish', async () => {
    // Bravo lists A-2 (vacant) but does not publish; S-1 is vacant and not listed. Asking to publish is not
    // enough: a system administrator approves the company first.
    await exec(sql`update management_companies set publishes_listings = true where name like 'Bravo%'`);
    expect(numbers(await fresh())).toEqual(DEMO_LISTED);
    await exec(sql`update management_companies set publishing_approved_at = now() where name like 'Bravo%'`);
    expect(numbers(await fresh())).toEqual([...DEMO_LISTED, 'A-2']);
    const bravo = (await fresh()).items.find((i) => i.unitNumber === 'A-2')!;
    // Without a listing contact line: the company's name and primary phone and e-mail.
    expect(bravo).toMatchObject({
      propertyName: 'Meacham North Hangars',
      contactLine: 'Bravo Aviation Properties · (817) 555-0320 · office@bravo.example',
      contactPhone: '(817) 555-0320',
      contactEmail: 'office@bravo.example',
      cardImageUrl: null,
      cardImageAlt: '',
    });
    await exec(sql`update management_companies set is_active = false where name like 'Bravo%'`);
    expect(numbers(await fresh())).toEqual(DEMO_LISTED);
    await exec(
      sql`update management_companies set is_active = true, publishes_listings = false, publishing_approved_at = null where name like 'Bravo%'`,
    );

    for (const status of ['occupied', 'offline']) {
      await exec(sql`update rental_units set status = ${status} where unit_number = 'H-7'`);
      expect(numbers(await fresh())).not.toContain('H-7');
    }
    await exec(sql`update rental_units set status = 'vacant' where unit_number = 'H-7'`);
    // A lease holding the unit today (or from a later day) takes it off; a draft lease does not.
    const lease = (start: string, end: string | null, draft: boolean) =>
      exec(sql`insert into leases (management_company_id, unit_id, type, start_date, end_date, is_draft, rent_cents)
        select management_company_id, id, ${end ? 'fixed' : 'month-to-month'}, ${start}::date, ${end}::date, ${draft}, 31000
        from rental_units where unit_number = 'H-7'`);
    const dropLeases = () =>
      exec(sql`delete from leases where unit_id in (select id from rental_units where unit_number = 'H-7')`);
    await lease('2000-01-01', null, true);
    expect(numbers(await fresh())).toContain('H-7');
    await dropLeases();
    await lease('2000-01-01', null, false);
    expect(numbers(await fresh())).not.toContain('H-7');
    await dropLeases();
    await lease('2100-01-01', '2100-12-31', false);
    expect(numbers(await fresh())).not.toContain('H-7');
    await dropLeases();
    await lease('2000-01-01', '2000-12-31', false);
    expect(numbers(await fresh())).toContain('H-7');
    await dropLeases();
    // B-6 is held by a lease starting later; without it, it is vacant, and once listed it appears in its place.
    await exec(sql`update rental_units set is_listed = true where unit_number = 'B-6'`);
    expect(numbers(await fresh())).toEqual(DEMO_LISTED);
    await exec(
      sql`delete from leases where unit_id in (select id from rental_units where unit_number = 'B-6')`,
    );
    expect(numbers(await fresh())).toEqual(['B-2', 'B-5', 'B-6', ...DEMO_LISTED.slice(2)]);
    await exec(sql`update rental_units set is_listed = false where unit_number = 'B-6'`);

    await exec(sql`update properties set is_active = false where name = 'Hicks Airfield Hangars'`);
    expect((await fresh()).items).toEqual([]);
    await exec(sql`update properties set is_active = true where name = 'Hicks Airfield Hangars'`);
    await exec(sql`update management_companies set publishes_listings = false where name like 'Alpha%'`);
    expect((await fresh()).items).toEqual([]);
    await exec(sql`update management_companies set publishes_listings = true where name like 'Alpha%'`);
    expect(numbers(await fresh())).toEqual(DEMO_LISTED);
  });

  it('sorts units naturally within a property and properties by name', async () => {
    const alpha = await exec(sql`select id from management_companies where name like 'Alpha%'`);
    const companyId = (alpha as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const property = await exec(
      sql`insert into properties (management_company_id, name, file_as, type) values (${companyId}, 'Aardvark Field', 'Aardvark Field', 'airport') returning id`,
    );
    const propertyId = (property as unknown as { rows: { id: number }[] }).rows[0]!.id;
    for (const [n, key] of [
      ['10', '0000000010'],
      ['9', '0000000009'],
    ])
      await exec(
        sql`insert into rental_units (management_company_id, property_id, unit_number, sort_key, type, status, is_listed) values (${companyId}, ${propertyId}, ${n}, ${key}, 'tie-down', 'vacant', true)`,
      );
    const { items } = await fresh();
    expect(items.slice(0, 2).map((i) => [i.propertyName, i.unitNumber, i.place])).toEqual([
      ['Aardvark Field', '9', null],
      ['Aardvark Field', '10', null],
    ]);
    await exec(sql`delete from rental_units where property_id = ${propertyId}`);
    await exec(sql`delete from properties where id = ${propertyId}`);
  });

  it('shows the chosen card image of the unit, else its first listed image by sort order, else none', async () => {
    const h3 = await unitId('H-3');
    const h7 = await unitId('H-7');
    const imageOf = async (unitNumber: string) =>
      (await fresh()).items.find((i) => i.unitNumber === unitNumber)!;
    const seeded = await imageOf('H-3');
    const seededId = Number(/\/api\/image\/(\d+)/.exec(seeded.cardImageUrl!)![1]);
    const add = async (unit: number, sortOrder: number, show: boolean, caption: string) => {
      const result = await exec(sql`insert into attachments
        (management_company_id, owner_kind, owner_id, kind, file_name, content_type, byte_size, storage_key, etag, caption, sort_order, show_in_listing)
        select management_company_id, 'unit', id, 'image', 'x.jpg', 'image/jpeg', 1, storage_key, 'e' || ${caption}, ${caption}, ${sortOrder}, ${show}
        from rental_units, (select storage_key from attachments where id = ${seededId}) s where id = ${unit} returning id`);
      return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    };
    // An earlier image not shown in listings is not the card; once shown, it is (first by sort order).
    const earlier = await add(h3, -1, false, 'Earlier photo');
    expect((await imageOf('H-3')).cardImageUrl).toBe(seeded.cardImageUrl);
    await exec(sql`update attachments set show_in_listing = true where id = ${earlier}`);
    expect(await imageOf('H-3')).toMatchObject({
      cardImageUrl: `/api/image/${earlier}?v=eEarlier%20photo`,
      cardImageAlt: 'Earlier photo',
    });
    // A chosen card image wins even when not shown in listings; one of another unit is ignored.
    const chosen = await add(h3, 5, false, 'Chosen');
    await exec(sql`update rental_units set card_image_id = ${chosen} where id = ${h3}`);
    expect((await imageOf('H-3')).cardImageAlt).toBe('Chosen');
    const other = await add(h7, 9, false, 'Of H-7');
    await exec(sql`update rental_units set card_image_id = ${other} where id = ${h3}`);
    expect((await imageOf('H-3')).cardImageAlt).toBe('Earlier photo');
    // No caption: the alt text names the unit.
    await exec(sql`update attachments set caption = '' where id = ${earlier}`);
    expect((await imageOf('H-3')).cardImageAlt).toBe('T-hangar H-3, Hicks Airfield Hangars');
    // No listed image at all: none.
    await exec(sql`update rental_units set card_image_id = null where id = ${h3}`);
    await exec(
      sql`update attachments set show_in_listing = false where owner_kind = 'unit' and owner_id = ${h3}`,
    );
    expect(await imageOf('H-3')).toMatchObject({ cardImageUrl: null, cardImageAlt: '' });
    await exec(sql`delete from attachments where id in (${earlier}, ${chosen}, ${other})`);
    await exec(sql`update attachments set show_in_listing = true where id = ${seededId}`);
  });

  it('shows a write made through the API at once', async () => {
    await fresh();
    const admin = await server.as('alpha.admin');
    const companies = await admin.get<{ data: { id: number; name: string }[] }>('/api/MgmtCo');
    const alpha = companies.body.data.find((c) => c.name.startsWith('Alpha'))!;
    const company = (await admin.get<{ data: { name: string; version: number } }>(`/api/MgmtCo/${alpha.id}`))
      .body.data;
    const res = await admin.put(`/api/MgmtCo/${alpha.id}`, {
      name: company.name,
      publishesListings: false,
      version: company.version,
    });
    expect(res.status).toBe(200);
    // No clock advance: the write dropped the cached answer.
    const after = await server.client().get<Answer>('/api/listings');
    expect(after.body.data.items).toEqual([]);
  });
});

/** A GET as a plain HTTP client makes it (no automatic decompression): status, headers and the raw bytes. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    bytes: Buffer;
  }>((resolve, reject) => {
    httpRequest(`${server.base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('GET /api/listings, a page at a time', () => {
  const EXTRA = 2 * LISTINGS_PAGE_SIZE + 7;

  /** EXTRA more listed, vacant units of Alpha in a property sorting first ("Aardvark Field"); removed after. */
  async function withManyListings(run: () => Promise<void>) {
    // (An earlier test stopped Alpha publishing through the API.)
    await exec(sql`update management_companies set publishes_listings = true where name like 'Alpha%'`);
    const alpha = await exec(sql`select id from management_companies where name like 'Alpha%'`);
    const companyId = (alpha as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const property = await exec(
      sql`insert into properties (management_company_id, name, file_as, type) values (${companyId}, 'Aardvark Field', 'Aardvark Field', 'airport') returning id`,
    );
    const propertyId = (property as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await exec(sql`insert into rental_units (management_company_id, property_id, unit_number, sort_key, type, status, is_listed, listing_text)
      select ${companyId}, ${propertyId}, 'A-' || g, lpad(g::text, 10, '0'), 'tie-down', 'vacant', true,
             'A paved tie-down with a tie-down kit, close to the self-serve fuel and the pilot lounge.'
        from generate_series(1, ${EXTRA}) g`);
    try {
      await run();
    } finally {
      await exec(sql`delete from rental_units where property_id = ${propertyId}`);
      await exec(sql`delete from properties where id = ${propertyId}`);
    }
  }

  it('pages the listings so that following the pages reaches every listing once, in order', async () => {
    await withManyListings(async () => {
      const first = await fresh();
      const total = EXTRA + DEMO_LISTED.length;
      expect(first).toMatchObject({ page: 1, total, pageCount: Math.ceil(total / LISTINGS_PAGE_SIZE) });
      expect(first.items).toHaveLength(LISTINGS_PAGE_SIZE);
      const seen: string[] = [];
      for (let page = 1; page <= first.pageCount; page++) {
        const res = await server.client().get<Answer>(`/api/listings?page=${page}`);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ page, pageCount: first.pageCount, total });
        seen.push(...numbers(res.body.data));
      }
      const expected = [...Array.from({ length: EXTRA }, (_, i) => `A-${i + 1}`), ...DEMO_LISTED];
      expect(seen).toEqual(expected);
      // Past the last page: none, and where it stands.
      const past = await server.client().get<Answer>(`/api/listings?page=${first.pageCount + 1}`);
      expect(past.status).toBe(200);
      expect(past.body.data).toMatchObject({ items: [], page: first.pageCount + 1, total });
    });
  });

  it('refuses a page that is not a whole number from 1, and unknown parameters', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=x',
      'page=50001',
      'page=' + '9'.repeat(400),
      'size=100',
    ])
      expect((await server.client().get(`/api/listings?${query}`)).status, query).toBe(400);
  });

  it('compresses an answer with brotli or gzip when the client accepts it, and only then', async () => {
    await withManyListings(async () => {
      server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
      const plain = await raw('/api/listings?page=2');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = plain.bytes.toString('utf8');
      expect((JSON.parse(json) as Answer).data.page).toBe(2);

      const br = await raw('/api/listings?page=2', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.bytes.length).toBeLessThan(json.length / 3);
      expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);

      const gz = await raw('/api/listings?page=2', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString('utf8')).toBe(json);

      // Asked again, the same bytes (kept with the page); refused codings are not used.
      expect((await raw('/api/listings?page=2', { 'accept-encoding': 'br' })).bytes).toEqual(br.bytes);
      const refused = await raw('/api/listings?page=2', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.bytes.toString('utf8')).toBe(json);
    });
  });

  it('answers 304 to an If-None-Match of the current answer, and the new answer once it changed', async () => {
    server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
    const first = await raw('/api/listings');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw('/api/listings', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers['cache-control']).toBe(`public, max-age=${LISTINGS_TTL_SECONDS}`);
    await exec(sql`update rental_units set is_listed = false where unit_number = 'O-2'`);
    try {
      server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
      const changed = await raw('/api/listings', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(numbers((JSON.parse(changed.bytes.toString('utf8')) as Answer).data)).not.toContain('O-2');
    } finally {
      await exec(sql`update rental_units set is_listed = true where unit_number = 'O-2'`);
    }
  });
});
