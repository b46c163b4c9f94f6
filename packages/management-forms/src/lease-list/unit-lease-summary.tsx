// UnitLeaseSummary: a rental unit's lease at a glance: the current (or next) one with its tenants, dates,
// rent and status, the unit's other leases, and "New lease".
import type { LeaseListItem } from '@hangar/contracts';
import { buttonVariants, DelayedSpinner, EmptyState, type DataTableLinkProps } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { LoadFailure } from '../lib/screen-states';
import { LeaseStatusBadge } from './lease-list';
import { leadingLease, leaseRentText, leaseStatusLabel, termText } from './lease-list-rules';

export type UnitLeaseSummaryProps = {
  unitID: number;
  /** A lease's page. */
  getLeaseHref: (lease: LeaseListItem) => string;
  /** Where "New lease" leads; without it (no Add right) there is no such link. */
  newLeaseHref?: string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

/**
 * The leases of `unitID` (up to 50, newest first): the active lease, else the next to start, in full; the
 * others as links. Needs a `ManagementProvider` above it.
 *
 * @example
 * <UnitLeaseSummary unitID={1007} getLeaseHref={(l) => `/lease/${l.id}`} newLeaseHref="/lease/new?unit=1007" />
 */
export function UnitLeaseSummary({
  unitID,
  getLeaseHref,
  newLeaseHref,
  renderLink = defaultLink,
}: UnitLeaseSummaryProps) {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useResourceList<LeaseListItem>('lease', {
    unitID,
    sort: 'start',
    dir: 'desc',
    pageSize: 50,
  });
  const link = (href: string, children: ReactNode, className: string, slot: string) =>
    renderLink({ href, children, className, 'data-slot': slot });
  const newLink = newLeaseHref
    ? link(
        newLeaseHref,
        'New lease',
        buttonVariants({ size: 'sm', variant: 'outline' }),
        'unit-lease-summary-new',
      )
    : null;
  const leases = data?.items ?? [];
  const lead = leadingLease(leases);
  const others = leases.filter((l) => l !== lead);

  return (
    <section
      data-slot="unit-lease-summary"
      aria-labelledby={titleId}
      className="@container grid min-w-0 content-start gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          Lease
        </h2>
        {leases.length > 0 && newLink}
      </div>
      {error && !data ? (
        <LoadFailure slot="unit-lease-summary" message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <DelayedSpinner loading label="Loading the unit's leases…" className="py-6" />
      ) : leases.length === 0 ? (
        <EmptyState
          size="sm"
          titleAs="h3"
          title="No leases yet"
          description={newLink ? 'Write the first lease of this unit.' : 'This unit has never been leased.'}
          action={newLink ?? undefined}
        />
      ) : (
        <>
          {lead ? (
            <div data-slot="unit-lease-summary-current" className="grid gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{lead.status === 'active' ? 'Current lease' : 'Next lease'}</h3>
                <LeaseStatusBadge status={lead.status} />
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm @md:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="text-muted-foreground">Tenants</dt>
                <dd>{lead.tenants.join(', ') || 'No tenant'}</dd>
                <dt className="text-muted-foreground">Term</dt>
                <dd>{termText(lead)}</dd>
                <dt className="text-muted-foreground">Rent</dt>
                <dd>{leaseRentText(lead)}</dd>
              </dl>
              <div>
                {link(
                  getLeaseHref(lead),
                  <>
                    Open the lease
                    <span className="sr-only"> of {lead.tenants.join(', ') || 'no tenant'}</span>
                  </>,
                  'text-sm underline underline-offset-4',
                  'unit-lease-summary-open',
                )}
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No lease now or to come.</p>
          )}
          {others.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-semibold">{lead ? 'Other leases' : 'Leases'}</h3>
              <ul data-slot="unit-lease-summary-others" className="grid gap-1 text-sm">
                {others.map((l) => (
                  <li key={l.id} className="flex flex-wrap gap-x-2">
                    {link(
                      getLeaseHref(l),
                      termText(l),
                      'underline underline-offset-4',
                      'unit-lease-summary-other',
                    )}
                    <span className="text-muted-foreground">
                      {l.tenants.join(', ') || 'No tenant'} · {leaseStatusLabel(l.status)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
