// The site's ManagementDataProvider: the management screens' reads and writes over the site's API client.
import { operationRequest, RESOURCES, type ListAnswer, type ResourceDefinition } from '@hangar/contracts';
import type {
  DataFailure,
  DataResult,
  ListQuery,
  ManagementDataProvider,
  ResourceName,
} from '@hangar/management-forms';
import { ServiceError, type ApiClient, type ApiResult } from '../../api/client';

/** A list query as a query string: empty parts left out, booleans as `true`/`false`. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** The API's answer as a provider result: `{ success:false, error, fieldErrors }` + status → DataFailure. */
export function toDataResult<T>(result: ApiResult<T>): DataResult<T> {
  if (result.success) return { ok: true, data: result.data };
  const failure: DataFailure = { ok: false, message: result.error?.trim() ? result.error : 'Server error' };
  if (result.status !== undefined) {
    failure.status = result.status;
    failure.conflict = result.status === 409;
  }
  if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) failure.fieldErrors = result.fieldErrors;
  return failure;
}

/** A transport failure or an answer that is not the API's JSON, as a provider failure (never thrown). */
export function thrownToFailure(error: unknown): DataFailure {
  const failure: DataFailure = {
    ok: false,
    message: error instanceof Error && error.message ? error.message : 'Server error',
  };
  if (error instanceof ServiceError && error.status !== null) {
    failure.status = error.status;
    failure.conflict = error.status === 409;
  }
  return failure;
}

/**
 * The provider the site mounts above every management screen. Paths come from the contracts registry
 * (`RESOURCES`): lists `GET searchPath?query`, one record `GET path/id`, `POST path`, `PUT path/id`,
 * `DELETE path/id`; every other operation goes to its path in the contracts' operation table
 * (`operationRequest`). Every path is under the one API base.
 *
 * @example
 * const provider = createSiteDataProvider(useSiteSession().client);
 * await provider.getList('contact', { managementCompanyID: 1, q: 'smith' });
 */
export function createSiteDataProvider(
  client: Pick<ApiClient, 'request'> & Partial<Pick<ApiClient, 'upload' | 'download'>>,
  resources: readonly ResourceDefinition[] = RESOURCES,
): ManagementDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const entry = (name: ResourceName): ResourceDefinition => {
    const found = byName.get(name);
    if (!found) throw new Error(`No resource named "${name}" in the contracts registry`);
    return found;
  };
  async function send<T>(method: string, path: string, body?: unknown): Promise<DataResult<T>> {
    try {
      return toDataResult(await client.request<T>(method, path, body));
    } catch (error) {
      return thrownToFailure(error);
    }
  }
  const item = (name: ResourceName, id: number) => `${entry(name).path}/${encodeURIComponent(String(id))}`;

  // Async throughout: a resource missing from the registry (a programming error) rejects, never throws.
  return {
    async getList<T>(resource: ResourceName, query: ListQuery) {
      const search = listQueryString(query);
      const path = entry(resource).searchPath;
      return send<ListAnswer<T>>('GET', search ? `${path}?${search}` : path);
    },
    getOne: async <T>(resource: ResourceName, id: number) => send<T>('GET', item(resource, id)),
    create: async <T>(resource: ResourceName, body: unknown) => send<T>('POST', entry(resource).path, body ?? {}),
    update: async <T>(resource: ResourceName, id: number, body: unknown) =>
      send<T>('PUT', item(resource, id), body ?? {}),
    remove: async (resource: ResourceName, id: number) => send<null>('DELETE', item(resource, id)),
    async run(operation, params, body) {
      const { method, path } = operationRequest(operation, params);
      return send(method, path, method === 'GET' ? undefined : (body ?? {}));
    },
    async upload(operation, params, file, onProgress, signal) {
      if (!client.upload) return { ok: false, message: 'Uploads are not available here' } satisfies DataFailure;
      try {
        const { method, path } = operationRequest(operation, params);
        if (method !== 'POST' && method !== 'PUT') throw new Error(`${operation} takes no file`);
        return toDataResult(await client.upload(method, path, file, onProgress, signal));
      } catch (error) {
        return thrownToFailure(error);
      }
    },
    async fetchFile(url: string, signal?: AbortSignal) {
      if (!client.download) return { ok: false, message: 'Files are not available here' } satisfies DataFailure;
      try {
        return { ok: true, data: await client.download(url, signal) } as const;
      } catch (error) {
        return thrownToFailure(error);
      }
    },
  };
}

