// The self-test: the API, the database, the mail transport and the file store, each ok or failed with the
// time it took and what it found; Run again asks once more.

import { Badge, Button } from '@hangar/ui';
import { LoadFailure } from '../lib/screen-states';
import { formatTime, useApiCall } from './use-api-call';

/**
 * The self-test, for system administrators: the API, the database, the mail transport and the file store,
 * each ok or failed with the time it took and what it found; Run again asks once more. Needs a
 * `ManagementProvider` above it.
 */
export function SelfTestPanel() {
  const test = useApiCall('selftest', {});
  const running = test.isValidating;
  return (
    <div data-slot="self-test" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={running} onClick={() => void test.mutate()}>
          {running ? 'Running…' : 'Run again'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {running
            ? 'Running the checks…'
            : test.data
              ? `${test.data.ok ? 'Every check passed' : 'A check failed'} at ${formatTime(test.data.timeUtc)}.`
              : ''}
        </p>
      </div>
      {test.error && !test.data ? (
        <LoadFailure slot="self-test" message={test.error.message} onRetry={() => void test.mutate()} />
      ) : test.data ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {test.data.checks.map((c) => (
            <li
              key={c.name}
              data-slot="self-test-check"
              data-check={c.name}
              data-ok={c.ok}
              className="grid gap-2 rounded-lg border p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-medium">{c.label}</h2>
                <Badge variant={c.ok ? 'success' : 'destructive'}>{c.ok ? 'OK' : 'Failed'}</Badge>
                <span className="text-xs text-muted-foreground tabular-nums">{c.ms} ms</span>
              </div>
              <p className="text-sm break-words">{c.message}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
