// A ManagementDataProvider for a host whose own REST API is not Hangar's: copy it and change the mapping.
//
// The API it talks to (made up for the example; yours will differ in the same places):
//
//   GET    {base}/contacts?search=smith&sort=fileAs&order=asc&offset=25&limit=25&managementCompanyID=1
//                                  → 200 { "data": [ContactListItem…], "total": 140 }
//   GET    {base}/contacts/7       → 200 { "data": Contact }
//   POST   {base}/contacts         → 201 { "data": Contact }
//   PUT    {base}/contacts/7       → 200 { "data": Contact }, sent with If-Match: "<version read>";
//                                    412 when someone else saved the record since it was read
//   DELETE {base}/contacts/7       → 204
//   GET    {base}/contacts/same-name?managementCompanyID=1&fileAs=Smith%2C%20Ann
//                                  → 200 { "data": [{ "id", "fileAs", "kind" }…] }
//   any other operation            → Hangar's own path under {base} (`GET {base}/UserAccess/7`)
//   a refusal                      → 4xx/5xx { "error": { "message": "…", "fields": { "lastName": "…" } } }
//   every request                  → Authorization: Bearer <token>
//
// The screens read and write the shapes of @hangar/contracts (`Contact`, `ContactListItem`, …): the API (or
// this provider) must answer in those shapes. What the provider adapts is the transport: paths, paging,
// versions, errors and the screens' other operations, which it receives by name (`FileAsExist`) with their
// parameters as values, never as a URL to take apart.
import {
  operationRequest,
  type OperationAnswer,
  type OperationBody,
  type OperationParams,
  type RunnableOperationName,
} from '@hangar/contracts';
import type {
  DataFailure,
  DataResult,
  ListQuery,
  ManagementDataProvider,
  ResourceName,
} from '@hangar/management-forms';

