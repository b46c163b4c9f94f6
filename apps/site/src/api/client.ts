// The site's one API client: bearer token, CSRF header, token-error redirects and the error-text rule, and `run`
// over every operation of the contracts' table (request-client.ts has the rest, without that list).
import {
  operationRequest,
  type OperationAnswer,
  type OperationBody,
  type OperationParams,
  type RunnableOperationName,
} from '@hangar/contracts';
import {
  createRequestClient,
  isRelative,
  ServiceError,
  XSRF_HEADER,
  type ApiClientOptions,
  type ApiResult,
} from './request-client';

export * from './request-client';

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The site's API client: requests with the token, CSRF header and token-error handling, uploads, downloads,
 * and `run`, one operation of the contracts' operation table by name.
 */
export function createApiClient(options: ApiClientOptions) {
  const core = createRequestClient(options);
  const { urlOf, xsrfToken, doFetch } = core.transport;

  /**
   * One file as multipart (field `file`) by XMLHttpRequest, so the bytes sent can be reported; the same
   * token, CSRF header and token-error handling as `request`. A transport failure or an abort throws.
   */
  async function upload<T>(
    method: 'POST' | 'PUT',
    path: string,
    file: File,
    onProgress?: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<ApiResult<T>> {
    const url = urlOf(path);
    const token = options.getToken();
    const xsrf = isRelative(url) ? await xsrfToken() : null;
    const form = new FormData();
    form.append('file', file, file.name);
    const sent = await new Promise<{ status: number; text: string; expires: string | null }>(
      (resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        xhr.setRequestHeader('Accept', 'application/json');
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () =>
          resolve({
            status: xhr.status,
            text: xhr.responseText,
            expires: xhr.getResponseHeader('X-Session-Expires'),
          });
        xhr.onerror = () => reject(new ServiceError('Server error'));
        xhr.onabort = () => reject(new ServiceError(`The upload of ${file.name} was cancelled`));
        if (signal?.aborted) return reject(new ServiceError(`The upload of ${file.name} was cancelled`));
        signal?.addEventListener('abort', () => xhr.abort());
        xhr.send(form);
      },
    );
    if (sent.expires && token) options.onSessionExpires?.(sent.expires);
    let payload: unknown;
    try {
      payload = JSON.parse(sent.text);
    } catch {
      throw new ServiceError('Server error', sent.status);
    }
    if (!payload || typeof payload !== 'object' || !('success' in payload)) {
      throw new ServiceError('Server error', sent.status);
    }
    const result = payload as ApiResult<T> & { tokenError?: string };
    if (result.tokenError === 'ExpiredToken' || result.tokenError === 'InvalidToken') {
      options.onTokenError(result.tokenError, token);
      return { success: false, error: '', tokenError: result.tokenError, status: sent.status };
    }
    if (result.success === false) return { ...result, status: sent.status };
    return result;
  }

  /** A file the API serves (an image, a document) with the session's token, as a Blob; a refusal throws. */
  async function download(path: string, signal?: AbortSignal): Promise<Blob> {
    const token = options.getToken();
    let response: Response;
    try {
      response = await doFetch(urlOf(path), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
        signal,
      });
    } catch {
      throw new ServiceError('Server error');
    }
    if (!response.ok)
      throw new ServiceError(response.status === 404 ? 'Not found' : 'Server error', response.status);
    return response.blob();
  }

  /**
   * One operation of the API by name (the contracts' operation table): `params` holds its path and query
   * parameters, `body` its JSON body; the answer's type follows from the contract.
   *
   * @example
   * const result = await client.run('authenticateemail', { key });
   */
  function run<N extends RunnableOperationName>(
    operation: N,
    params: OperationParams<N>,
    body?: OperationBody<N>,
  ): Promise<ApiResult<OperationAnswer<N>>> {
    const { method, path } = operationRequest(operation, params);
    return core.request<OperationAnswer<N>>(method, path, method === 'GET' ? undefined : (body ?? {}));
  }
  return { ...core, upload, download, run };
}
