// The shell's own reads (who may do what, which companies): SWR over the data provider, one cache per session.
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
 * GET `/api` + `path` through the provider, cached under the session's token so another sign-in never sees
 * this one's answers; `null` waits. The failure is the provider's DataFailure.
 */
export function useSessionQuery<T>(provider: ManagementDataProvider, token: string, path: string | null) {
  return useSWR<T, DataFailure>(
    path === null ? null : ['hangar-site', token, path],
    async () => {
      const result = await provider.call<T>('GET', path as string).catch((error: unknown) => toDataFailure(error));
      if (!result.ok) throw result;
      return result.data;
    },
    { shouldRetryOnError: retryable, errorRetryCount: 3 },
  );
}
