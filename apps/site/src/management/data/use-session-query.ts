// The shell's own reads (who may do what, which companies): SWR over the data provider, one cache per session.
import type { OperationAnswer, OperationParams, RunnableOperationName } from '@hangar/contracts';
import {
  isDataFailure,
  toDataFailure,
  type DataFailure,
  type ManagementDataProvider,
} from '@hangar/management-forms';
import useSWR from 'swr';

// A refusal (401, 403, 404) will not change by asking again; an outage might.
const retryable = (error: unknown) => !isDataFailure(error) || !error.status || error.status >= 500;

/**
 * A reading operation through the provider, cached under the session's token so another sign-in never sees
 * this one's answers; `null` waits. The failure is the provider's DataFailure.
 */
export function useSessionQuery<N extends RunnableOperationName>(
  provider: ManagementDataProvider,
  token: string,
  operation: N,
  params: OperationParams<N> | null,
) {
  return useSWR<OperationAnswer<N>, DataFailure>(
    params === null ? null : ['hangar-site', token, operation, params],
    async () => {
      const result = await provider
        .run(operation, params as OperationParams<N>)
        .catch((error: unknown) => toDataFailure(error));
      if (!result.ok) throw result;
      return result.data;
    },
    { shouldRetryOnError: retryable, errorRetryCount: 3 },
  );
}
