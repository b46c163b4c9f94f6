import { CONFLICT_ERROR } from '@hangar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryProvider } from './memory-provider';

type Row = { id: number; version: number; name: string; city: string; isActive: boolean; tags: string[] };

const seed = () => ({
  contact: [
    { id: 1, name: 'Dana Whitfield', city: 'Fort Worth', isActive: true, tags: ['tenant'] },
    { id: 2, name: 'Alamo Aero LLC', city: 'Arlington', isActive: true, tags: ['vendor'] },
    { id: 3, name: 'Cody Barrera', city: 'fort worth', isActive: false, tags: [] },
    { id: 7, name: 'Bea Nguyen', city: 'Keller', isActive: true, tags: ['tenant', 'board'] },
  ],
});

describe('createMemoryProvider lists', () => {
  it('gives version 1 to seeded records without one and pages with totals', async () => {
    const p = createMemoryProvider(seed());
    const result = await p.getList<Row>('contact', { page: 2, pageSize: 3 });
    expect(result).toEqual({
      ok: true,
      data: {
        items: [expect.objectContaining({ id: 7, version: 1 })],
        total: 4,
        page: 2,
        pageSize: 3,
        cursors: { previous: 'p1', next: null, last: 'p2' },
      },
    });
    // Its cursors lead where the API's do: the previous page, then back.
    const first = await p.getList<Row>('contact', { cursor: 'p1', pageSize: 3 });
    expect(first.ok && [first.data.items.length, first.data.cursors]).toEqual([
      3,
      { previous: null, next: 'p2', last: 'p2' },
    ]);
  });

  it('searches text fields case-insensitively', async () => {
    const p = createMemoryProvider(seed());
    const result = await p.getList<Row>('contact', { q: 'FORT' });
    expect(result.ok && result.data.items.map((r) => r.id)).toEqual([1, 3]);
  });

  it('filters by equality, array membership and active/isActive', async () => {
    const p = createMemoryProvider(seed());
    const ids = async (query: Record<string, string>) => {
      const r = await p.getList<Row>('contact', query);
      return r.ok ? r.data.items.map((x) => x.id) : r;
    };
    expect(await ids({ city: 'Keller' })).toEqual([7]);
    expect(await ids({ tags: 'tenant' })).toEqual([1, 7]);
    expect(await ids({ active: 'false' })).toEqual([3]);
    expect(await ids({ active: 'all' })).toEqual([1, 2, 3, 7]);
    expect(await ids({ unknownFilter: 'x' })).toEqual([1, 2, 3, 7]);
  });

  it('sorts both ways, without regard to case, empty values last', async () => {
    const p = createMemoryProvider(seed());
    const asc = await p.getList<Row>('contact', { sort: 'city' });
    const desc = await p.getList<Row>('contact', { sort: 'name', dir: 'desc' });
    expect(asc.ok && asc.data.items.map((r) => r.id)).toEqual([2, 1, 3, 7]);
    expect(desc.ok && desc.data.items.map((r) => r.name)).toEqual([
      'Dana Whitfield',
      'Cody Barrera',
      'Bea Nguyen',
      'Alamo Aero LLC',
    ]);
  });

  it('uses per-resource list rows, filters and sorts', async () => {
    const p = createMemoryProvider(seed(), {
      resources: {
        contact: {
          listItem: (r) => ({ id: r.id, label: String(r.name).toUpperCase() }),
          filters: { tag: (row, value) => (row.tags as string[]).includes(String(value)) },
          sorts: { label: (row) => row.label },
        },
      },
    });
    const result = await p.getList('contact', { tag: 'tenant', sort: 'label', dir: 'desc' });
    expect(result.ok && result.data.items).toEqual([
      { id: 1, label: 'DANA WHITFIELD' },
      { id: 7, label: 'BEA NGUYEN' },
    ]);
  });
});

