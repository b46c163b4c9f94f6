// createMemoryProvider: a ManagementDataProvider over arrays in memory, for stories and tests.
import { CONFLICT_ERROR, DEFAULT_PAGE_SIZE, operationRequest } from '@hangar/contracts';
import type {
  DataFailure,
  DataResult,
  ListQuery,
  ManagementDataProvider,
  ResourceName,
} from './data-provider';

export type MemoryRecord = Record<string, unknown> & { id: number; version: number };

/**
 * A stored record read as the type its fixtures stored. The store keeps every resource's records as plain
 * objects; this is the one place where they are read back as what they are (`storedAs<Lease>(record)`).
 */
export const storedAs = <T>(record: MemoryRecord): T => record as unknown as T;
export type MemoryOp = 'getList' | 'getOne' | 'create' | 'update' | 'remove' | 'run' | 'upload';
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a failure script or named handler may know about the call. */
export type MemoryCallDetail = {
  id?: number;
  body?: unknown;
  query?: ListQuery;
  method?: CallMethod;
  /** The operation's path relative to the API base, parameters filled in (`/FileAsExist/1/0/Smith%2C%20Ann`). */
  path?: string;
  /** The operation's name (`FileAsExist`). */
  operation?: string;
};

/** Read access to the stored records, for named handlers (copies: changing them changes nothing). */
export type MemoryDb = {
  all(resource: ResourceName): MemoryRecord[];
  get(resource: ResourceName, id: number): MemoryRecord | undefined;
};

export type NamedHandler = (
  method: CallMethod,
  path: string,
  body: unknown,
  db: MemoryDb,
) => DataResult<unknown> | Promise<DataResult<unknown>>;

/** How one resource behaves where plain field equality and shallow merges are not enough. */
export type MemoryResourceOptions = {
  /** The stored record from a create or update body and the record before (derive fields, mask secrets). */
  write?: (body: Record<string, unknown>, previous: MemoryRecord | undefined) => Record<string, unknown>;
  /** The list row of a record when it differs from the record (a contact's primary e-mail, say); lists
   * filter, search and sort over the record and its row together. */
  listItem?: (record: MemoryRecord) => Record<string, unknown>;
  /** A page's items with what its query adds to each (a door's fit with the aircraft a list is filtered by). */
  withListItems?: (items: Record<string, unknown>[], query: ListQuery) => Record<string, unknown>[];
  /** Filters that are not plain equality with a field, by query parameter. */
  filters?: Record<string, (row: Record<string, unknown>, value: string | number | boolean) => boolean>;
  /** Sort values of sorts that are not a field's name, by sort name (`updated` → `updatedUtc`). */
  sorts?: Record<string, (row: Record<string, unknown>) => unknown>;
  /** Checks a create or update body; a failure (with `fieldErrors`) refuses it as a server would. */
  validate?: (body: Record<string, unknown>, op: 'create' | 'update') => DataFailure | null;
};

export type MemoryProviderOptions = {
  /** Delay of every answer, in ms; `Infinity` never answers (a loading state). */
  latencyMs?: number;
  /** How long an upload takes, in ms, reported in steps of progress; `Infinity` stops at 40 % and never
   * answers (an upload under way). Defaults to `latencyMs`. Uploads answer through the named handlers, with
   * the File as the body. */
  uploadMs?: number;
  /** Scripts refusals: return a failure to answer it instead of doing the operation. */
  failWith?: (op: MemoryOp, resource: ResourceName | null, detail: MemoryCallDetail) => DataFailure | null;
  /** The operations `run` and `upload` answer, by the prefix of their path relative to the API base
   * (`/FileAsExist/`); the longest matching prefix answers. */
  named?: Record<string, NamedHandler>;
  resources?: Partial<Record<ResourceName, MemoryResourceOptions>>;
};

export type MemoryProvider = ManagementDataProvider & {
  /** The stored records of a resource (copies), for assertions, as the type they were stored as. */
  records<T = MemoryRecord>(resource: ResourceName): T[];
};

const PAGING_KEYS = new Set(['q', 'sort', 'dir', 'page', 'cursor', 'pageSize']);

const clone = <T>(value: T): T => structuredClone(value);

