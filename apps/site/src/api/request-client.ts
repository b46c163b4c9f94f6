// The site's API client without the management face's route list: bearer token, CSRF header, token-error
// redirects, the error-text rule, and `run` over the public operations (the airport's first load carries this
// module alone; client.ts adds `run` over every operation).

import {
  publicOperationRequest,
  type OperationAnswer,
  type OperationBody,
  type OperationParams,
  type PublicOperationName,
  type RunnableOperationName,
  type TokenErrorCode as AnyTokenErrorCode,
} from '@hangar/contracts';
import { apiBase as siteApiBase } from '../config';

/** The token errors that end a session (None is a valid token). */
export type TokenErrorCode = Exclude<AnyTokenErrorCode, 'None'>;

/** A refusal: the server's text, its HTTP status, and on bad input one message per field path. */
export type ApiFailure = {
  success: false;
  error: string;
  tokenError?: TokenErrorCode;
  status?: number;
  fieldErrors?: Record<string, string>;
};

export type ApiResult<T> = { success: true; data: T } | ApiFailure;

/** Thrown for a transport failure or an answer that is not the API's JSON shape. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export type ApiClientOptions = {
  /** Prefix for relative paths; '' for the same origin. */
  baseUrl?: string;
  /**
   * The one API base (`VITE_API_BASE`, default `/api`): a path written `/api/…` goes to `${apiBase}/…`, so
   * every call of the site (weather, accounts, management) reaches the same API.
   */
  apiBase?: string;
  /** The stored session's token, or null when signed out. */
  getToken: () => string | null;
  /** Called once per request that the server refused for its token, with the token it carried. */
  onTokenError: (code: TokenErrorCode, token: string | null) => void;
  fetch?: typeof fetch;
  /** Reads document.cookie; injectable for tests. */
  readCookies?: () => string;
  /** Told the new expiry when the server slides the session forward (`X-Session-Expires`). */
  onSessionExpires?: (expires: string) => void;
};

/** The airport face's client: `run` knows the public operations only (their short route list). */
export type PublicApiClient = ReturnType<typeof createPublicApiClient>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A path or URL of this site's origin (no scheme, not protocol-relative). */
export const isRelative = (url: string) => !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');

/** Where a path written `/api/…` is sent under the API base `apiBase`; any other path is left as it is. */
export function resolveApiPath(path: string, apiBase = '/api'): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
    return `${apiBase.replace(/\/+$/, '')}${path.slice(4)}`;
  }
  return path;
}

/** Throws the server's error text, or 'Server error' when it gave none; returns the data of a success. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ServiceError(result.error?.trim() ? result.error : 'Server error');
}

/**
 * The same client with `run` over the public operations alone: what the airport face's first load needs (the
 * start-up activity entry), without the management face's route list.
 */
export function createPublicApiClient(options: ApiClientOptions) {
  const core = createRequestClient(options);
  function run<N extends RunnableOperationName & PublicOperationName>(
    operation: N,
    params: OperationParams<N>,
    body?: OperationBody<N>,
  ): Promise<ApiResult<OperationAnswer<N>>> {
    const { method, path } = publicOperationRequest(operation, params);
    return core.request<OperationAnswer<N>>(method, path, method === 'GET' ? undefined : (body ?? {}));
  }
  return { ...core, run };
}

export function createRequestClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const apiBase = options.apiBase ?? siteApiBase;
  const urlOf = (path: string) => {
    const resolved = resolveApiPath(path, apiBase);
    return isRelative(resolved) ? `${baseUrl}${resolved}` : resolved;
  };
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  async function xsrfToken(): Promise<string | null> {
    const existing = readCookie(readCookies(), XSRF_COOKIE);
    if (existing) return existing;
    // The server sets the cookie on any response; a first visit may not have had one yet.
    await doFetch(urlOf(publicOperationRequest('health').path), { credentials: 'same-origin' }).catch(
      () => undefined,
    );
    return readCookie(readCookies(), XSRF_COOKIE);
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const url = urlOf(path);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (!SAFE_METHODS.has(method) && isRelative(url)) {
      const xsrf = await xsrfToken();
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ServiceError('Server error');
    }
    const slid = response.headers.get('X-Session-Expires');
    if (slid && token) options.onSessionExpires?.(slid);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ServiceError('Server error', response.status);
    }
    if (!payload || typeof payload !== 'object' || !('success' in payload)) {
      throw new ServiceError('Server error', response.status);
    }
    const result = payload as ApiResult<T> & { tokenError?: string };
    if (result.tokenError === 'ExpiredToken' || result.tokenError === 'InvalidToken') {
      options.onTokenError(result.tokenError, token);
      return {
        success: false,
        error: 'error' in result && typeof result.error === 'string' ? result.error : '',
        tokenError: result.tokenError,
        status: response.status,
      };
    }
    if (result.success === false) return { ...result, status: response.status };
    return result;
  }

  return {
    request,
    /** What client.ts's uploads and downloads share with `request` (not for callers). */
    transport: { urlOf, xsrfToken, doFetch },
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}
