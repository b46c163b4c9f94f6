// Keyset paging of the contact list: next, previous, first and last walk every contact once in each sort and
// direction (with and without a search); cursors are opaque and checked (a forged or foreign one is 400);
// totals are exact up to 10,000 and then capped, saying so.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, useTestServer } from '../support/server';

const server = useTestServer();

type Item = { id: number; fileAs: string; city: string | null; kind: string };
type Cursors = { previous: string | null; next: string | null; last: string | null };
type Page = { items: Item[]; total: number; totalCapped?: boolean; page: number; cursors: Cursors };

async function companyOf(c: Client): Promise<number> {
  return (await c.get<{ data: { managementCompanyID: number } }>('/api/MyAccess')).body.data
    .managementCompanyID;
}

describe('contact list paging by cursor', () => {
  it('walks every contact once forward and backward, in every sort and direction, with first and last', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const get = async (query: string) => {
      const res = await admin.get<{ data: Page }>(
        `/api/ContactSearch?managementCompanyID=${company}&active=all&${query}`,
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    for (const sort of ['fileAs', 'city', 'kind', 'updated'])
      for (const dir of ['asc', 'desc'])
        for (const q of ['', '&q=an']) {
          const base = `sort=${sort}&dir=${dir}${q}`;
          const all = await get(`${base}&pageSize=100`);
          expect(all.total).toBeLessThan(100);
          const ids = all.items.map((i) => i.id);
          // Forward from the first page by `next`.
          const forward: number[] = [];
          let page = await get(`${base}&pageSize=7`);
          expect(page.cursors.previous).toBeNull();
          for (;;) {
            forward.push(...page.items.map((i) => i.id));
            if (!page.cursors.next) break;
            page = await get(`${base}&pageSize=7&cursor=${page.cursors.next}`);
            expect(page.total).toBe(all.total);
          }
          expect([sort, dir, q, forward]).toEqual([sort, dir, q, ids]);
          // Backward from the last page by `previous`.
          const first = await get(`${base}&pageSize=7`);
          const backward: number[][] = [];
          if (first.cursors.last) {
            page = await get(`${base}&pageSize=7&cursor=${first.cursors.last}`);
            expect(page.cursors.next).toBeNull();
            for (;;) {
              backward.unshift(page.items.map((i) => i.id));
              if (!page.cursors.previous) break;
              page = await get(`${base}&pageSize=7&cursor=${page.cursors.previous}`);
            }
          } else backward.push(first.items.map((i) => i.id));
          expect([sort, dir, q, backward.flat()]).toEqual([sort, dir, q, ids]);
          // The last page holds the last rows; next from the first page then previous comes back to it.
          if (first.cursors.next) {
            const second = await get(`${base}&pageSize=7&cursor=${first.cursors.next}`);
            const again = await get(`${base}&pageSize=7&cursor=${second.cursors.previous}`);
            expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
            expect(again.cursors.previous).toBeNull();
          }
        }
  }, 180_000);

  it('answers 400 to a forged, damaged or foreign cursor, and to a one-character search', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    const list = (query: string) => admin.get(`/api/ContactSearch?managementCompanyID=${company}&${query}`);
    const first = (await list('pageSize=5')).body as { data: Page };
    const next = first.data.cursors.next!;
    const forged = (content: unknown) => Buffer.from(JSON.stringify(content)).toString('base64url');
    for (const cursor of [
      'not a cursor',
      next.slice(0, -3),
      'A'.repeat(1001),
      forged({ s: 'fileAs', d: 'asc', k: ["x'); drop table contacts; --", '1'], w: 'a', extra: 1 }),
      forged({ s: 'fileAs', d: 'asc', k: ['x', 'not-an-id'], w: 'a' }),
      forged({ s: 'fileAs', d: 'asc', k: ['x', '1', '2'], w: 'a' }),
      forged({ s: 'fileAs', d: 'asc', k: ['x'.repeat(5000), '1'], w: 'a' }),
      forged([1, 2, 3]),
    ]) {
      const res = await list(`pageSize=5&cursor=${encodeURIComponent(cursor)}`);
      expect([cursor.slice(0, 40), res.status]).toEqual([cursor.slice(0, 40), 400]);
    }
    // A cursor of another sort or direction is not this list's position.
    expect((await list(`pageSize=5&sort=city&cursor=${next}`)).status).toBe(400);
    expect((await list(`pageSize=5&dir=desc&cursor=${next}`)).status).toBe(400);
    // A well-formed cursor is only a position: it shows nothing the caller's filters do not.
    const inside = (
      await list(`pageSize=5&cursor=${forged({ s: 'fileAs', d: 'asc', k: ['', '0'], w: 'a' })}`)
    ).body as { data: Page };
    expect(inside.data.items.map((i) => i.id)).toEqual(first.data.items.map((i) => i.id));
    const short = await list('q=a');
    expect([short.status, short.body.error]).toEqual([400, 'q: Type at least 2 characters to search']);
  });

  it('counts exactly up to 10,000 and then says 10,000+; a narrow search still counts exactly', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    await server.database.db.execute(sql`
      insert into contacts (management_company_id, kind, first_name, last_name, file_as_pattern, file_as, search_text)
      select ${company}, 'individual', 'Bulk', 'Person ' || g, 'lastFirst', 'Person ' || g || ', Bulk',
        ' person ' || g || ', bulk bulk' || case when g % 1000 = 0 then ' rarely' else '' end || ' '
      from generate_series(1, 10050) g`);
    const page = (
      await admin.get<{ data: Page }>(`/api/ContactSearch?managementCompanyID=${company}&pageSize=10`)
    ).body.data;
    expect([page.total, page.totalCapped]).toEqual([10_000, true]);
    const last = (
      await admin.get<{ data: Page }>(
        `/api/ContactSearch?managementCompanyID=${company}&pageSize=10&cursor=${page.cursors.last}`,
      )
    ).body.data;
    expect(last.items.length).toBe(10);
    expect(last.cursors.next).toBeNull();
    const rare = (
      await admin.get<{ data: Page }>(`/api/ContactSearch?managementCompanyID=${company}&q=rarely`)
    ).body.data;
    expect([rare.total, rare.totalCapped]).toEqual([10, false]);
    // The home page's figure stops counting at the cap too, and says so.
    const summary = (
      await admin.get<{ data: { contacts: number; capped: string[] } }>(`/api/MgmtCoSummary/${company}`)
    ).body.data;
    expect([summary.contacts, summary.capped]).toEqual([10_000, ['contacts']]);
  });

  it('finds the pages of a search whether its matches are spread along the sort or gathered at its end', async () => {
    const admin = await server.as('alpha.admin');
    const company = await companyOf(admin);
    // More contacts than a search looks through along the sort before it asks the text index: every 97th
    // one carries a word met all along the alphabet; thirty at the very end carry another.
    await server.database.db.execute(sql`
      insert into contacts (management_company_id, kind, first_name, last_name, file_as_pattern, file_as, search_text)
      select ${company}, 'individual', 'Early', 'Aab ' || lpad(g::text, 5, '0'), 'lastFirst',
        'Aab ' || lpad(g::text, 5, '0') || ', Early',
        ' aab ' || g || ', early' || case when g % 97 = 0 then ' ovalmark' else '' end || ' '
      from generate_series(1, 4500) g`);
    await server.database.db.execute(sql`
      insert into contacts (management_company_id, kind, first_name, last_name, file_as_pattern, file_as, search_text)
      select ${company}, 'individual', 'Late', 'Zzy Smolder ' || g, 'lastFirst', 'Zzy Smolder ' || g || ', Late',
        ' zzy smolder ' || g || ', late '
      from generate_series(1, 30) g`);
    for (const [q, like] of [
      ['smolder', '%smolder%'],
      ['ovalmark', '%ovalmark%'],
    ] as const) {
      const expected = (
        (await server.database.db.execute(sql`
          select id from contacts where management_company_id = ${company} and search_text like ${like}
           order by lower(file_as), id`)) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => Number(r.id));
      expect(expected.length).toBeGreaterThanOrEqual(30);
      const seen: number[] = [];
      let page = (
        await admin.get<{ data: Page }>(
          `/api/ContactSearch?managementCompanyID=${company}&q=${q}&pageSize=10`,
        )
      ).body.data;
      expect(page.total).toBe(expected.length);
      for (;;) {
        seen.push(...page.items.map((i) => i.id));
        if (!page.cursors.next) break;
        page = (
          await admin.get<{ data: Page }>(
            `/api/ContactSearch?managementCompanyID=${company}&q=${q}&pageSize=10&cursor=${page.cursors.next}`,
          )
        ).body.data;
      }
      expect([q, seen]).toEqual([q, expected]);
      // A page asked by number skips matches, not contacts.
      const third = (
        await admin.get<{ data: Page }>(
          `/api/ContactSearch?managementCompanyID=${company}&q=${q}&pageSize=10&page=3`,
        )
      ).body.data;
      expect(third.items.map((i) => i.id)).toEqual(expected.slice(20, 30));
    }
  });
});
