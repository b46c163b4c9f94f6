// SecurityFeatureCatalog: the features of one level, read-only: what each covers, the access bits that
// apply, and the groups (of every company) that grant it.
import type { FeatureGrantGroup, FeatureLevel } from '@hangar/contracts';
import { Badge, Skeleton, type DataTableLinkProps } from '@hangar/ui';
import type { ReactNode } from 'react';
import { useOperation } from '../data';
import { LoadFailure } from '../lib/screen-states';
import { bitNames, FEATURE_LIST_OPERATIONS, FEATURE_NOTES } from './feature-notes';

export type SecurityFeatureCatalogProps = {
  level: FeatureLevel;
  /** A group's page (system groups, and a company's groups), when there is one to link to. */
  getGroupHref?: (group: FeatureGrantGroup) => string | undefined;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

function GroupLine({
  group,
  href,
  renderLink,
}: {
  group: FeatureGrantGroup;
  href?: string;
  renderLink: (props: DataTableLinkProps) => ReactNode;
}) {
  const name = href ? (
    renderLink({
      href,
      className: 'font-medium underline-offset-4 hover:underline',
      children: group.name,
      'data-slot': 'feature-catalog-group-link',
    })
  ) : (
    <span className="font-medium">{group.name}</span>
  );
  return (
    <li data-slot="feature-catalog-group" className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      {name}
      <span className="text-muted-foreground">
        {group.level === 'system' ? 'System group' : (group.companyName ?? 'Company group')} ·{' '}
        {bitNames(group.access)}
        {group.scoped ? ' · some properties or units only' : ''}
      </span>
    </li>
  );
}

/**
 * A read-only catalogue of the security features of one `level` (system, company, property or unit), for
 * system administrators: what each feature covers, the access bits that apply to it, and the groups of every
 * company that grant it (linked through `getGroupHref`). Needs a `ManagementProvider` above it.
 */
export function SecurityFeatureCatalog({
  level,
  getGroupHref,
  renderLink = defaultLink,
}: SecurityFeatureCatalogProps) {
  const features = useOperation(FEATURE_LIST_OPERATIONS[level], {});
  const grants = useOperation('SecurityFeatureGrants', { level });
  const error = features.error ?? grants.error;
  if (error && !(features.data && grants.data))
    return (
      <LoadFailure
        slot="feature-catalog"
        message={error.message}
        onRetry={() => {
          void features.mutate();
          void grants.mutate();
        }}
      />
    );
  if (!features.data || !grants.data)
    return (
      <div data-slot="feature-catalog-loading" className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
        <p role="status" className="sr-only">
          Loading the features…
        </p>
      </div>
    );
  if (features.data.length === 0)
    return <p className="text-sm text-muted-foreground">This level has no features.</p>;
  return (
    <ul data-slot="feature-catalog" className="grid gap-4">
      {features.data.map((f) => {
        const note = FEATURE_NOTES[f.id];
        const groups = grants.data!.find((g) => g.securityFeatureID === f.id)?.groups ?? [];
        return (
          <li
            key={f.id}
            data-slot="feature-catalog-feature"
            className="grid min-w-0 gap-2 rounded-lg border p-4 text-sm"
          >
            <div className="flex flex-wrap items-baseline gap-2">
              <h2 className="text-base font-semibold">{f.name}</h2>
              <code className="text-xs text-muted-foreground">{f.code}</code>
            </div>
            {note && <p>{note.description}</p>}
            <dl className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-muted-foreground">Access that applies</dt>
              <dd className="flex flex-wrap gap-1">
                {bitNames(note?.bits ?? 15)
                  .split(', ')
                  .map((b) => (
                    <Badge key={b} variant="secondary">
                      {b}
                    </Badge>
                  ))}
              </dd>
              <dt className="text-muted-foreground">Granted by</dt>
              <dd>
                {groups.length === 0 ? (
                  <span className="text-muted-foreground">No group grants it.</span>
                ) : (
                  <ul className="grid gap-1">
                    {groups.map((g) => (
                      <GroupLine key={g.id} group={g} href={getGroupHref?.(g)} renderLink={renderLink} />
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
