import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ManagementDataProvider } from './data-provider';
import { ManagementProvider, useDataProvider, useManagementReadOnly } from './management-provider';
import { createMemoryProvider } from './memory-provider';
import {
  useMutation,
  useOperation,
  useResourceItem,
  useResourceList,
  useResourceMutations,
} from './use-resource';

type Row = { id: number; version: number; name: string };

const seed = () => ({
  contact: [
    { id: 1, name: 'Dana Whitfield' },
    { id: 2, name: 'Alamo Aero LLC' },
  ],
});

function wrapperFor(provider: ManagementDataProvider, readOnly = false) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ManagementProvider dataProvider={provider} readOnly={readOnly} swr={{ dedupingInterval: 0 }}>
        {children}
      </ManagementProvider>
    );
  };
}

describe('ManagementProvider', () => {
  it('gives its provider and read-only switch to the hooks', () => {
    const provider = createMemoryProvider({});
    const { result } = renderHook(() => [useDataProvider(), useManagementReadOnly()] as const, {
      wrapper: wrapperFor(provider, true),
    });
    expect(result.current).toEqual([provider, true]);
  });

  it('is required', () => {
    expect(() => renderHook(() => useDataProvider())).toThrow(/ManagementProvider/);
  });
});

describe('read hooks', () => {
  it('reads a list and an item', async () => {
    const wrapper = wrapperFor(createMemoryProvider(seed()));
    const { result } = renderHook(
      () => ({ list: useResourceList<Row>('contact', { sort: 'name' }), item: useResourceItem<Row>('contact', 2) }),
      { wrapper },
    );
    expect(result.current.list.isLoading).toBe(true);
    await waitFor(() => expect(result.current.list.data?.items.map((r) => r.id)).toEqual([2, 1]));
    await waitFor(() => expect(result.current.item.data?.name).toBe('Alamo Aero LLC'));
    expect(result.current.list.error).toBeUndefined();
  });

  it('does not read for a null id or query', async () => {
    const calls: string[] = [];
    const provider = createMemoryProvider(seed(), {
      failWith: (op) => {
        calls.push(op);
        return null;
      },
    });
    const { result } = renderHook(
      () => ({ list: useResourceList('contact', null), item: useResourceItem('contact', null) }),
      { wrapper: wrapperFor(provider) },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(result.current.item.isLoading).toBe(false);
  });

  it('reports a refusal as a DataFailure', async () => {
    const provider = createMemoryProvider(seed(), {
      failWith: () => ({ ok: false, status: 403, message: 'You may not see contacts' }),
    });
    const { result } = renderHook(() => useResourceList('contact', {}), { wrapper: wrapperFor(provider) });
    await waitFor(() =>
      expect(result.current.error).toEqual({ ok: false, status: 403, message: 'You may not see contacts' }),
    );
  });

  it('reports a thrown error as a DataFailure', async () => {
    const provider = {
      ...createMemoryProvider({}),
      getOne: () => Promise.reject(new Error('Failed to fetch')),
    } as ManagementDataProvider;
    const { result } = renderHook(() => useResourceItem('contact', 1), { wrapper: wrapperFor(provider) });
    await waitFor(() => expect(result.current.error).toEqual({ ok: false, message: 'Failed to fetch' }));
  });

  it('reads an operation by name and parameters, and waits for null', async () => {
    const provider = createMemoryProvider(
      {},
      { named: { '/UserAccess/': (m, path) => ({ ok: true, data: `${m} ${path}` }) } },
    );
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => useOperation('UserAccess', id === null ? null : { id }),
      { wrapper: wrapperFor(provider), initialProps: { id: null as number | null } },
    );
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    rerender({ id: 7 });
    await waitFor(() => expect(result.current.data).toBe('GET /UserAccess/7'));
  });

  it('writes through useMutation without throwing, and with refresh reads the cached operations again', async () => {
    let reads = 0;
    const provider = createMemoryProvider(
      {},
      {
        named: {
          '/jobs/': (m, path) =>
            path.includes('end-impersonations')
              ? { ok: false, status: 409, message: 'It is running' }
              : { ok: true, data: `${m} ${path}` },
          '/jobs': () => ({ ok: true, data: `read ${++reads}` }),
        },
      },
    );
    const { result } = renderHook(
      () => ({ jobs: useOperation('jobs', {}), run: useMutation('jobsRun', { refresh: true }) }),
      { wrapper: wrapperFor(provider) },
    );
    await waitFor(() => expect(result.current.jobs.data).toBe('read 1'));
    expect(await result.current.run({ name: 'end-impersonations' })).toMatchObject({ ok: false, status: 409 });
    expect(result.current.jobs.data).toBe('read 1');
    expect(await result.current.run({ name: 'insurance-reminders' })).toEqual({
      ok: true,
      data: 'POST /jobs/insurance-reminders/run',
    });
    await waitFor(() => expect(result.current.jobs.data).toBe('read 2'));
  });
});

