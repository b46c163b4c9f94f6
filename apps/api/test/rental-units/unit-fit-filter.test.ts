// The vacant units an aircraft fits: `RentalUnitSearch?fitsWingspanFt=&fitsTailHeightFt=` answers only units
// whose door the aircraft goes through (fits or tight, by the company's clearance), each with its fit and
// margins; units without a door size are left out; bad sizes are 400 and another company's list stays 404.
import { describe, expect, it } from 'vitest';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Fit = { fits: string; widthMarginFt: number | null; heightMarginFt: number | null; reason: string };
type Item = { unitNumber: string; propertyID: number; doorFit?: Fit };
type Answer = { data: { items: Item[] }; error?: string };

/** A Cirrus SR22: 38.3 ft span, 8.9 ft tail. */
const SR22 = 'fitsWingspanFt=38.3&fitsTailHeightFt=8.9';

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

async function fitField(admin: Client, company: number) {
  const made = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: company,
    name: 'Fit Field',
    type: 'airport',
  });
  const propertyID = made.body.data.id;
  const doors: [string, number | null, number | null, string][] = [
    ['B-1', 45, 12, 'vacant'], // 6.7 and 3.1 to spare: fits
    ['B-2', 39.1, 10, 'vacant'], // 0.8 in width: tight
    ['B-3', 36, 12, 'vacant'], // 2.3 too narrow: does not fit
    ['B-4', null, null, 'vacant'], // no door size: cannot be judged
    ['B-5', 38.3, 8.9, 'vacant'], // exactly the aircraft: tight, nothing to spare
    ['B-6', 50, 14, 'occupied'], // fits, but let
    ['B-7', 45, 8.8, 'vacant'], // the tail 0.1 too tall
  ];
  for (const [unitNumber, doorWidthFt, doorHeightFt, status] of doors) {
    const res = await admin.post('/api/RentalUnit', {
      propertyID,
      unitNumber,
      type: 'box-hangar',
      doorWidthFt,
      doorHeightFt,
      status,
    });
    expect([res.status, res.body.error]).toEqual([200, undefined]);
  }
  return propertyID;
}

describe('units an aircraft fits', () => {
  it('answers only vacant units whose door the aircraft goes through, tight included and labelled', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const field = await fitField(admin, company);
    const search = async (query: string) => {
      const res = await admin.get<Answer>(`/api/RentalUnitSearch?propertyID=${field}&${query}`);
      expect([res.status, res.body.error]).toEqual([200, undefined]);
      return res.body.data.items;
    };

    const vacant = await search(`status=vacant&${SR22}`);
    expect(vacant.map((u) => [u.unitNumber, u.doorFit?.fits])).toEqual([
      ['B-1', 'yes'],
      ['B-2', 'tight'],
      ['B-5', 'tight'],
    ]);
    expect(vacant[0]!.doorFit).toMatchObject({ widthMarginFt: 6.7, heightMarginFt: 3.1 });
    expect(vacant[1]!.doorFit).toMatchObject({ widthMarginFt: 0.8, heightMarginFt: 1.1 });
    expect(vacant[1]!.doorFit!.reason).toContain('0.8 ft to spare in width');
    expect(vacant[2]!.doorFit).toMatchObject({ widthMarginFt: 0, heightMarginFt: 0 });
    // Every status: the let hangar fits too.
    expect((await search(SR22)).map((u) => u.unitNumber)).toEqual(['B-1', 'B-2', 'B-5', 'B-6']);
    // Without the filter: every unit, without a fit.
    const all = await search('status=vacant');
    expect(all.map((u) => u.unitNumber)).toEqual(['B-1', 'B-2', 'B-3', 'B-4', 'B-5', 'B-7']);
    expect(all.every((u) => u.doorFit === undefined)).toBe(true);
    // A smaller aircraft (a Cessna 152, 33.3 × 8.5) goes through B-3 (2.7 ft to spare) and B-7
    // (0.3 ft above the tail: tight) too.
    const small = await search('status=vacant&fitsWingspanFt=33.3&fitsTailHeightFt=8.5');
    expect(small.map((u) => [u.unitNumber, u.doorFit?.fits])).toEqual([
      ['B-1', 'yes'],
      ['B-2', 'yes'],
      ['B-3', 'yes'],
      ['B-5', 'tight'],
      ['B-7', 'tight'],
    ]);

    // The company's clearance decides what is tight: 8 ft of room in width makes B-1 tight as well.
    const settings = { clearanceWidthFt: 8, clearanceHeightFt: 1, offerDays: 5 };
    expect((await admin.put(`/api/WaitlistSettings/${company}`, settings)).status).toBe(200);
    expect((await search(`status=vacant&${SR22}`)).map((u) => u.doorFit?.fits)).toEqual([
      'tight',
      'tight',
      'tight',
    ]);
    await admin.put(`/api/WaitlistSettings/${company}`, { ...settings, clearanceWidthFt: 2 });

    // Company-wide, the same filter.
    const wide = await admin.get<Answer>(
      `/api/RentalUnitSearch?managementCompanyID=${company}&status=vacant&pageSize=100&${SR22}`,
    );
    expect(wide.body.data.items.filter((u) => u.propertyID === field).map((u) => u.unitNumber)).toEqual([
      'B-1',
      'B-2',
      'B-5',
    ]);
  });

  it('answers 400 to sizes that are not feet, or to one size without the other', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const base = `/api/RentalUnitSearch?managementCompanyID=${company}`;
    for (const bad of [
      'fitsWingspanFt=abc&fitsTailHeightFt=8.9',
      'fitsWingspanFt=0&fitsTailHeightFt=8.9',
      'fitsWingspanFt=-3&fitsTailHeightFt=8.9',
      'fitsWingspanFt=38.3&fitsTailHeightFt=301',
      'fitsWingspanFt=1e3&fitsTailHeightFt=8.9',
      'fitsWingspanFt=38.3&fitsTailHeightFt=%00',
    ]) {
      const res = await admin.get<Answer>(`${base}&${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    const words = await admin.get<Answer>(`${base}&fitsWingspanFt=wide&fitsTailHeightFt=8.9`);
    expect(words.body.error).toBe('fitsWingspanFt: Enter feet as a number, such as 38.3');
    const half = await admin.get<Answer>(`${base}&fitsWingspanFt=38.3`);
    expect([half.status, half.body.error]).toEqual([
      400,
      'fitsTailHeightFt: Give both the wingspan and the tail height of the aircraft',
    ]);
  });

  it('answers 404 for another company’s units and lets a read-only user filter', async () => {
    const alpha = await server.as('alpha.admin');
    const company = await companyOf(alpha);
    const bravo = await server.as('bravo.admin');
    const res = await bravo.get(`/api/RentalUnitSearch?managementCompanyID=${company}&${SR22}`);
    expect(res.status).toBe(404);
    const viewer = await server.as('alpha.viewer');
    const seen = await viewer.get<Answer>(`/api/RentalUnitSearch?managementCompanyID=${company}&${SR22}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.items.every((u) => u.doorFit && u.doorFit.fits !== 'no')).toBe(true);
  });
});
