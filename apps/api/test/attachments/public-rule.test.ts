// Anonymous access to a unit's images follows the public listings exactly: in every state of the unit, its
// property and its company, the card image answers anyone on all five file routes when, and only when, the unit
// is in `/api/listings`. Signed-in users keep their rights whatever the state.
import type { Listings } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TTL_SECONDS } from '../../src/modules/listings/listing-routes';
import { useTestServer, type Client } from '../support/server';
import { fetchFile } from './support';

const server = useTestServer();
const exec = (query: ReturnType<typeof sql>) => server.database.db.execute(query);

const UNIT = 'H-7';
let imageId: number;
let viewer: Client;

async function listed(): Promise<boolean> {
  server.advance((LISTINGS_TTL_SECONDS + 1) * 1000);
  const res = await server.client().get<{ data: Listings }>('/api/listings');
  return res.body.data.items.some((i) => i.unitNumber === UNIT);
}

const routes = (id: number) => [
  `/api/image/${id}`,
  `/api/image2/${id}`,
  `/api/document/${id}`,
  `/api/ImageID/${id}`,
  `/api/DocumentID/${id}`,
];

/** The status of each file route to an anonymous caller (or to `as`). */
async function answers(as?: Client): Promise<number[]> {
  const out: number[] = [];
  for (const path of routes(imageId)) {
    out.push(
      path.includes('ID/')
        ? (await (as ?? server.client()).get(path)).status
        : (await fetchFile(server.base, path, as)).status,
    );
  }
  return out;
}

beforeAll(async () => {
  const res = await server.client().get<{ data: Listings }>('/api/listings');
  const card = res.body.data.items.find((i) => i.unitNumber === UNIT)!.cardImageUrl!;
  imageId = Number(/\/api\/image\/(\d+)/.exec(card)![1]);
  viewer = await server.as('alpha.viewer');
});

const unitWhere = sql`unit_id in (select id from rental_units where unit_number = ${UNIT})`;
const lease = (start: string, end: string | null, draft = false) =>
  exec(sql`insert into leases (management_company_id, unit_id, type, start_date, end_date, is_draft, rent_cents)
    select management_company_id, id, ${end ? 'fixed' : 'month-to-month'}, ${start}::date, ${end}::date, ${draft}, 31000
    from rental_units where unit_number = ${UNIT}`);
const today = () => new Date().toISOString().slice(0, 10);

/** Each state: how to enter it and how to leave it again. */
const STATES: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
  ['as seeded', async () => undefined, async () => undefined],
  [
    'let: a lease holds it today (its own status still says vacant)',
    () => lease('2000-01-01', null),
    () => exec(sql`delete from leases where ${unitWhere}`),
  ],
  [
    'on notice: a lease ending within the notice days',
    () => lease('2000-01-01', today()),
    () => exec(sql`delete from leases where ${unitWhere}`),
  ],
  [
    'future: a lease from a later day',
    () => lease('2100-01-01', '2100-12-31'),
    () => exec(sql`delete from leases where ${unitWhere}`),
  ],
  [
    'a draft lease only',
    () => lease('2000-01-01', null, true),
    () => exec(sql`delete from leases where ${unitWhere}`),
  ],
  [
    'a lease that ended',
    () => lease('2000-01-01', '2000-12-31'),
    () => exec(sql`delete from leases where ${unitWhere}`),
  ],
  [
    'occupied as entered',
    () => exec(sql`update rental_units set status = 'occupied' where unit_number = ${UNIT}`),
    () => exec(sql`update rental_units set status = 'vacant' where unit_number = ${UNIT}`),
  ],
  [
    'offline',
    () => exec(sql`update rental_units set status = 'offline' where unit_number = ${UNIT}`),
    () => exec(sql`update rental_units set status = 'vacant' where unit_number = ${UNIT}`),
  ],
  [
    'not listed',
    () => exec(sql`update rental_units set is_listed = false where unit_number = ${UNIT}`),
    () => exec(sql`update rental_units set is_listed = true where unit_number = ${UNIT}`),
  ],
  [
    'an inactive property',
    () => exec(sql`update properties set is_active = false where name = 'Hicks Airfield Hangars'`),
    () => exec(sql`update properties set is_active = true where name = 'Hicks Airfield Hangars'`),
  ],
  [
    'a company that does not publish',
    () => exec(sql`update management_companies set publishes_listings = false where name like 'Alpha%'`),
    () => exec(sql`update management_companies set publishes_listings = true where name like 'Alpha%'`),
  ],
  [
    'a company whose publishing approval was revoked',
    () => exec(sql`update management_companies set publishing_approved_at = null where name like 'Alpha%'`),
    () => exec(sql`update management_companies set publishing_approved_at = now() where name like 'Alpha%'`),
  ],
  [
    'an inactive company',
    () => exec(sql`update management_companies set is_active = false where name like 'Alpha%'`),
    () => exec(sql`update management_companies set is_active = true where name like 'Alpha%'`),
  ],
];

describe('anonymous access to a unit’s images', () => {
  for (const [state, enter, leave] of STATES) {
    it(`${state}: public exactly when the unit is listed`, async () => {
      await enter();
      try {
        const inListings = await listed();
        const expected = inListings ? 200 : 404;
        expect(await answers()).toEqual(routes(imageId).map(() => expected));
        if (state === 'as seeded') expect(inListings).toBe(true);
        if (state.startsWith('let')) expect(inListings).toBe(false);
      } finally {
        await leave();
      }
    });
  }

  it('leaves a signed-in user of the company their rights in every state', async () => {
    // (An inactive company's users cannot be signed in at all.)
    for (const [state, enter, leave] of STATES.filter(([s]) => s !== 'an inactive company')) {
      await enter();
      try {
        expect([state, await answers(viewer)]).toEqual([state, routes(imageId).map(() => 200)]);
      } finally {
        await leave();
      }
    }
  });
});
