// A reading operation of the system operations screens, cached like useOperation, polled every `refreshMs` when
// asked.
import type { OperationAnswer, OperationParams, RunnableOperationName } from '@hangar/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { operationKey, useDataProvider, type DataFailure } from '../data';

/**
 * The answer of `operation` with `params`; `null` waits. A refusal comes back as `error` (a DataFailure).
 * `refreshMs` may be a function of the latest answer (poll only while something runs).
 */
export function useApiCall<N extends RunnableOperationName>(
  operation: N,
  params: OperationParams<N> | null,
  refreshMs: number | ((latest: OperationAnswer<N> | undefined) => number) = 0,
  /** Called with every answer (outside render). */
  onSuccess?: (data: OperationAnswer<N>) => void,
): SWRResponse<OperationAnswer<N>, DataFailure> {
  const provider = useDataProvider();
  return useSWR<OperationAnswer<N>, DataFailure>(
    params === null ? null : operationKey(operation, params),
    async () => {
      const result = await provider.run(operation, params as OperationParams<N>);
      if (!result.ok) throw result;
      return result.data;
    },
    { keepPreviousData: true, refreshInterval: refreshMs, ...(onSuccess && { onSuccess }) },
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** "Nov 23, 2026, 11:52:03 PM" in the browser's time zone; "—" for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateTime.format(time);
}

/** "every 5 minutes", "every day", "every 7 days". */
export function formatEvery(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, unit] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
    }
  }
  return `every ${seconds} seconds`;
}