function wait(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  if (!Number.isFinite(ms)) return new Promise(() => {});
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const notFound = (resource: ResourceName, id: number): DataFailure => ({
  ok: false,
  status: 404,
  message: `No ${resource} ${id}`,
});

function sameValue(field: unknown, wanted: string | number | boolean): boolean {
  if (Array.isArray(field)) return field.some((x) => sameValue(x, wanted));
  if (typeof field === 'string' && typeof wanted === 'string') return field.toLowerCase() === wanted.toLowerCase();
  return String(field) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  const missingA = a === null || a === undefined || a === '';
  const missingB = b === null || b === undefined || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * An in-memory ManagementDataProvider: lists page, sort, search (`q`, case-insensitive, over every text
 * field of the row) and filter (a field equal to the value, or containing it for arrays; `active` also
 * reads `isActive`, with `all` for both; unknown filters are ignored). Creates assign the next id and
 * version 1; updates must name the stored version (else 409 with CONFLICT_ERROR) and bump it.
 *
 * @example
 * const provider = createMemoryProvider({ contact: contacts }, { latencyMs: 300 });
 * <ManagementProvider dataProvider={provider}>…</ManagementProvider>
 */
export function createMemoryProvider(
  seed: Partial<Record<ResourceName, unknown[]>>,
  options: MemoryProviderOptions = {},
): MemoryProvider {
  const store = new Map<ResourceName, MemoryRecord[]>();
  for (const [resource, rows] of Object.entries(seed) as [ResourceName, unknown[]][]) {
    let next = 1;
    const records = rows.map((row) => {
      const r = clone(row) as Record<string, unknown>;
      const id = typeof r.id === 'number' ? r.id : next;
      next = Math.max(next, id + 1);
      return { ...r, id, version: typeof r.version === 'number' ? r.version : 1 } as MemoryRecord;
    });
    store.set(resource, records);
  }
  const table = (resource: ResourceName) => {
    let rows = store.get(resource);
    if (!rows) store.set(resource, (rows = []));
    return rows;
  };
  const rules = (resource: ResourceName) => options.resources?.[resource] ?? {};
  const db: MemoryDb = {
    all: (resource) => clone(table(resource)),
    get: (resource, id) => {
      const found = table(resource).find((r) => r.id === id);
      return found && clone(found);
    },
  };

  async function start(op: MemoryOp, resource: ResourceName | null, detail: MemoryCallDetail) {
    await wait(options.latencyMs ?? 0);
    return options.failWith?.(op, resource, detail) ?? null;
  }

  function row(resource: ResourceName, record: MemoryRecord): Record<string, unknown> {
    const listItem = rules(resource).listItem;
    return listItem ? { ...record, ...listItem(record) } : record;
  }

  function matchesFilter(resource: ResourceName, r: Record<string, unknown>, key: string, value: string | number | boolean) {
    const custom = rules(resource).filters?.[key];
    if (custom) return custom(r, value);
    if (key in r) return sameValue(r[key], value);
    if (key === 'active' && 'isActive' in r) return value === 'all' || String(r.isActive) === String(value);
    return true;
  }

  /** An operation's method and path relative to the API base, as the named handlers match them. */
  const relative = (operation: string, params: object) => {
    const { method, path } = operationRequest(operation, params as Record<string, unknown>);
    return { method, path: path.slice('/api'.length) };
  };

  // The answer's type is the contract's; the handlers answer what a story gives them.
  async function dispatch<T = never>(method: CallMethod, path: string, body: unknown): Promise<DataResult<T>> {
    const prefix = Object.keys(options.named ?? {})
      .filter((p) => path.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    const handler = prefix === undefined ? undefined : options.named?.[prefix];
    if (!handler) return { ok: false, status: 404, message: `No handler for ${method} ${path}` };
    return (await handler(method, path, body, db)) as DataResult<T>;
  }

  const provider: MemoryProvider = {
    records: <T,>(resource: ResourceName) => clone(table(resource)).map((r) => storedAs<T>(r)),

    async getList<T>(resource: ResourceName, query: ListQuery) {
      const refusal = await start('getList', resource, { query });
      if (refusal) return refusal;
      const { listItem, sorts, withListItems } = rules(resource);
      const q = typeof query.q === 'string' ? query.q.trim().toLowerCase() : '';
      let rows = table(resource).map((record) => ({ record, row: row(resource, record) }));
      for (const [key, value] of Object.entries(query)) {
        if (PAGING_KEYS.has(key) || value === undefined || value === '') continue;
        rows = rows.filter(({ row: r }) => matchesFilter(resource, r, key, value));
      }
      if (q)
        rows = rows.filter(({ row: r }) =>
          Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)),
        );
      const sort = query.sort;
      const valueOf = sort ? (sorts?.[sort] ?? ((r: Record<string, unknown>) => r[sort])) : (r: Record<string, unknown>) => r.id;
      const direction = query.dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => direction * compare(valueOf(a.row), valueOf(b.row)) || a.record.id - b.record.id);
      const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
      // Cursors as the API gives them (opaque to the screens); here one names the page it starts.
      const cursorPage = /^p([1-9][0-9]*)$/.exec(String(query.cursor ?? ''))?.[1];
      const page = cursorPage ? Number(cursorPage) : Number(query.page ?? 1);
      const last = Math.max(1, Math.ceil(rows.length / pageSize));
      const cursors = {
        previous: page > 1 ? `p${page - 1}` : null,
        next: page < last ? `p${page + 1}` : null,
        last: last > 1 ? `p${last}` : null,
      };
      const shown = rows
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ record }) => clone(listItem ? listItem(record) : record) as Record<string, unknown>);
      const items = (withListItems ? withListItems(shown, query) : shown) as T[];
      return { ok: true, data: { items, total: rows.length, page, pageSize, cursors } };
    },

    async getOne<T>(resource: ResourceName, id: number) {
      const refusal = await start('getOne', resource, { id });
      if (refusal) return refusal;
      const found = table(resource).find((r) => r.id === id);
      return found ? { ok: true, data: clone(found) as T } : notFound(resource, id);
    },

    async create<T>(resource: ResourceName, body: unknown) {
      const refusal = await start('create', resource, { body });
      if (refusal) return refusal;
      const input = (body ?? {}) as Record<string, unknown>;
      const invalid = rules(resource).validate?.(input, 'create');
      if (invalid) return invalid;
      const rows = table(resource);
      const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const written = rules(resource).write?.(clone(input), undefined) ?? clone(input);
      const record = { ...written, id, version: 1 } as MemoryRecord;
      rows.push(record);
      return { ok: true, data: clone(record) as T };
    },

    async update<T>(resource: ResourceName, id: number, body: unknown) {
      const refusal = await start('update', resource, { id, body });
      if (refusal) return refusal;
      const rows = table(resource);
      const index = rows.findIndex((r) => r.id === id);
      const previous = rows[index];
      if (!previous) return notFound(resource, id);
      const input = (body ?? {}) as Record<string, unknown>;
      if (input.version !== previous.version)
        return { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR };
      const invalid = rules(resource).validate?.(input, 'update');
      if (invalid) return invalid;
      const written = rules(resource).write?.(clone(input), clone(previous)) ?? { ...previous, ...clone(input) };
      const record = { ...written, id, version: previous.version + 1 } as MemoryRecord;
      rows[index] = record;
      return { ok: true, data: clone(record) as T };
    },

    async remove(resource: ResourceName, id: number) {
      const refusal = await start('remove', resource, { id });
      if (refusal) return refusal;
      const rows = table(resource);
      const index = rows.findIndex((r) => r.id === id);
      if (index < 0) return notFound(resource, id);
      rows.splice(index, 1);
      return { ok: true, data: null };
    },

    async run(operation, params, body) {
      const { method, path } = relative(operation, params);
      const refusal = await start('run', null, { method, path, body, operation });
      if (refusal) return refusal;
      return dispatch(method, path, body);
    },

    async upload(operation, params, file, onProgress, signal) {
      const { method, path } = relative(operation, params);
      const aborted = (): DataFailure => ({ ok: false, message: `The upload of ${file.name} was cancelled` });
      const duration = options.uploadMs ?? options.latencyMs ?? 0;
      const steps = 5;
      for (let step = 1; step <= steps; step += 1) {
        if (signal?.aborted) return aborted();
        if (!Number.isFinite(duration) && step === 3) {
          onProgress?.(0.4);
          await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));
          return aborted();
        }
        await wait(Number.isFinite(duration) ? duration / steps : 0);
        onProgress?.(step / steps);
      }
      if (signal?.aborted) return aborted();
      const refusal = options.failWith?.('upload', null, { method, path, body: file, operation }) ?? null;
      if (refusal) return refusal;
      return dispatch(method, path, file);
    },
  };
  return provider;
}
