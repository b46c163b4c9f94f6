// LeaseList: the leases of a unit, a property or a company (optionally of one contact): unit, tenants, term,
// rent and status, newest first, with a status filter.
import type { LeaseListItem } from '@hangar/contracts';
import { Badge, buttonVariants, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { ListFilters, ResourceListTable, useListState, type ListFilter } from '../lib/resource-table';
import {
  DEFAULT_LEASE_LIST_STATE,
  leaseListQuery,
  leaseRentText,
  leaseStatusLabel,
  LEASE_STATUS_FILTERS,
  termText,
  type LeaseListState,
  type LeaseOwner,
} from './lease-list-rules';

export type LeaseListProps = {
  /** Whose leases: `unitID`, `propertyID` or `managementCompanyID`, and optionally `contactID`. */
  owner: LeaseOwner;
  /** Where a lease's row leads (its page). */
  getLeaseHref: (lease: LeaseListItem) => string;
  /** Where "New lease" leads; without it there is no such link (no Add right). */
  newLeaseHref?: string;
  /** The table's caption (for screen readers unless `showCaption`). */
  caption?: string;
  showCaption?: boolean;
  /** Shows the property beside the unit (a company's or a contact's leases). */
  showProperty?: boolean;
  /** Hides the status filter (a short list). */
  hideFilters?: boolean;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  defaultQuery?: Partial<LeaseListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const FILTERS: readonly ListFilter<LeaseListState>[] = [
  { name: 'status', label: 'Lease status', className: 'w-44 shrink-0', options: LEASE_STATUS_FILTERS },
];

/** The status badge of a lease. */
export function LeaseStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === 'active' ? 'default' : status === 'past' ? 'outline' : 'secondary'}>
      {leaseStatusLabel(status)}
    </Badge>
  );
}

function leaseColumns(showProperty: boolean): DataTableColumn<LeaseListItem>[] {
  return [
    {
      id: 'unit',
      header: 'Unit',
      sortable: true,
      primary: true,
      className: 'whitespace-nowrap',
      accessor: (l) => (showProperty ? `${l.unitNumber}, ${l.propertyName}` : l.unitNumber),
    },
    { id: 'tenants', header: 'Tenants', cell: (l) => l.tenants.join(', ') || 'No tenant' },
    { id: 'start', header: 'Term', sortable: true, cell: (l) => termText(l) },
    { id: 'rent', header: 'Rent', sortable: true, align: 'end', cell: (l) => leaseRentText(l) },
    { id: 'status', header: 'Status', cell: (l) => <LeaseStatusBadge status={l.status} /> },
  ];
}

/**
 * The leases of `owner`, read through `useResourceList('lease', …)`, newest first. Needs a
 * `ManagementProvider` above it.
 *
 * @example
 * <LeaseList owner={{ managementCompanyID: 1, contactID: 103 }} getLeaseHref={(l) => `/lease/${l.id}`} />
 */
export function LeaseList({
  owner,
  getLeaseHref,
  newLeaseHref,
  caption = 'Leases',
  showCaption = false,
  showProperty = false,
  hideFilters = false,
  renderLink = defaultLink,
  defaultQuery,
}: LeaseListProps) {
  const listState = useListState<LeaseListState>(() => ({ ...DEFAULT_LEASE_LIST_STATE, ...defaultQuery }));
  const { state, change } = listState;
  const { unitID, propertyID, managementCompanyID, contactID } = owner;
  const query = useMemo(
    () => leaseListQuery({ unitID, propertyID, managementCompanyID, contactID }, state),
    [unitID, propertyID, managementCompanyID, contactID, state],
  );
  const list = useResourceList<LeaseListItem>('lease', query);
  const columns = useMemo(() => leaseColumns(showProperty), [showProperty]);
  const addLink = newLeaseHref
    ? renderLink({
        href: newLeaseHref,
        className: buttonVariants({ size: 'sm' }),
        children: 'New lease',
        'data-slot': 'lease-list-new',
      })
    : null;

  return (
    <div data-slot="lease-list" className="@container grid min-w-0 gap-4">
      {(!hideFilters || addLink) && (
        <div data-slot="lease-list-toolbar" className="flex flex-wrap items-end gap-3">
          {!hideFilters && <ListFilters filters={FILTERS} listState={listState} />}
          {addLink}
        </div>
      )}
      <ResourceListTable<LeaseListItem, LeaseListState>
        list={list}
        caption={caption}
        hideCaption={!showCaption}
        columns={columns}
        getRowHref={getLeaseHref}
        renderLink={renderLink}
        loadingLabel="Loading leases…"
        listState={listState}
        filtered={state.status !== 'all'}
        noMatch={{
          title: 'No leases match',
          description: 'No lease has this status.',
          clearLabel: 'Show every status',
          onClear: () => change({ status: 'all' }),
        }}
        noneYet={{
          title: 'No leases yet',
          description: contactID ? 'This contact is on no lease.' : 'No lease has been written here yet.',
          action: addLink ?? undefined,
        }}
      />
    </div>
  );
}