describe('createMemoryProvider writes', () => {
  it('creates with the next id and version 1', async () => {
    const p = createMemoryProvider(seed());
    const result = await p.create('contact', { name: 'Reese Calloway' });
    expect(result).toEqual({ ok: true, data: { name: 'Reese Calloway', id: 8, version: 1 } });
    expect(p.records('contact')).toHaveLength(5);
  });

  it('updates at the stored version and bumps it; a stale version is a conflict', async () => {
    const p = createMemoryProvider(seed());
    const saved = await p.update<Row>('contact', 1, { name: 'Dana W.', version: 1 });
    expect(saved).toEqual({ ok: true, data: expect.objectContaining({ id: 1, name: 'Dana W.', version: 2 }) });
    const stale = await p.update('contact', 1, { name: 'Again', version: 1 });
    expect(stale).toEqual({ ok: false, conflict: true, status: 409, message: CONFLICT_ERROR });
    expect(p.records('contact')[0]).toMatchObject({ name: 'Dana W.', version: 2 });
  });

  it('writes through the resource rule and refuses what its validator refuses', async () => {
    const p = createMemoryProvider(seed(), {
      resources: {
        contact: {
          write: (body, previous) => ({ ...previous, ...body, name: String(body.name).trim() }),
          validate: (body) =>
            body.name ? null : { ok: false, status: 400, message: 'Invalid', fieldErrors: { name: 'Required' } },
        },
      },
    });
    expect(await p.create('contact', {})).toMatchObject({ ok: false, fieldErrors: { name: 'Required' } });
    const updated = await p.update('contact', 2, { name: '  Alamo  ', version: 1 });
    expect(updated).toMatchObject({ ok: true, data: { name: 'Alamo', city: 'Arlington', version: 2 } });
  });

  it('removes, and answers 404 for what is not there', async () => {
    const p = createMemoryProvider(seed());
    expect(await p.remove('contact', 3)).toEqual({ ok: true, data: null });
    expect(await p.getOne('contact', 3)).toMatchObject({ ok: false, status: 404 });
    expect(await p.remove('contact', 3)).toMatchObject({ ok: false, status: 404 });
    expect(await p.update('contact', 99, { version: 1 })).toMatchObject({ ok: false, status: 404 });
  });

  it('hands out copies: changing an answer does not change the store', async () => {
    const p = createMemoryProvider(seed());
    const one = await p.getOne<Row>('contact', 1);
    if (one.ok) one.data.tags.push('changed');
    expect(p.records('contact')[0]?.tags).toEqual(['tenant']);
  });
});

describe('createMemoryProvider scripting', () => {
  it('answers scripted refusals instead of doing the operation', async () => {
    const failWith = vi.fn((op: string) =>
      op === 'remove' ? { ok: false as const, status: 403, message: 'Not allowed' } : null,
    );
    const p = createMemoryProvider(seed(), { failWith });
    expect(await p.remove('contact', 1)).toEqual({ ok: false, status: 403, message: 'Not allowed' });
    expect(p.records('contact')).toHaveLength(4);
    expect(failWith).toHaveBeenCalledWith('remove', 'contact', { id: 1 });
  });

  it('runs operations by the longest prefix of their path and gives the handlers the records', async () => {
    const p = createMemoryProvider(seed(), {
      named: {
        '/Property': () => ({ ok: true, data: 'short' }),
        '/PropertyFileAsExist/': (method, path, _body, db) => ({
          ok: true,
          data: { method, path, count: db.all('contact').length },
        }),
      },
    });
    const params = { managementCompanyID: 1, propertyID: 0, fileAs: 'Row H/East' };
    expect(await p.run('PropertyFileAsExist', params)).toEqual({
      ok: true,
      data: { method: 'GET', path: '/PropertyFileAsExist/1/0/Row%20H%2FEast', count: 4 },
    });
    expect(await p.run('PropertyTypes', {})).toEqual({ ok: true, data: 'short' });
    expect(await p.run('jobs', {})).toMatchObject({ ok: false, status: 404 });
  });

  it('waits latencyMs before answering', async () => {
    vi.useFakeTimers();
    try {
      const p = createMemoryProvider(seed(), { latencyMs: 500 });
      let done = false;
      void p.getOne('contact', 1).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
