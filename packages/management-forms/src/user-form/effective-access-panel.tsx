// EffectiveAccessPanel: what a user may do, feature by feature, as the server decides it (`GET /UserAccess/{id}`).

import { useId } from 'react';
import { useOperation } from '../data';
import { accessRows, userAccessLevels } from '../lib/access-rules';
import { AccessTable, AccessTableSkeleton } from '../lib/access-table';
import { LoadFailure } from '../lib/screen-states';

export function EffectiveAccessPanel({ userID, name }: { userID: number; name: string }) {
  const headingId = useId();
  const { data, error, mutate } = useOperation('UserAccess', { id: userID });
  const current = data?.userID === userID ? data : undefined;
  const user = current && { isSystemAdmin: current.isSystemAdmin, grants: current.features };
  return (
    <section
      data-slot="effective-access-panel"
      aria-labelledby={headingId}
      aria-busy={(!current && !error) || undefined}
      className="grid content-start gap-3 self-start rounded-lg border p-4"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold">
          Effective access
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          What {name}&rsquo;s groups allow, as saved.
          {current?.isSystemAdmin && ' A system administrator may do everything.'}
        </p>
      </div>
      {error && !current ? (
        <LoadFailure slot="effective-access-panel" message={error.message} onRetry={() => void mutate()} />
      ) : user ? (
        <AccessTable
          data-slot="effective-access-table"
          caption={`Effective access of ${name}`}
          hideCaption
          sections={accessRows(user, userAccessLevels(user))}
        />
      ) : (
        <AccessTableSkeleton />
      )}
    </section>
  );
}