describe('useResourceMutations', () => {
  function setup() {
    const provider = createMemoryProvider(seed());
    const { result } = renderHook(
      () => ({
        list: useResourceList<Row>('contact', { sort: 'name' }),
        item: useResourceItem<Row>('contact', 1),
        write: useResourceMutations('contact'),
      }),
      { wrapper: wrapperFor(provider) },
    );
    return { provider, result };
  }

  it('create refreshes the lists of the resource', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    let created: unknown;
    await act(async () => {
      created = await result.current.write.create({ name: 'Bea Nguyen' });
    });
    expect(created).toMatchObject({ ok: true, data: { id: 3, version: 1 } });
    await waitFor(() => expect(result.current.list.data?.items.map((r) => r.name)).toContain('Bea Nguyen'));
  });

  it('update puts the saved record in the item cache and refreshes lists', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.item.data?.version).toBe(1));
    await act(async () => {
      await result.current.write.update(1, { name: 'Dana W.', version: 1 });
    });
    expect(result.current.item.data).toMatchObject({ name: 'Dana W.', version: 2 });
    await waitFor(() => expect(result.current.list.data?.items.map((r) => r.name)).toContain('Dana W.'));
  });

  it('a stale update answers the conflict and reads the item again', async () => {
    const { result, provider } = setup();
    await waitFor(() => expect(result.current.item.data?.version).toBe(1));
    await provider.update('contact', 1, { name: 'Changed elsewhere', version: 1 });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.write.update(1, { name: 'Mine', version: 1 });
    });
    expect(answer).toMatchObject({ ok: false, conflict: true, status: 409 });
    await waitFor(() => expect(result.current.item.data).toMatchObject({ name: 'Changed elsewhere', version: 2 }));
  });

  it('remove drops the item and refreshes lists; a refusal changes nothing', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    await act(async () => {
      await result.current.write.remove(1);
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    let again: unknown;
    await act(async () => {
      again = await result.current.write.remove(1);
    });
    expect(again).toMatchObject({ ok: false, status: 404 });
  });

  it('turns a thrown write into a failure value', async () => {
    const provider = {
      ...createMemoryProvider({}),
      create: () => Promise.reject(new Error('Network down')),
    } as ManagementDataProvider;
    const { result } = renderHook(() => useResourceMutations('contact'), { wrapper: wrapperFor(provider) });
    await expect(result.current.create({})).resolves.toEqual({ ok: false, message: 'Network down' });
  });
});

describe('what a write reads again', () => {
  it("a lease's save reads its units' lists again (their status comes from leases), not unrelated lists", async () => {
    const provider = createMemoryProvider({ rentalUnit: [{ id: 7, name: 'H-7' }], vendor: [{ id: 1, name: 'Doors' }] });
    const reads: string[] = [];
    const counting: ManagementDataProvider = {
      ...provider,
      getList: (resource, query) => {
        reads.push(resource);
        return provider.getList(resource, query);
      },
    };
    const { result } = renderHook(
      () => ({
        units: useResourceList<Row>('rentalUnit', { sort: 'name' }),
        vendors: useResourceList<Row>('vendor', { sort: 'name' }),
        lease: useResourceMutations('lease'),
      }),
      { wrapper: wrapperFor(counting) },
    );
    await waitFor(() => expect(result.current.units.data?.total).toBe(1));
    await waitFor(() => expect(result.current.vendors.data?.total).toBe(1));
    const before = { units: reads.filter((r) => r === 'rentalUnit').length, vendors: reads.filter((r) => r === 'vendor').length };
    await act(async () => {
      await result.current.lease.create({ unitID: 7 });
    });
    await waitFor(() => expect(reads.filter((r) => r === 'rentalUnit').length).toBe(before.units + 1));
    expect(reads.filter((r) => r === 'vendor').length).toBe(before.vendors);
  });
});
