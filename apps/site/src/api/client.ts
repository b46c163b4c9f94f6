// The site's one API client: bearer token, CSRF header, token-error redirects and the error-text rule, and `run`
// over every operation of the contracts' table (request-client.ts has the rest, without that list).
import {
  operationRequest,
  type OperationAnswer,
  type OperationBody,
  type OperationParams,
  type RunnableOperationName,
} from '@hangar/contracts';
import { createRequestClient, type ApiClientOptions, type ApiResult } from './request-client';

export * from './request-client';

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The site's API client: requests with the token, CSRF header and token-error handling, uploads, downloads,
 * and `run`, one operation of the contracts' operation table by name.
 */
export function createApiClient(options: ApiClientOptions) {
  const core = createRequestClient(options);

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
  return { ...core, run };
}