export type RestProviderOptions = {
  /** The API's base URL, e.g. `https://pm.example.com/v1`. */
  baseUrl: string;
  /** The collection of each resource the API serves; the screens of the others show "not available". */
  collections: Partial<Record<ResourceName, string>>;
  /** The session's bearer token, asked for on every request (so a refreshed token is used at once). */
  getToken: () => string | Promise<string>;
  /** Replaces the global `fetch` (a fetch with retries, say). */
  fetch?: typeof fetch;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ErrorBody = { error?: { message?: unknown; fields?: unknown } };

/** How this API answers some of Hangar's operations, by operation name. */
type OwnOperations = {
  [N in RunnableOperationName]?: (
    params: OperationParams<N>,
    body: OperationBody<N> | undefined,
  ) => Promise<DataResult<OperationAnswer<N>>>;
};

/**
 * @example
 * const provider = createRestDataProvider({
 *   baseUrl: 'https://pm.example.com/v1',
 *   collections: { contact: 'contacts' },
 *   getToken: () => session.accessToken,
 * });
 * <ManagementProvider dataProvider={provider}>
 *   <ContactForm kind="individual" managementCompanyID={1} />
 * </ManagementProvider>
 */
export function createRestDataProvider(options: RestProviderOptions): ManagementDataProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** The whole JSON body (null for 204), or the refusal. Never throws: the screens show refusals. */
  async function request(method: Method, url: string, init: RequestInit = {}): Promise<DataResult<unknown>> {
    let response: Response;
    try {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${await options.getToken()}`);
      headers.set('accept', 'application/json');
      response = await doFetch(url, { ...init, method, headers });
    } catch (error) {
      return {
        ok: false,
        message: error instanceof Error ? `Network error: ${error.message}` : 'Network error',
      };
    }
    if (response.status === 204) return { ok: true, data: null };
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok ? { ok: true, data: body } : failure(response.status, body as ErrorBody | undefined);
  }

  /** A request to the API whose answer is `{ data }`. */
  async function send<T>(method: Method, path: string, init?: RequestInit): Promise<DataResult<T>> {
    const answer = await request(method, `${base}${path}`, init);
    if (!answer.ok) return answer;
    return { ok: true, data: (answer.data === null ? null : (answer.data as { data: T }).data) as T };
  }

  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    body: JSON.stringify(body ?? {}),
    headers: { 'content-type': 'application/json', ...headers },
  });

  /** Hangar's path of an operation (without `/api`), for the operations this API serves as Hangar does. */
  const hangarPath = (operation: string, params: object) =>
    operationRequest(operation, params as Record<string, unknown>).path.slice('/api'.length);

  // This API has the contact form's duplicate check under another name and shape.
  const own: OwnOperations = {
    async FileAsExist({ managementCompanyID, contactID, fileAs }) {
      const query = new URLSearchParams({ managementCompanyID: String(managementCompanyID), fileAs });
      const answer = await send<{ id: number; fileAs: string; kind: 'individual' | 'company' }[]>(
        'GET',
        `/contacts/same-name?${query}`,
      );
      if (!answer.ok) return answer;
      const matches = answer.data.filter((match) => match.id !== Number(contactID));
      return { ok: true, data: { exists: matches.length > 0, matches } };
    },
  };

  function collection(resource: ResourceName): string | DataFailure {
    const name = options.collections[resource];
    return name
      ? `/${name}`
      : { ok: false, status: 404, message: `This site does not manage ${resource} records` };
  }

  return {
    async getList<T>(resource: ResourceName, query: ListQuery) {
      const path = collection(resource);
      if (typeof path !== 'string') return path;
      const { q, sort, dir, page = 1, pageSize = 25, ...filters } = query;
      const params = new URLSearchParams();
      if (q) params.set('search', q);
      if (sort) params.set('sort', sort);
      if (dir) params.set('order', dir);
      params.set('offset', String((page - 1) * pageSize));
      params.set('limit', String(pageSize));
      for (const [key, value] of Object.entries(filters)) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      // The API answers { data, total }; the screens want a ListAnswer: items, total, page and page size.
      const answer = await request('GET', `${base}${path}?${params}`);
      if (!answer.ok) return answer;
      const { data, total } = answer.data as { data: T[]; total: number };
      return { ok: true, data: { items: data, total, page, pageSize } };
    },

    async getOne<T>(resource: ResourceName, id: number) {
      const path = collection(resource);
      return typeof path === 'string' ? send<T>('GET', `${path}/${id}`) : path;
    },

    async create<T>(resource: ResourceName, body: unknown) {
      const path = collection(resource);
      return typeof path === 'string' ? send<T>('POST', path, json(body)) : path;
    },

    async update<T>(resource: ResourceName, id: number, body: unknown) {
      const path = collection(resource);
      if (typeof path !== 'string') return path;
      // The forms send the version they read in the body; this API wants it as a precondition.
      const { version, ...rest } = (body ?? {}) as { version?: number };
      return send<T>('PUT', `${path}/${id}`, json(rest, { 'if-match': `"${version}"` }));
    },

    async remove(resource: ResourceName, id: number) {
      const path = collection(resource);
      return typeof path === 'string' ? send<null>('DELETE', `${path}/${id}`) : path;
    },

    // The screens' other operations, by name (the README lists them): this API's own where it has one, else
    // Hangar's path and method for the operation.
    async run<N extends RunnableOperationName>(
      operation: N,
      params: OperationParams<N>,
      body?: OperationBody<N>,
    ) {
      const handler = own[operation] as OwnOperations[N] | undefined;
      if (handler) return handler(params, body);
      const { method } = operationRequest(operation, params as Record<string, unknown>);
      const path = hangarPath(operation, params);
      return send<OperationAnswer<N>>(method, path, method === 'GET' ? undefined : json(body));
    },

    // Uploads go to Hangar's path of the operation (`/Attachments/unit/4?kind=image`). fetch cannot report an
    // upload's progress: the bar goes from 0 to 1 when the answer comes (XMLHttpRequest's upload.onprogress
    // gives a moving one).
    async upload(operation, params, file, onProgress, signal) {
      const { method } = operationRequest(operation, params as Record<string, unknown>);
      const form = new FormData();
      form.append('file', file);
      onProgress?.(0);
      const result = await send<never>(method, hangarPath(operation, params), { body: form, signal });
      if (result.ok) onProgress?.(1);
      return result;
    },

    // Stored images and documents are served only with the session's token: the screens show them as Blobs.
    async fetchFile(url: string, signal?: AbortSignal) {
      try {
        const response = await doFetch(url, {
          headers: { authorization: `Bearer ${await options.getToken()}` },
          signal,
        });
        if (!response.ok)
          return { ok: false, status: response.status, message: `The file answered ${response.status}` };
        return { ok: true, data: await response.blob() };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : 'Network error' };
      }
    },
  };
}

/** A refusal as the screens show it: the message, errors by field path, and 412 as a stale version. */
function failure(status: number, body: ErrorBody | undefined): DataFailure {
  const text = body?.error?.message;
  const result: DataFailure = {
    ok: false,
    status,
    message: typeof text === 'string' && text ? text : `Error ${status}`,
  };
  if (status === 412) result.conflict = true;
  const fields = body?.error?.fields;
  if (fields && typeof fields === 'object') result.fieldErrors = fields as Record<string, string>;
  return result;
}
