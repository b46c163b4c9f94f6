// CompanyLeaseList: every lease of a company: property and unit, tenants, term, status, rent and balance, with
// search, a status filter and "Owes money"; each row opens the lease.
import type { LeaseListItem } from '@hangar/contracts';
import type { DataTableColumn, DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { balanceWords } from '../lease-ledger/ledger-rules';
import { ListScreen, noMatchText } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import { LeaseStatusBadge } from './lease-list';
import {
  companyLeaseListQuery,
  DEFAULT_COMPANY_LEASE_LIST_STATE,
  isCompanyLeaseListFiltered,
  LEASE_ENDS_FILTERS,
  LEASE_OWES_FILTERS,
  LEASE_STATUS_FILTERS,
  leaseRentText,
  termText,
  type CompanyLeaseListState,
} from './lease-list-rules';

/** A lease's row with its balance (null: the user may not see the ledger of its property). */
type LeaseRow = LeaseListItem & { balanceCents?: number | null };

export type CompanyLeaseListProps = {
  managementCompanyID: number;
  /** Where a lease's row leads (its page). */
  getLeaseHref: (lease: LeaseListItem) => string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The search, filters, sort and page, when the caller owns them (to mirror them in the URL). */
  query?: CompanyLeaseListState;
  onQueryChange?: (query: CompanyLeaseListState) => void;
  defaultQuery?: Partial<CompanyLeaseListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const FILTERS: readonly ListFilter<CompanyLeaseListState>[] = [
  { name: 'status', label: 'Lease status', className: 'w-44 shrink-0', options: LEASE_STATUS_FILTERS },
  { name: 'owes', label: 'Balance', className: 'w-40 shrink-0', options: LEASE_OWES_FILTERS },
  { name: 'ends', label: 'Ending', className: 'w-52 shrink-0', options: LEASE_ENDS_FILTERS },
];

const columns: DataTableColumn<LeaseRow>[] = [
  {
    id: 'unit',
    header: 'Unit',
    sortable: true,
    primary: true,
    className: 'whitespace-nowrap',
    accessor: (l) => `${l.unitNumber}, ${l.propertyName}`,
  },
  { id: 'tenants', header: 'Tenants', cell: (l) => l.tenants.join(', ') || 'No tenant' },
  { id: 'start', header: 'Term', sortable: true, cell: (l) => termText(l) },
  { id: 'status', header: 'Status', cell: (l) => <LeaseStatusBadge status={l.status} /> },
  { id: 'rent', header: 'Rent', sortable: true, align: 'end', cell: (l) => leaseRentText(l) },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (l) =>
      typeof l.balanceCents === 'number' ? (
        <span data-slot="company-lease-balance" className={l.balanceCents > 0 ? 'font-medium' : undefined}>
          {balanceWords(l.balanceCents)}
        </span>
      ) : null,
  },
];

/**
 * The leases of `managementCompanyID` (`useResourceList('lease', …)`), newest first, with each one's balance
 * where the user may see it. The search applies once typing pauses; a filter goes back to page 1. Pass
 * `query` and `onQueryChange` to keep the state in the URL (`companyLeaseListSearchParams` and
 * `companyLeaseListStateFromSearchParams`). Needs a `ManagementProvider` above it.
 *
 * @example
 * <CompanyLeaseList managementCompanyID={1} getLeaseHref={(l) => `/lease/${l.id}`} />
 */
export function CompanyLeaseList({
  managementCompanyID,
  getLeaseHref,
  renderLink = defaultLink,
  query,
  onQueryChange,
  defaultQuery,
}: CompanyLeaseListProps) {
  const listState = useListState<CompanyLeaseListState>(
    () => ({ ...DEFAULT_COMPANY_LEASE_LIST_STATE, ...defaultQuery }),
    query,
    onQueryChange,
  );
  const { state } = listState;
  const listQuery = useMemo(
    () => companyLeaseListQuery(managementCompanyID, state),
    [managementCompanyID, state],
  );
  const list = useResourceList<LeaseRow>('lease', listQuery);
  return (
    <ListScreen<LeaseRow, CompanyLeaseListState>
      slot="company-lease-list"
      search={{ label: 'Search leases', placeholder: 'Unit or tenant' }}
      filters={FILTERS}
      list={list}
      caption="Leases"
      columns={columns}
      getRowHref={getLeaseHref}
      renderLink={renderLink}
      loadingLabel="Loading leases…"
      listState={listState}
      filtered={isCompanyLeaseListFiltered(state)}
      noMatch={{
        title: 'No leases match',
        description: noMatchText('lease', state.q),
        cleared: { q: '', status: 'all', owes: 'all', ends: 'any' },
      }}
      noneYet={{
        title: 'No leases yet',
        description: 'Leases are written from a rental unit’s page.',
      }}
    />
  );
}
