// About the running system: version, build and start time, database kind, and whether the API answers.

import { Badge, Button } from '@hangar/ui';
import { LoadFailure } from '../lib/screen-states';
import { formatTime, useApiCall } from './use-api-call';

const DATABASE = { pglite: 'PGlite (embedded)', postgresql: 'PostgreSQL' } as const;

/**
 * About the running system, for system administrators: version, build and start time, the kind of database
 * and whether the API answers. It takes no props. Needs a `ManagementProvider` above it.
 */
export function AboutPanel() {
  const about = useApiCall('about', {});
  const health = useApiCall('health', {});
  if (about.error && !about.data) {
    return <LoadFailure slot="about" message={about.error.message} onRetry={() => void about.mutate()} />;
  }
  if (!about.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading…
      </p>
    );
  }
  const a = about.data;
  const healthy = !health.error && health.data?.status === 'ok';
  return (
    <div data-slot="about" className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-medium">Product</dt>
        <dd>{a.name}</dd>
        <dt className="font-medium">Version</dt>
        <dd data-slot="about-version">{a.version}</dd>
        <dt className="font-medium">Built</dt>
        <dd>{a.buildTime ? formatTime(a.buildTime) : 'Unknown'}</dd>
        <dt className="font-medium">Running since</dt>
        <dd>{formatTime(a.startedUtc)}</dd>
        <dt className="font-medium">Database</dt>
        <dd data-slot="about-database">{DATABASE[a.database]}</dd>
        <dt className="font-medium">API health</dt>
        <dd data-slot="about-health" className="flex flex-wrap items-center gap-2">
          {health.isLoading ? (
            'Checking…'
          ) : (
            <Badge variant={healthy ? 'success' : 'destructive'}>
              {healthy ? 'Answering' : 'Not answering'}
            </Badge>
          )}
          {health.error && <span>{health.error.message}</span>}
        </dd>
      </dl>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => void health.mutate()}>
          Check health again
        </Button>
      </div>
    </div>
  );
}
